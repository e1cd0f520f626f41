import type { AppContext } from '../../context.js';
import type { UserRow, WechatType } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { type Client, type IssuedSession, startSession } from '../auth/service.js';
import * as users from '../users/queries.js';
import * as userWrites from '../users/service.js';
import { exchangeCode } from './client.js';
import * as repo from './repo.js';

/**
 * WeChat sign-in: the person's identity (unionid first, else app type + openid) leads to their
 * account; an unknown person gets a new account, which must then bind a phone.
 */
export async function loginWithWechat(
  ctx: AppContext,
  type: WechatType,
  code: string,
  client: Client,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const identity = await exchangeCode(ctx.config.wechat, type, code);
  const matches = await repo.findMatching(ctx.db, type, identity.openid, identity.unionid);
  const user = await ctx.db.transaction(async (tx) => {
    const known = matches[0] ? await users.findById(tx, matches[0].userId) : null;
    const account = known ?? (await userWrites.insertUser(tx, { nickname: '微信用户', roleType: 'USER' }));
    await repo.insertIdentity(tx, { userId: account.id, wechatType: type, ...identity });
    return account;
  });
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  return { user, session: await startSession(ctx, user.id, client) };
}

/** Binds a WeChat identity to the signed-in account; one bound to another account is refused. */
export async function bindWechat(
  ctx: AppContext,
  userId: number,
  type: WechatType,
  code: string,
): Promise<void> {
  const identity = await exchangeCode(ctx.config.wechat, type, code);
  const matches = await repo.findMatching(ctx.db, type, identity.openid, identity.unionid);
  if (matches.some((m) => m.userId !== userId)) throw new AppError('WECHAT_TAKEN');
  await repo.insertIdentity(ctx.db, { userId, wechatType: type, ...identity });
  ctx.sessions.forgetUser(userId);
}
