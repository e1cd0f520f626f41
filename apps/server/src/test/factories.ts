import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { type CompanyRole, companies, companyMembers, type UserRole, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { basic } from './harness.js';

let sequence = 0;

/**
 * Fixture users' passwords are hashed at a low scrypt cost (stored in the hash, so signing in
 * verifies at that cost too): ~1.4 ms instead of ~25 ms of CPU each, hundreds of times a run. The
 * product's own hashes (registration, resets, the demo seed) keep the real cost.
 */
const FIXTURE_COST = { N: 1024, r: 8, p: 1 };

export async function buildUser(
  ctx: AppContext,
  overrides: {
    username?: string;
    password?: string;
    phone?: string;
    role?: UserRole;
    status?: 'active' | 'disabled';
  } = {},
) {
  sequence += 1;
  const password = overrides.password ?? `Pass@${sequence}word`;
  const [user] = await ctx.db
    .insert(users)
    .values({
      username: overrides.username ?? `user${sequence}`,
      phoneNumber: overrides.phone ?? null,
      passwordHash: await hashPassword(password, FIXTURE_COST),
      nickname: `User ${sequence}`,
      roleType: overrides.role ?? 'USER',
      status: overrides.status ?? 'active',
    })
    .returning();
  return { ...user!, password };
}

export async function buildCompanyWith(ctx: AppContext, userId: number, joinType: CompanyRole = 'OWNER') {
  const [company] = await ctx.db
    .insert(companies)
    .values({ name: `公司 ${++sequence}`, contactPerson: '张三', phoneNumber: '13900000000' })
    .returning();
  await ctx.db.insert(companyMembers).values({ companyId: company!.id, userId, joinType });
  return company!;
}

export function loginRequest(app: FastifyInstance, identifier: string, password: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/management/users/login/password',
    headers: { authorization: basic(identifier, password) },
    remoteAddress: ip,
  });
}

/** Signs in and returns the token. */
export async function signIn(app: FastifyInstance, identifier: string, password: string): Promise<string> {
  const response = await loginRequest(app, identifier, password);
  const body = response.json();
  if (body.code !== 1) throw new Error(`sign-in failed: ${body.msg}`);
  return body.data.token;
}
