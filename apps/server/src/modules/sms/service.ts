import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_RESEND_SECONDS } from '@dahua/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import * as limits from '../rate-limit/service.js';
import * as repo from './repo.js';

const CODE_LIFETIME_MS = 5 * 60_000;
const MAX_FAILED_TRIES = 5;
const DAY_MS = 24 * 3600_000;

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/**
 * Sends a fresh 4-digit code: one send per phone per 30 s, a daily cap per phone, an hourly
 * cap per IP. Only a salted hash of the code is kept; it lives 5 minutes.
 */
export async function sendCode(ctx: AppContext, phoneNumber: string, ip: string): Promise<void> {
  // Counted before anything is sent, each in one atomic upsert: parallel requests for one phone
  // get one text, not one each.
  const resend = await limits.count(
    ctx.db,
    { name: 'sms:resend', max: 1, windowMs: SMS_RESEND_SECONDS * 1000 },
    phoneNumber,
  );
  if (resend.count > 1)
    throw new AppError('SMS_TOO_SOON', { seconds: Math.max(1, Math.ceil(resend.reopensInMs / 1000)) });
  await limits.consume(
    ctx.db,
    { name: 'sms:phone', max: ctx.config.sms.dailyLimitPerPhone, windowMs: DAY_MS },
    phoneNumber,
  );
  await limits.consume(
    ctx.db,
    { name: 'sms:ip', max: ctx.config.sms.hourlyLimitPerIp, windowMs: 3600_000 },
    ip,
  );

  const code = randomInt(0, 10_000).toString().padStart(4, '0');
  const salt = randomBytes(16).toString('hex');
  await ctx.sms.send(phoneNumber, code);
  await repo.insertCode(ctx.db, {
    phoneNumber,
    salt,
    codeHash: hashCode(salt, code),
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  });
}

/**
 * Checks and uses up the phone's current code. A wrong code counts against it; after 5 wrong
 * tries, an expiry, or one use, the code is dead and a new one must be requested.
 */
export async function verifyCode(ctx: AppContext, phoneNumber: string, code: string): Promise<void> {
  // The try is spent before the comparison (and stays spent when the code is wrong).
  const current = await repo.spendTry(ctx.db, phoneNumber, MAX_FAILED_TRIES);
  if (!current) throw new AppError('SMS_CODE_INVALID');
  const expected = Buffer.from(current.codeHash, 'hex');
  const actual = Buffer.from(hashCode(current.salt, code), 'hex');
  if (!timingSafeEqual(expected, actual)) throw new AppError('SMS_CODE_INVALID');
  if (!(await repo.consume(ctx.db, current.id))) throw new AppError('SMS_CODE_INVALID');
}
