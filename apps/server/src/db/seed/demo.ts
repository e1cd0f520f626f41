import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.js';
import type { Db } from '../client.js';
import { companies, companyMembers, users } from '../schema/index.js';

/** The demo accounts the README documents. */
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@123456' },
  owner: { username: 'demo', password: 'Demo@123456', phone: '13800000000', company: '演示公司' },
} as const;

/** Seeds the demo data into an empty database, all or nothing. Returns false when data exists. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const [adminHash, ownerHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.owner.password),
  ]);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      username: DEMO_ACCOUNTS.admin.username,
      passwordHash: adminHash,
      nickname: '超级管理员',
      roleType: 'SUPER_ADMIN',
    });
    const [owner] = await tx
      .insert(users)
      .values({
        username: DEMO_ACCOUNTS.owner.username,
        phoneNumber: DEMO_ACCOUNTS.owner.phone,
        passwordHash: ownerHash,
        nickname: '演示用户',
        roleType: 'USER',
      })
      .returning({ id: users.id });
    const [company] = await tx
      .insert(companies)
      .values({
        name: DEMO_ACCOUNTS.owner.company,
        contactPerson: '王经理',
        phoneNumber: DEMO_ACCOUNTS.owner.phone,
        address: '浙江省杭州市西湖区文三路 90 号',
        ifAnalysisOpen: true,
      })
      .returning({ id: companies.id });
    await tx.insert(companyMembers).values({ companyId: company!.id, userId: owner!.id, joinType: 'OWNER' });
  });
  return true;
}
