import { createHash, randomInt } from 'node:crypto';
import { DEFAULT_TIME_ZONE, dayIn } from '@dahua/shared';
import {
  BRIDGE_ONLINE_SECONDS,
  type BridgeAddScaleBody,
  type BridgeAnswer,
  type BridgeConfigAnswer,
  type BridgeDownload,
  type BridgeScale,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_MINUTES,
  type PairAnswer,
  type PairBody,
} from '@dahua/shared/contracts/bridges';
import type { DeviceScale } from '../../access/device-scale.js';
import { canManageCompany, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { bearerTokenOf, hashToken, newToken } from '../../lib/token.js';
import { recordAudit } from '../audit/service.js';
import * as rateLimit from '../rate-limit/service.js';
import { insertScale, issueDeviceCredential } from '../scales/service.js';
import { formatBridgeCredential, parseBridgeCredential } from './credential.js';
import { isOlder, latestVersion, newestDownloads, newestPublished } from './downloads.js';
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

function answerOf(
  row: repo.BridgeRow,
  names: Map<number, string>,
  now: Date,
  latest: string | null,
): BridgeAnswer {
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
    update_available: isOlder(row.version, latest),
  };
}

/** The shop's bridges (anyone who may see the shop). */
export async function listBridges(ctx: AppContext, scope: Scope, shopId: number): Promise<BridgeAnswer[]> {
  const shop = await repo.visibleShop(ctx.db, scope, shopId);
  if (!shop) throw new AppError('NOT_FOUND');
  const rows = await repo.bridgesOfShop(ctx.db, shop.id);
  const [names, latest] = await Promise.all([
    repo.scaleNames(ctx.db, [...new Set(rows.flatMap((row) => row.scaleIds))]),
    latestVersion(ctx.config.bridgeDownloadsDir),
  ]);
  const now = ctx.clock();
  return rows.map((row) => answerOf(row, names, now, latest));
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
 * Pairs a bridge with a one-time code. A bridge that names its scales (`scale_uuids` and/or
 * `scale_ids`, even empty: the hand-configured bridge always sends both) gets a fresh device
 * credential for each named scale of its shop (a named scale of another shop gets nothing; the
 * scale's previous credential stops). A bridge that names none (pairing by code alone) rotates
 * nothing: each of its shop's scales is answered with its bridge-scoped credential (bs_…), so a
 * hand-configured bridge already driving the shop keeps working. All in one transaction: a failed
 * pairing spends no code and changes no credential.
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
    const token = newToken();
    const paired = [];
    for (const scale of found)
      paired.push({
        scale_id: scale.id,
        scale_uuid: scale.scaleUuid,
        name: scale.name,
        model_code: scale.modelCode,
        device_credential: named
          ? await issueDeviceCredential(tx, scale.id)
          : formatBridgeCredential(scale.id, token),
      });
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
      detail: {
        bridge_id: bridge.id,
        bridge_name: body.name,
        scale_ids: bridge.scaleIds,
        credentials: named ? 'issued' : 'bridge',
      },
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

/**
 * The scale of a bridge-scoped device credential (`bs_<scaleId>_<bridgeToken>`): the bridge is
 * paired and the scale is in its shop now, else null (the caller refuses it). Notes the bridge's contact.
 */
export async function scaleOfBridgeCredential(
  ctx: AppContext,
  credential: string,
): Promise<DeviceScale | null> {
  const parsed = parseBridgeCredential(credential);
  if (!parsed) return null;
  const row = await repo.scaleOfBridgeToken(ctx.db, hashToken(parsed.bridgeToken), parsed.scaleId);
  if (!row) return null;
  await repo.touchBridge(ctx.db, row.bridgeId);
  return { id: row.id, name: row.name, companyId: row.companyId, shopId: row.shopId };
}

type PlainConfig = { version: string; shop: BridgeConfigAnswer['shop']; scales: repo.ConfigScale[] };

/**
 * What the bridge's config holds apart from credentials and the latest download, and its version:
 * the first 16 hex digits of the SHA-256 of exactly that, so any change of the shop (name, zone) or
 * its scales (added, removed, renamed, moved, another model or address) gives another version.
 */
async function plainConfig(ctx: AppContext, bridge: repo.BridgeRow): Promise<PlainConfig> {
  const [shop, scales] = await Promise.all([
    repo.configShop(ctx.db, bridge.shopId),
    repo.configScales(ctx.db, bridge.shopId),
  ]);
  if (!shop) throw new AppError('BRIDGE_TOKEN_INVALID'); // the shop went (its bridges go with it)
  const shopPart = { id: shop.id, name: shop.name, time_zone: shop.timeZone };
  const hashed = JSON.stringify([
    bridge.id,
    shopPart,
    scales.map((scale) => [
      scale.id,
      scale.scaleUuid,
      scale.name,
      scale.modelCode,
      scale.lanHost,
      scale.lanPort,
    ]),
  ]);
  return {
    version: createHash('sha256').update(hashed).digest('hex').slice(0, 16),
    shop: shopPart,
    scales,
  };
}

const bridgeScaleOf = (scale: repo.ConfigScale, token: string): BridgeScale => ({
  scale_id: scale.id,
  scale_uuid: scale.scaleUuid,
  name: scale.name,
  model_code: scale.modelCode,
  lan_host: scale.lanHost,
  lan_port: scale.lanPort,
  credential: formatBridgeCredential(scale.id, token),
});

async function configOf(ctx: AppContext, bridge: repo.BridgeRow, token: string): Promise<BridgeConfigAnswer> {
  const [plain, latest] = await Promise.all([
    plainConfig(ctx, bridge),
    latestVersion(ctx.config.bridgeDownloadsDir),
  ]);
  return {
    config_version: plain.version,
    bridge_id: bridge.id,
    shop: plain.shop,
    scales: plain.scales.map((scale) => bridgeScaleOf(scale, token)),
    latest_version: latest,
  };
}

/** How often a waiting config request looks again. */
export const CONFIG_RECHECK_MS = 1000;

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * The bridge's config (GET /api/bridges/config): its shop and every scale of it, each with its LAN
 * address and a bridge-scoped credential. With `since` and `wait`, held (re-read every second) until
 * the version differs from `since`, the wait ends, the bridge hangs up or the server closes; an
 * unpairing meanwhile is refused at once.
 */
export async function bridgeConfig(
  ctx: AppContext,
  bridge: repo.BridgeRow,
  token: string,
  query: { since?: string | undefined; wait?: number | undefined },
  signal?: AbortSignal,
): Promise<BridgeConfigAnswer> {
  await repo.touchBridge(ctx.db, bridge.id);
  let answer = await configOf(ctx, bridge, token);
  const { since, wait } = query;
  if (!wait || since === undefined || answer.config_version !== since) return answer;
  const deadline = Date.now() + wait * 1000;
  while (!signal?.aborted) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    await pause(Math.min(CONFIG_RECHECK_MS, left), signal);
    if (signal?.aborted) break;
    if (!(await repo.bridgeByTokenHash(ctx.db, bridge.tokenHash))) throw new AppError('BRIDGE_TOKEN_INVALID');
    answer = await configOf(ctx, bridge, token);
    if (answer.config_version !== since) return answer;
  }
  return answer;
}

/**
 * A paired bridge adds a scale it found on the LAN to its shop (POST /api/bridges/scales), through
 * the scales service (the model's default, the address check, the audit record with the person who
 * paired the bridge as its actor). Answers the scale as the config lists it.
 */
export async function addScale(
  ctx: AppContext,
  bridge: repo.BridgeRow,
  token: string,
  body: BridgeAddScaleBody,
): Promise<BridgeScale> {
  const shop = await repo.shopById(ctx.db, bridge.shopId);
  if (!shop) throw new AppError('BRIDGE_TOKEN_INVALID');
  const created = await insertScale(
    ctx,
    shop,
    {
      scale_name: body.name,
      img_url: '',
      desc: '',
      if_verify: false,
      model_code: body.model_code,
      lan_host: body.lan_host,
      lan_port: body.lan_port,
    },
    { scope: null, actorUserId: bridge.createdBy, via: 'bridge' },
  );
  const [scale] = await repo.configScales(ctx.db, shop.id, [created.id]);
  if (!scale) throw new AppError('NOT_FOUND'); // deleted in between
  await repo.touchBridge(ctx.db, bridge.id);
  return bridgeScaleOf(scale, token);
}

/**
 * The newest bridge's downloads, one per platform (signed-in people: the shop page's card), each as
 * served at `origin` (its size and SHA-256 include that address, which the bridge pairs with).
 */
export function downloads(ctx: AppContext, origin: string): Promise<BridgeDownload[]> {
  return newestDownloads(ctx.config.bridgeDownloadsDir, origin);
}

/** The newest published bridge's version (null: none). */
export function latestBridgeVersion(ctx: AppContext): Promise<string | null> {
  return latestVersion(ctx.config.bridgeDownloadsDir);
}

/**
 * The newest bridge for the public site's downloads page (issue 30 §5): its version, the day it was
 * published (in the maker's time zone) and its files as downloaded from `origin`, the site's address.
 */
export async function publishedPackages(
  ctx: AppContext,
  origin: string,
): Promise<{ version: string; releasedOn: string; files: BridgeDownload[] } | null> {
  const newest = await newestPublished(ctx.config.bridgeDownloadsDir);
  if (!newest) return null;
  const files = await newestDownloads(ctx.config.bridgeDownloadsDir, origin);
  if (files.length === 0 || files[0]?.version !== newest.version) return null;
  return { version: newest.version, releasedOn: dayIn(newest.at, DEFAULT_TIME_ZONE), files };
}

/** A paired bridge says it is alive, with its version and the scales it drives. */
export async function heartbeat(
  ctx: AppContext,
  bridge: repo.BridgeRow,
  body: { version: string; scale_ids: number[] },
) {
  const [plain, latest] = await Promise.all([
    plainConfig(ctx, bridge),
    latestVersion(ctx.config.bridgeDownloadsDir),
  ]);
  const own = new Set(plain.scales.map((scale) => scale.id));
  await repo.touchBridge(ctx.db, bridge.id, {
    version: body.version,
    scaleIds: [...new Set(body.scale_ids)].filter((id) => own.has(id)),
  });
  return {
    bridge_id: bridge.id,
    shop_id: bridge.shopId,
    config_version: plain.version,
    latest_version: latest,
    scales: plain.scales.map((scale) => ({ id: scale.id, name: scale.name, scale_uuid: scale.scaleUuid })),
  };
}
