import { and, eq, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { type WechatType, wechatIdentities } from '../../db/schema/index.js';

export type IdentityRow = typeof wechatIdentities.$inferSelect;

/** Identities matching this person: by unionid across the maker's apps, else by app type and openid. */
export async function findMatching(
  db: Db,
  type: WechatType,
  openid: string,
  unionid: string | null,
): Promise<IdentityRow[]> {
  const byOpenid = and(eq(wechatIdentities.wechatType, type), eq(wechatIdentities.openid, openid));
  return db
    .select()
    .from(wechatIdentities)
    .where(unionid ? or(byOpenid, eq(wechatIdentities.unionid, unionid)) : byOpenid);
}

export async function insertIdentity(
  db: Executor,
  values: { userId: number; wechatType: WechatType; openid: string; unionid: string | null },
): Promise<void> {
  await db.insert(wechatIdentities).values(values).onConflictDoNothing();
}
