import { randomInt } from 'node:crypto';
import {
  BRIDGE_ONLINE_SECONDS,
  type BridgeAnswer,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_MINUTES,
  type PairAnswer,
  type PairBody,
} from '@dahua/shared/contracts/bridges';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { canManageCompany, type Scope } from '../../http/scope.js';
import { bearerTokenOf, hashToken, newToken } from '../../lib/token.js';
import { recordAudit } from '../audit/service.js';
import * as rateLimit from '../rate-limit/service.js';
import { issueDeviceCredential } from '../scales/service.js';
import * as repo from './repo.js';

/** Pairing guesses per IP. A code is 31⁸ ≈ 8.5 × 10¹¹ and lives 30 minutes: this spares the database. */
const PAIRING_TRIES = { name: 'bridge-pairing', max: 20, windowMs: 10 * 60_000 };
/** Failed bridge-token calls per IP. */
const TOKEN_FAILURES = { name: 'bridge-token', max: 30, windowMs: 10 * 60_000 };

function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++)
    code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return code;
}

async function managedShop(ctx: AppContext, scope: Scope, shopId: number) {
  const shop = await repo.visibleShop(ctx.db, scope, shopId);
  if (!shop) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, shop.companyId)) throw new AppError('FORBIDDEN');
  return shop;
}

/** A one-time pairing code for a shop (owners, managers, administrators); only its hash is kept. */
export async function issuePairingCode(ctx: AppContext, scope: Scope, shopId: number) {
  const shop = await managedShop(ctx, scope, shopId);
  const code = newPairingCode();
  const expiresTime = new Date(ctx.clock().getTime() + PAIRING_CODE_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    await repo.insertCode(tx, {
      companyId: shop.companyId,
      shopId: shop.id,
      codeHash: hashToken(code),
      expiresTime,
      createdBy: scope.userId,
    });
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'shop.bridge_code',
      targetType: 'shop',
      targetId: shop.id,
      companyId: shop.companyId,
      detail: { expires_time: expiresTime.toISOString() },
    });
  });
  return { code, shop_id: shop.id, expires_time: expiresTime.toISOString() };
}

function answerOf(row: repo.BridgeRow, names: Map<number, string>, now: Date): BridgeAnswer {
  const seen = row.lastSeen;
  return {
    id: row.id,
    shop_id: row.shopId,
    name: row.name,
    version: row.version,
    online: seen !== null && now.getTime() - seen.getTime() <= BRIDGE_ONLINE_SECONDS * 1000,
    last_seen: seen?.toISOString() ?? null,
    created_time: row.createdTime.toISOString(),
    scales: row.scaleIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) as string })),
  };
}

/** The shop's bridges (anyone who may see the shop). */
export async function listBridges(ctx: AppContext, scope: Scope, shopId: number): Promise<BridgeAnswer[]> {
  const shop = await repo.visibleShop(ctx.db, scope, shopId);
  if (!shop) throw new AppError('NOT_FOUND');
  const rows = await repo.bridgesOfShop(ctx.db, shop.id);
  const names = await repo.scaleNames(ctx.db, [...new Set(rows.flatMap((row) => row.scaleIds))]);
  const now = ctx.clock();
  return rows.map((row) => answerOf(row, names, now));
}

/** Unpairs a bridge: its token stops working at once. */
export async function removeBridge(ctx: AppContext, scope: Scope, id: number): Promise<void> {
  const bridge = await repo.visibleBridge(ctx.db, scope, id);
  if (!bridge) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, bridge.companyId)) throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx) => {
    await repo.deleteBridge(tx, id);
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'shop.bridge_remove',
      targetType: 'shop',
      targetId: bridge.shopId,
      companyId: bridge.companyId,
      detail: { bridge_id: id, bridge_name: bridge.name },
    });
  });
}

/**
 * Pairs a bridge with a one-time code: the bridge gets its own token and a fresh device credential
 * for each of its shop's scales it names (all of them when it names none). A named scale of another
 * shop gets nothing. All in one transaction: a failed pairing spends no code and changes no credential.
 */
