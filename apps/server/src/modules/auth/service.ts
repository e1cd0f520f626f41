import { isInspector } from '@dahua/shared';
import type { AuthContext } from '../../access/auth-context.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/token.js';
import { inspectionOf } from '../inspectors/queries.js';
import { joinOnFirstSignIn } from '../members/invitations.js';
import * as limits from '../rate-limit/service.js';
import { verifyCode } from '../sms/service.js';
import * as users from '../users/queries.js';
import * as userWrites from '../users/service.js';
import * as repo from './repo.js';

export type Client = { ip: string; userAgent: string };
export type IssuedSession = { token: string; expiresAt: Date };
export type { AuthContext } from '../../access/auth-context.js';

function loginLimits(ctx: AppContext) {
  const { maxFailuresPerIdentifier, maxAttemptsPerIp, windowMs } = ctx.config.loginLimits;
  return {
    perIp: { name: 'login:ip', max: maxAttemptsPerIp, windowMs },
    failuresPerIdentifier: { name: 'login:identifier', max: maxFailuresPerIdentifier, windowMs },
  };
}

/**
 * Password sign-in with an identifier (username or bound phone). Attempts are limited per IP;
 * wrong passwords per account (whichever identifier names it; per identifier text only for an
 * unknown one). Each attempt is counted before its password is compared, in one atomic upsert,
 * so parallel guesses get no more comparisons than the budget. A locked account can still sign
 * in by SMS code, a factor the guesser lacks. An unknown account and a wrong password look and
 * time the same.
 */
export async function loginWithPassword(
  ctx: AppContext,
  identifier: string,
  password: string,
  client: Client,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const limit = loginLimits(ctx);
  await limits.consume(ctx.db, limit.perIp, client.ip);

  const user = await users.findByIdentifier(ctx.db, identifier.trim());
  const subject = user ? `user:${user.id}` : `name:${identifier.trim().toLowerCase()}`;
  const attempt = await limits.count(ctx.db, limit.failuresPerIdentifier, subject);
  if (attempt.count > limit.failuresPerIdentifier.max) {
    throw new AppError('TOO_MANY_ATTEMPTS', {
      minutes: Math.max(1, Math.ceil(attempt.reopensInMs / 60_000)),
    });
  }
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user?.passwordHash || !valid) throw new AppError('BAD_CREDENTIALS');
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');

  await limits.reset(ctx.db, limit.failuresPerIdentifier, subject);
  return { user, session: await startSession(ctx, user.id, client) };
}

/**
 * SMS sign-in: a known phone signs its user in; an unknown phone becomes a new company-less
 * USER account with that phone bound. Attempts count against the IP like password sign-in.
 */
export async function loginWithSms(
  ctx: AppContext,
  phoneNumber: string,
  code: string,
  client: Client,
): Promise<{ user: UserRow; session: IssuedSession }> {
  await limits.consume(ctx.db, loginLimits(ctx).perIp, client.ip);
  await verifyCode(ctx, phoneNumber, code);
  let user = await users.findByPhone(ctx.db, phoneNumber);
  if (!user) {
    user = await userWrites.insertUser(ctx.db, {
      phoneNumber,
      nickname: `用户${phoneNumber.slice(-4)}`,
      roleType: 'USER',
    });
    // A number invited to a company signs in for the first time: it joins that company.
    await joinOnFirstSignIn(ctx, user);
    user = (await users.findById(ctx.db, user.id)) ?? user;
  }
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  return { user, session: await startSession(ctx, user.id, client) };
}

/** Issues a new opaque token; only its hash is stored. */
export async function startSession(ctx: AppContext, userId: number, client: Client): Promise<IssuedSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ctx.config.sessionTtlMs);
  await repo.insertSession(ctx.db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  return { token, expiresAt };
}

/**
 * The signed-in user behind a token, or null when the token is unknown, expired, revoked or its
 * user disabled. An INSPECTOR's session carries its assignments (`inspection`, issue 27), read
 * with it and cached with it: a change of assignments drops this instance's cached sessions of
 * the inspector at once and reaches other instances within the cache's TTL (SESSION_CACHE_SECONDS).
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  let found = ctx.sessions.get(tokenHash);
  if (!found) {
    found = await repo.findLiveSession(ctx.db, tokenHash);
    if (found && isInspector(found.user.roleType))
      found = { ...found, inspection: await inspectionOf(ctx.db, found.user.id) };
    if (found) ctx.sessions.set(tokenHash, found);
  }
  if (found?.user.status !== 'active') return null;
  return { ...found, token };
}

export async function logout(ctx: AppContext, auth: AuthContext): Promise<void> {
  await repo.revokeSession(ctx.db, auth.sessionId);
  ctx.sessions.forgetToken(hashToken(auth.token));
}
