import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isAdministrator } from '@dahua/shared';
import type {
  AuthorizationRequestAnswer,
  AuthorizeBody,
  CollectAnswer,
  DeviceRequestAnswer,
  JudgeAnswer,
} from '@dahua/shared/contracts/scale-registration';
import { canManageCompany, canSeeCompany, type Scope, scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { parseBasicAuth } from '../../lib/basic-auth.js';
import { hashToken, newToken } from '../../lib/token.js';
import { recordAudit } from '../audit/service.js';
import { resolveSession } from '../auth/service.js';
import * as limits from '../rate-limit/service.js';
import { findByUuid, issueDeviceCredential } from '../scales/service.js';
import * as users from '../users/queries.js';
import { exchangeCode } from '../wechat/client.js';
import * as wechatIdentities from '../wechat/queries.js';
import * as repo from './repo.js';

/** How long a device's authorisation request stays open. */
export const AUTHORIZATION_REQUEST_TTL_MS = 10 * 60_000;

/**
 * Device requests are public, so they are limited: per IP (someone probing uuids) and per
 * uuid (a scale, or someone else, opening requests in a loop). Shared by every instance.
 */
export const DEVICE_REQUEST_LIMITS = {
  perIp: { name: 'scale-auth-request:ip', max: 30, windowMs: 60 * 60_000 },
  perUuid: { name: 'scale-auth-request:uuid', max: 5, windowMs: 10 * 60_000 },
} as const;

/**
 * POST /api/management/scales/register/judge: whether a uuid is taken, and by a scale the caller
 * may see. The scale and its shop are named only then; another company's scale is just "registered".
 */
export async function judge(ctx: AppContext, scope: Scope, uuid: string): Promise<JudgeAnswer> {
  const holder = await findByUuid(ctx.db, uuid);
  if (!holder) return { registered: 0, mine: 0 };
  if (!canSeeCompany(scope, holder.scale.companyId)) return { registered: 1, mine: 0 };
  return {
    registered: 1,
    mine: 1,
    scale_id: holder.scale.id,
    scale_name: holder.scale.scaleName,
    shop_id: holder.scale.shopId,
    shop_name: holder.shopName,
  };
}

/** A random request id: 128 bits, 22 url-safe characters (it travels in a QR code). */
function newRequestId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A registered scale that lost its credential opens an authorisation request; it shows
 * request_id as a QR code and keeps poll_secret (stored only as SHA-256) to collect with.
 */
export async function openRequest(ctx: AppContext, uuid: string, ip: string): Promise<DeviceRequestAnswer> {
  await limits.consume(ctx.db, DEVICE_REQUEST_LIMITS.perIp, ip);
  const holder = await findByUuid(ctx.db, uuid);
  if (!holder) throw new AppError('SCALE_NOT_REGISTERED');
  const scaleId = holder.scale.id;
  await limits.consume(ctx.db, DEVICE_REQUEST_LIMITS.perUuid, uuid);
  const pollSecret = newToken();
  const row = await repo.insertRequest(ctx.db, {
    requestId: newRequestId(),
    scaleUuid: uuid,
    scaleId,
    pollSecretHash: hashToken(pollSecret),
    expiresAt: new Date(Date.now() + AUTHORIZATION_REQUEST_TTL_MS),
  });
  return { request_id: row.requestId, poll_secret: pollSecret, expires_at: row.expiresAt.toISOString() };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isExpired(row: repo.AuthorizationRequestRow): boolean {
  return row.expiresAt.getTime() <= Date.now();
}

/**
 * The scale polls its request with the poll secret. A wrong secret answers exactly like an
 * unknown request. Once approved, the first poll issues a fresh credential (its hash replaces
 * the scale's old one) and answers it; every later poll answers `collected` without it.
 * An approved request stays collectable after its expiry: the approval was given in time.
 */
export async function collect(
  ctx: AppContext,
  requestId: string,
  pollSecret: string,
): Promise<CollectAnswer> {
  const row = await repo.findRequest(ctx.db, requestId);
  if (!row || !sameHash(row.pollSecretHash, hashToken(pollSecret)))
    throw new AppError('AUTH_REQUEST_NOT_FOUND');
  if (row.status === 'collected') return { status: 'collected' };
  if (row.status === 'pending') {
    if (isExpired(row)) throw new AppError('AUTH_REQUEST_EXPIRED');
    return { status: 'pending' };
  }
  const scaleId = row.scaleId;
  if (scaleId === null) throw new AppError('AUTH_REQUEST_NOT_FOUND');
  const credential = await ctx.db.transaction(async (tx) => {
    if (!(await repo.markCollected(tx, row.id))) return null;
    return issueDeviceCredential(tx, scaleId);
  });
  if (credential === null) return { status: 'collected' };
  return { status: 'collected', scale_id: scaleId, device_credential: credential };
}

/** Who approves: the signed-in caller, else the person behind a WeChat code. */
export type Approver = { userId: number; scope: Scope };

function scopeOfUser(user: { id: number; roleType: string }, membership: users.Membership | null): Scope {
  if (isAdministrator(user.roleType)) return { kind: 'all', userId: user.id };
  if (membership)
    return { kind: 'company', userId: user.id, companyId: membership.companyId, role: membership.joinType };
  return { kind: 'none', userId: user.id };
}

/**
 * POST /api/management/scales/authorize may come from a page opened inside WeChat without a
 * console session: a live session wins; otherwise a WeChat code names a person already linked
 * to an account; with neither the caller gets ERCO000001 like any signed-out call.
 */
export async function identifyApprover(
  ctx: AppContext,
  authorization: string | undefined,
  body: Pick<AuthorizeBody, 'wechat_type' | 'code'>,
): Promise<Approver> {
  const credentials = parseBasicAuth(authorization);
  const auth = credentials ? await resolveSession(ctx, credentials.left) : null;
  if (auth) return { userId: auth.user.id, scope: scopeOf(auth) };
  if (!body.wechat_type || !body.code) throw new AppError('SESSION_INVALID');
  const identity = await exchangeCode(ctx.config.wechat, body.wechat_type, body.code);
  const matches = await wechatIdentities.findMatching(
    ctx.db,
    body.wechat_type,
    identity.openid,
    identity.unionid,
  );
  const user = matches[0] ? await users.findById(ctx.db, matches[0].userId) : null;
  if (!user) throw new AppError('WECHAT_NOT_LINKED');
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  return { userId: user.id, scope: scopeOfUser(user, await users.membershipOf(ctx.db, user.id)) };
}

/** The request and its scale, for someone who may approve it (owners/managers of its company, administrators). */
async function requestForApprover(ctx: AppContext, scope: Scope, requestId: string) {
  const row = await repo.findRequest(ctx.db, requestId);
  const scale = row?.scaleId ? await repo.scaleWithShopById(ctx.db, row.scaleId) : null;
  if (!row || !scale) throw new AppError('AUTH_REQUEST_NOT_FOUND');
  if (!canManageCompany(scope, scale.companyId)) throw new AppError('SCALE_AUTHORIZE_FORBIDDEN');
  return { row, scale };
}

function requestAnswer(
  row: repo.AuthorizationRequestRow,
  scale: repo.ScaleWithShop,
): AuthorizationRequestAnswer {
  return {
    request_id: row.requestId,
    status: row.status === 'pending' && isExpired(row) ? 'expired' : row.status,
    expires_at: row.expiresAt.toISOString(),
    created_time: row.createdTime.toISOString(),
    scale_id: scale.id,
    scale_name: scale.scaleName,
    scale_uuid: row.scaleUuid,
    shop_id: scale.shopId,
    shop_name: scale.shopName,
    company_id: scale.companyId,
  };
}

/** GET /api/management/scales/authorization_requests/{request_id}: what the approver is about to approve. */
export async function requestDetails(
  ctx: AppContext,
  scope: Scope,
  requestId: string,
): Promise<AuthorizationRequestAnswer> {
  const { row, scale } = await requestForApprover(ctx, scope, requestId);
  return requestAnswer(row, scale);
}

function refuseUnlessPending(row: repo.AuthorizationRequestRow): void {
  if (row.status === 'collected') throw new AppError('AUTH_REQUEST_ALREADY_COLLECTED');
  if (row.status === 'approved') throw new AppError('AUTH_REQUEST_ALREADY_APPROVED');
  if (isExpired(row)) throw new AppError('AUTH_REQUEST_EXPIRED');
}

/** Approves a pending, unexpired request, with an audit entry in the same transaction. */
export async function authorize(
  ctx: AppContext,
  approver: Approver,
  requestId: string,
): Promise<AuthorizationRequestAnswer> {
  const { row, scale } = await requestForApprover(ctx, approver.scope, requestId);
  refuseUnlessPending(row);
  const approved = await ctx.db.transaction(async (tx) => {
    if (!(await repo.approve(tx, row.id, approver.userId))) return false;
    await recordAudit(tx, {
      actorUserId: approver.userId,
      action: 'scale.authorize',
      targetType: 'scale',
      targetId: scale.id,
      companyId: scale.companyId,
      detail: { request_id: row.requestId, scale_uuid: row.scaleUuid },
    });
    return true;
  });
  const now = await repo.findRequest(ctx.db, requestId);
  if (!now) throw new AppError('AUTH_REQUEST_NOT_FOUND');
  // Someone else approved (or it expired) between the read and the write: say which.
  if (!approved) {
    refuseUnlessPending(now);
    throw new AppError('AUTH_REQUEST_EXPIRED');
  }
  return requestAnswer(now, scale);
}
