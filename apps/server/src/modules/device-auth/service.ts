import type { DeviceScale } from '../../access/device-scale.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { bearerTokenOf, hashToken } from '../../lib/token.js';
import { checkBridgeOfScale, scaleOfBridgeCredential } from '../bridges/service.js';
import * as rateLimit from '../rate-limit/service.js';
import { scaleByCredentialHash } from './repo.js';

// Which scale a device call comes from: one check for every device route (the devices' and the
// trades' uploads), in a module of its own so that neither imports the other.

export type { DeviceScale };

/** Failed device sign-ins per IP: a credential is 256 random bits, so this only spares the database. */
const DEVICE_FAILURES = { name: 'device-credential', max: 30, windowMs: 10 * 60_000 };

/**
 * The scale of an `Authorization: Bearer <device credential>` header, or a refusal. The credential is
 * the scale's own, or a bridge-scoped one (`bs_<scaleId>_<bridgeToken>`, bridges/credential.ts: valid
 * while that bridge is paired and the scale is in its shop). A call through a paired bridge may also
 * name the bridge (`X-Bridge-Token`): the scale must then be of its shop.
 */
export async function deviceOf(
  ctx: AppContext,
  headers: { authorization?: string; 'x-bridge-token'?: string | string[] },
  ip: string,
): Promise<DeviceScale> {
  const credential = bearerTokenOf(headers.authorization);
  const scale = credential
    ? ((await scaleOfBridgeCredential(ctx, credential)) ??
      (await scaleByCredentialHash(ctx.db, hashToken(credential))))
    : null;
  if (!scale) {
    await rateLimit.consume(ctx.db, DEVICE_FAILURES, ip);
    throw new AppError('DEVICE_CREDENTIAL_INVALID');
  }
  const bridgeToken = headers['x-bridge-token'];
  await checkBridgeOfScale(ctx, Array.isArray(bridgeToken) ? bridgeToken[0] : bridgeToken, scale, ip);
  return scale;
}
