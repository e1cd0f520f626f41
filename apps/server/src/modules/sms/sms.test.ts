import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters, smsCodes, users } from '../../db/schema/index.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { lastCodeFor } from '../../test/sms-outbox.js';

let t: TestApp;
const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'sms-')), 'outbox.jsonl');
let phoneSeq = 0;
const newPhone = () => `1390000${String(++phoneSeq).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({
    SMS_SENDER: 'outbox',
    SMS_OUTBOX_FILE: outbox,
    SMS_DAILY_LIMIT_PER_PHONE: '3',
    SMS_HOURLY_LIMIT_PER_IP: '50',
  });
});
afterAll(() => t.close());

const sendCode = (phone: string, ip = '127.0.0.1', lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/management/users/login/code?phone_number=${encodeURIComponent(phone)}`,
    remoteAddress: ip,
    headers: lang ? { lang } : {},
  });
const smsLogin = (phone: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/management/users/login/phone_number',
    payload: { phone_number: phone, verify_code: code },
  });
/** Moves the phone's codes and its resend window 31 s into the past. */
async function ageCodes(phone: string) {
  await t.ctx.db
    .update(smsCodes)
    .set({ createdTime: sql`${smsCodes.createdTime} - interval '31 seconds'` })
    .where(eq(smsCodes.phoneNumber, phone));
  await t.ctx.db
    .update(rateLimitCounters)
    .set({ windowStartedAt: sql`${rateLimitCounters.windowStartedAt} - interval '31 seconds'` })
    .where(eq(rateLimitCounters.key, `sms:resend:${phone}`));
}

describe('sending SMS codes', () => {
  it('validates the phone with the messages of SPEC §5, in the caller’s language', async () => {
    const bad = await sendCode('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual([{ field: 'phone_number', message: '请输入正确的手机号' }]);
    const en = await sendCode('2380000000x', '127.0.0.1', 'en');
    expect(en.json().data.fields[0].message).toBe('please enter a correct phone number');
    const missing = await t.app.inject({ method: 'GET', url: '/api/management/users/login/code' });
    expect(missing.json().data.fields[0]).toEqual({ field: 'phone_number', message: '请输入手机号' });
  });

  it('sends a 4-digit code and stores only a salted hash of it', async () => {
    const phone = newPhone();
    const response = await sendCode(phone);
    expect(response.json()).toEqual({ code: 1, msg: 'success', data: null });
    const code = lastCodeFor(outbox, phone);
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await t.ctx.db.select().from(smsCodes).where(eq(smsCodes.phoneNumber, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('allows one send per phone per 30 seconds', async () => {
    const phone = newPhone();
    expect((await sendCode(phone)).statusCode).toBe(200);
    const again = await sendCode(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/发送过于频繁，请 \d+ 秒后再试/);
    await ageCodes(phone);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('caps sends per phone per day', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) {
      expect((await sendCode(phone)).statusCode).toBe(200);
      await ageCodes(phone);
    }
    expect((await sendCode(phone)).statusCode).toBe(429);
  });

  it('caps sends per IP per hour', async () => {
    const capped = await createTestApp({
      SMS_SENDER: 'outbox',
      SMS_OUTBOX_FILE: outbox,
      SMS_HOURLY_LIMIT_PER_IP: '2',
    });
    try {
      const send = (phone: string) =>
        capped.app.inject({
          method: 'GET',
          url: `/api/management/users/login/code?phone_number=${phone}`,
          remoteAddress: '10.9.9.9',
        });
      expect((await send(newPhone())).statusCode).toBe(200);
      expect((await send(newPhone())).statusCode).toBe(200);
      expect((await send(newPhone())).statusCode).toBe(429);
    } finally {
      await capped.close();
    }
  });
});

describe('SMS sign-in', () => {
  it('creates a company-less USER account for an unknown phone, with the phone bound', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const response = await smsLogin(phone, lastCodeFor(outbox, phone));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      role_type: 'USER',
      phone_number: phone,
      if_phone_number: 1,
      if_company: 0,
      company_info: null,
    });
  });

  it('signs a known phone into its existing account', async () => {
    const phone = newPhone();
    const user = await buildUser(t.ctx, { phone });
    await sendCode(phone);
    const response = await smsLogin(phone, lastCodeFor(outbox, phone));
    expect(response.json().data.id).toBe(user.id);
  });

  it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = lastCodeFor(outbox, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    const first = await smsLogin(phone, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      code: 0,
      msg: '验证码错误或已失效，请重新获取',
      data: { dahua_error: 'ERCO000102' },
    });
    for (let i = 0; i < 4; i++) await smsLogin(phone, wrong);
    expect((await smsLogin(phone, code)).statusCode).toBe(400);
  });

  it('refuses an expired code and a reused one', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = lastCodeFor(outbox, phone);
    expect((await smsLogin(phone, code)).statusCode).toBe(200);
    expect((await smsLogin(phone, code)).statusCode).toBe(400);

    const other = newPhone();
    await sendCode(other);
    await t.ctx.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phoneNumber, other));
    expect((await smsLogin(other, lastCodeFor(outbox, other))).statusCode).toBe(400);
  });

  it('checks the code format with the message of SPEC §5', async () => {
    const response = await smsLogin(newPhone(), '12');
    expect(response.json().data.fields).toEqual([{ field: 'verify_code', message: '请输入4位短信验证码' }]);
  });
});

describe('phone binding and profile', () => {
  const bind = (token: string, phone: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/management/users/bind/phone_number',
      headers: tokenHeader(token),
      payload: { phone_number: phone, verify_code: code },
    });

  it('binds a phone to an account that has none', async () => {
    const user = await buildUser(t.ctx);
    const token = await signIn(t.app, user.username!, user.password);
    const phone = newPhone();
    await sendCode(phone);
    const response = await bind(token, phone, lastCodeFor(outbox, phone));
    expect(response.json().data).toMatchObject({ id: user.id, phone_number: phone, if_phone_number: 1 });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.phoneNumber).toBe(phone);
  });

  it('refuses a phone bound to another account, leaving both unchanged', async () => {
    const phone = newPhone();
    const holder = await buildUser(t.ctx, { phone });
    const user = await buildUser(t.ctx);
    const token = await signIn(t.app, user.username!, user.password);
    await sendCode(phone);
    const response = await bind(token, phone, lastCodeFor(outbox, phone));
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('该手机号已绑定其他账号');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.phoneNumber).toBeNull();
    const [held] = await t.ctx.db.select().from(users).where(eq(users.id, holder.id));
    expect(held!.phoneNumber).toBe(phone);
  });

  it('edits nickname and avatar through PUT /users/info, but not the phone', async () => {
    const phone = newPhone();
    const user = await buildUser(t.ctx, { phone });
    const token = await signIn(t.app, user.username!, user.password);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/users/info', headers: tokenHeader(token), payload });
    const renamed = await put({ nickname: '  新昵称 ', phone_number: phone });
    expect(renamed.json().data).toMatchObject({ nickname: '新昵称', phone_number: phone });
    const avatar = await put({ img_url: '/uploads/a.png' });
    expect(avatar.json().data.img_url).toBe('/uploads/a.png');
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/management/users/info',
      headers: tokenHeader(token),
    });
    expect(info.json().data).toMatchObject({ nickname: '新昵称', img_url: '/uploads/a.png' });
    const phoneChange = await put({ phone_number: newPhone() });
    expect(phoneChange.statusCode).toBe(400);
    expect(phoneChange.json().data.dahua_error).toBe('ERCO000104');
    expect((await put({ role_type: 'ADMIN' })).statusCode).toBe(400);
  });
});
