import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The payment page's payer token (issue 31 §2): after one OAuth round gave the payer's openid, the
 * page may make further orders (another amount, a refresh) with this token instead of a new code.
 * `base64url(openid).expiry.HMAC-SHA256`, keyed by a key derived from the WeChat Pay API v3 key (so
 * only this server issues them); valid for 2 hours. It names the payer, and grants nothing else.
 */

export const PAYER_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

const keyOf = (apiV3Key: string) =>
  createHmac('sha256', apiV3Key).update('payment-page payer token').digest();

const macOf = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function issuePayerToken(apiV3Key: string, openid: string, now: Date): string {
  const body = `${Buffer.from(openid, 'utf8').toString('base64url')}.${Math.floor((now.getTime() + PAYER_TOKEN_TTL_MS) / 1000)}`;
  return `${body}.${macOf(keyOf(apiV3Key), body)}`;
}

/** The openid a token names, or null when it is not ours, altered, or expired. */
export function openidOfPayerToken(apiV3Key: string, token: string, now: Date): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encoded, expiry, mac] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(encoded) || !/^\d{1,12}$/.test(expiry)) return null;
  const expected = Buffer.from(macOf(keyOf(apiV3Key), `${encoded}.${expiry}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  const openid = Buffer.from(encoded, 'base64url').toString('utf8');
  return openid.length > 0 ? openid : null;
}
