import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../db/schema/index.js';
import { buildUser, loginRequest } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { lastCodeFor } from '../../test/sms-outbox.js';

// Guesses sent all at once get no more comparisons than the budget (issue 11 §1). Meaningful on
// PostgreSQL, where requests run in parallel; PGlite runs them one after another.
let t: TestApp;
const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'sms-race-')), 'outbox.jsonl');

beforeAll(async () => {
  t = await createTestApp({
    SMS_SENDER: 'outbox',
    SMS_OUTBOX_FILE: outbox,
    LOGIN_MAX_FAILURES_PER_IDENTIFIER: '5',
    LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
  });
});
afterAll(() => t.close());

const sendCode = (phone: string) =>
  t.app.inject({ method: 'GET', url: `/api/management/users/login/code?phone_number=${phone}` });
const smsLogin = (phone: string, code: string, i = 0) =>
  t.app.inject({
    method: 'POST',
    url: '/api/management/users/login/phone_number',
    remoteAddress: `10.9.${Math.floor(i / 250)}.${i % 250}`,
    payload: { phone_number: phone, verify_code: code },
  });
const wrongCodeFor = (right: string, i: number) =>
  String((Number(right) + 1 + (i % 9000)) % 10_000).padStart(4, '0');

describe('parallel guesses', () => {
  it('compare at most 5 guesses against one SMS code, the right one among 60 included', async () => {
    const phone = '13712340001';
    await buildUser(t.ctx, { phone });
    expect((await sendCode(phone)).statusCode).toBe(200);
    const right = lastCodeFor(outbox, phone);
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 59 ? right : wrongCodeFor(right, i)));
    const answers = await Promise.all(guesses.map((code, i) => smsLogin(phone, code, i)));
    const [row] = await t.ctx.db.select().from(smsCodes).where(eq(smsCodes.phoneNumber, phone));
    expect(row!.failedAttempts).toBeLessThanOrEqual(5);
    const accepted = answers.filter((r) => r.statusCode === 200).length;
    // The right code is accepted only if it was among the five compared.
    expect(accepted).toBeLessThanOrEqual(1);
    if (accepted === 1) expect(row!.consumedAt).not.toBeNull();
    // Dead after its five tries: the right code no longer works.
    if (accepted === 0) expect((await smsLogin(phone, right)).statusCode).not.toBe(200);
  });

  it('compare at most 5 of 30 wrong passwords against one account', async () => {
    const user = await buildUser(t.ctx);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginRequest(t.app, user.username!, `wrong${i}`, `10.8.0.${i}`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
  });

  it('keep one budget per account, whichever identifier names it', async () => {
    const user = await buildUser(t.ctx, { phone: '13712340002' });
    for (let i = 0; i < 5; i++) {
      expect((await loginRequest(t.app, user.username!, 'wrong', `10.7.0.${i}`)).statusCode).toBe(401);
    }
    const byPhone = await loginRequest(t.app, '13712340002', user.password, '10.7.1.1');
    expect(byPhone.statusCode).toBe(429);
    expect(byPhone.json().msg).toMatch(/请 \d+ 分钟后再试/);
  });

  it('let the locked account’s owner in with an SMS code', async () => {
    const phone = '13712340003';
    const user = await buildUser(t.ctx, { phone });
    for (let i = 0; i < 6; i++) await loginRequest(t.app, user.username!, 'wrong', `10.6.0.${i}`);
    expect((await loginRequest(t.app, user.username!, user.password, '10.6.1.1')).statusCode).toBe(429);
    expect((await sendCode(phone)).statusCode).toBe(200);
    const signedIn = await smsLogin(phone, lastCodeFor(outbox, phone));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.id).toBe(user.id);
  });

  it('send one SMS for a burst of send requests for one phone', async () => {
    const phone = '13712340004';
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendCode(phone)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await t.ctx.db.select().from(smsCodes).where(eq(smsCodes.phoneNumber, phone))).toHaveLength(1);
  });
});