export async function pair(ctx: AppContext, body: PairBody, ip: string): Promise<PairAnswer> {
  await rateLimit.consume(ctx.db, PAIRING_TRIES, ip);
  return ctx.db.transaction(async (tx) => {
    const code = await repo.spendCode(tx, hashToken(body.code));
    if (!code) throw new AppError('PAIRING_CODE_INVALID');
    const shop = await repo.shopById(tx, code.shopId);
    if (!shop) throw new AppError('PAIRING_CODE_INVALID');
    const named =
      body.scale_uuids || body.scale_ids
        ? { uuids: [...new Set(body.scale_uuids ?? [])], ids: [...new Set(body.scale_ids ?? [])] }
        : undefined;
    const found = await repo.scalesOfShop(tx, shop.id, named);
    const paired = [];
    for (const scale of found)
      paired.push({
        scale_id: scale.id,
        scale_uuid: scale.scaleUuid,
        name: scale.name,
        model_code: scale.modelCode,
        device_credential: await issueDeviceCredential(tx, scale.id),
      });
    const token = newToken();
    const bridge = await repo.insertBridge(tx, {
      companyId: shop.companyId,
      shopId: shop.id,
      name: body.name,
      version: body.version,
      tokenHash: hashToken(token),
      scaleIds: paired.map((scale) => scale.scale_id),
      createdBy: code.createdBy,
    });
    await recordAudit(tx, {
      actorUserId: code.createdBy,
      action: 'shop.bridge_pair',
      targetType: 'shop',
      targetId: shop.id,
      companyId: shop.companyId,
      detail: { bridge_id: bridge.id, bridge_name: body.name, scale_ids: bridge.scaleIds },
    });
    const heldUuids = new Set(found.map((scale) => scale.scaleUuid));
    const heldIds = new Set(found.map((scale) => scale.id));
    return {
      bridge_id: bridge.id,
      bridge_token: token,
      shop: { id: shop.id, name: shop.name },
      scales: paired,
      refused: [
        ...(named?.uuids ?? []).filter((uuid) => !heldUuids.has(uuid)),
        ...(named?.ids ?? []).filter((id) => !heldIds.has(id)).map(String),
      ],
    };
  });
}

/** The bridge of a token, or a refusal (counted per IP). */
export async function bridgeOf(
  ctx: AppContext,
  token: string | undefined,
  ip: string,
): Promise<repo.BridgeRow> {
  const bridge = token ? await repo.bridgeByTokenHash(ctx.db, hashToken(token)) : null;
  if (bridge) return bridge;
  await rateLimit.consume(ctx.db, TOKEN_FAILURES, ip);
  throw new AppError('BRIDGE_TOKEN_INVALID');
}

export const bridgeOfAuthorization = (ctx: AppContext, authorization: string | undefined, ip: string) =>
  bridgeOf(ctx, bearerTokenOf(authorization), ip);

/**
 * A device call that names its bridge (`X-Bridge-Token`): the scale must be of the bridge's shop.
 * A device call without one is the scale's own (a config that names credentials directly).
 */
export async function checkBridgeOfScale(
  ctx: AppContext,
  token: string | undefined,
  scale: { id: number; shopId: number },
  ip: string,
): Promise<void> {
  if (token === undefined) return;
  const bridge = await bridgeOf(ctx, token.trim(), ip);
  if (bridge.shopId !== scale.shopId) throw new AppError('BRIDGE_SCALE_FOREIGN');
  await repo.touchBridge(ctx.db, bridge.id);
}

/** A paired bridge says it is alive, with its version and the scales it drives. */
export async function heartbeat(
  ctx: AppContext,
  bridge: repo.BridgeRow,
  body: { version: string; scale_ids: number[] },
) {
  const shopScales = await repo.scalesOfShop(ctx.db, bridge.shopId);
  const own = new Set(shopScales.map((scale) => scale.id));
  await repo.touchBridge(ctx.db, bridge.id, {
    version: body.version,
    scaleIds: [...new Set(body.scale_ids)].filter((id) => own.has(id)),
  });
  return {
    bridge_id: bridge.id,
    shop_id: bridge.shopId,
    scales: shopScales.map((scale) => ({ id: scale.id, name: scale.name, scale_uuid: scale.scaleUuid })),
  };
}
