import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { lastCodeFor } from '../../test/sms-outbox.js';

// Adding by phone invites (issue 11 §1): one answer whoever the number is; nobody joins unasked.
let t: TestApp;
const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'invite-')), 'outbox.jsonl');
beforeAll(async () => {
  t = await createTestApp({ SMS_SENDER: 'outbox', SMS_OUTBOX_FILE: outbox });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...tokenHeader(token), lang: 'en' },
    ...(payload ? { payload } : {}),
  });
let phoneSeq = 0;
const newPhone = () => `1350000${String(++phoneSeq).padStart(4, '0')}`;

async function company() {
  const owner = await buildUser(t.ctx, { phone: newPhone() });
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  return { id: row.id, owner, token: await signIn(t.app, owner.username!, owner.password) };
}
const roleOf = async (userId: number) =>
  (await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, userId)))[0] ?? null;
const invite = (c: { id: number; token: string }, phone: string, joinType = 'USER') =>
  call('POST', `/api/management/companies/${c.id}/members`, c.token, {
    phone_number: phone,
    join_type: joinType,
  });

async function smsSignIn(phone: string) {
  await t.app.inject({ method: 'GET', url: `/api/management/users/login/code?phone_number=${phone}` });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/management/users/login/phone_number',
    payload: { phone_number: phone, verify_code: lastCodeFor(outbox, phone) },
  });
  return response.json().data as { id: number; token: string; company_info: { id: number } | null };
}

describe('inviting by phone', () => {
  it('answers alike for an unknown number, a company-less account, another company’s member and an administrator', async () => {
    const c = await company();
    const other = await company();
    const loner = await buildUser(t.ctx, { phone: newPhone() });
    const admin = await buildUser(t.ctx, { role: 'ADMIN', phone: newPhone() });
    const phones = [newPhone(), loner.phoneNumber!, other.owner.phoneNumber!, admin.phoneNumber!];
    const answers = await Promise.all(phones.map((phone) => invite(c, phone)));
    const shapes = answers.map((r) => ({
      status: r.statusCode,
      keys: Object.keys(r.json().data).sort(),
      msg: r.json().msg,
    }));
    expect(new Set(shapes.map((shape) => JSON.stringify(shape))).size).toBe(1);
    expect(shapes[0]!.status).toBe(200);
    // Nobody was attached.
    expect(await roleOf(loner.id)).toBeNull();
    expect((await roleOf(other.owner.id))?.companyId).toBe(other.id);
  });

  it('lets the invited account join only by accepting after signing in', async () => {
    const c = await company();
    const person = await buildUser(t.ctx, { phone: newPhone() });
    const sent = await invite(c, person.phoneNumber!, 'MANAGER');
    expect(sent.json().data.phone_number).toBe(person.phoneNumber);
    const token = await signIn(t.app, person.username!, person.password);
    const mine = await call('GET', '/api/management/users/invitations', token);
    expect(mine.json().data).toEqual([
      expect.objectContaining({ company_id: c.id, join_type: 'MANAGER', role_name: 'Manager' }),
    ]);
    const id = mine.json().data[0].id;
    // Another person cannot accept it.
    const stranger = await buildUser(t.ctx, { phone: newPhone() });
    const strangerToken = await signIn(t.app, stranger.username!, stranger.password);
    expect(
      (await call('POST', `/api/management/users/invitations/${id}/accept`, strangerToken)).statusCode,
    ).toBe(404);

    expect((await call('POST', `/api/management/users/invitations/${id}/accept`, token)).statusCode).toBe(
      200,
    );
    expect((await roleOf(person.id))?.joinType).toBe('MANAGER');
    const info = await call('GET', '/api/management/users/info', token);
    expect(info.json().data.company_info.id).toBe(c.id);
    // Once answered, it is gone.
    expect((await call('POST', `/api/management/users/invitations/${id}/accept`, token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/management/users/invitations', token)).json().data).toEqual([]);
  });

  it('lets a person decline, and a member of another company cannot accept without leaving first', async () => {
    const c = await company();
    const other = await company();
    await invite(c, other.owner.phoneNumber!);
    const [invitation] = (await call('GET', '/api/management/users/invitations', other.token)).json().data;
    const accepted = await call(
      'POST',
      `/api/management/users/invitations/${invitation.id}/accept`,
      other.token,
    );
    expect(accepted.statusCode).toBe(409);
    expect((await roleOf(other.owner.id))?.companyId).toBe(other.id);
    expect(
      (await call('POST', `/api/management/users/invitations/${invitation.id}/decline`, other.token))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/management/users/invitations', other.token)).json().data).toEqual([]);
  });

  it('brings a new number into the company on its first SMS sign-in, with the name the owner gave', async () => {
    const c = await company();
    const phone = newPhone();
    await call('POST', `/api/management/companies/${c.id}/members`, c.token, {
      phone_number: phone,
      join_type: 'USER',
      nickname: 'Clerk Wang',
    });
    const signedIn = await smsSignIn(phone);
    expect(signedIn.company_info?.id).toBe(c.id);
    const info = await call('GET', '/api/management/users/info', signedIn.token);
    expect(info.json().data.nickname).toBe('Clerk Wang');
  });

  it('refuses a number already in this company, and keeps one open invitation per number', async () => {
    const c = await company();
    const refused = await invite(c, c.owner.phoneNumber!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.dahua_error).toBe('ERCO000306');
    const phone = newPhone();
    const [first, second] = [await invite(c, phone), await invite(c, phone, 'MANAGER')];
    expect(second.json().data.invitation_id).toBe(first.json().data.invitation_id);
  });

  it('shows the company its open invitations, which it may withdraw; other companies see none', async () => {
    const c = await company();
    const phone = newPhone();
    const sent = await call('POST', `/api/management/companies/${c.id}/members`, c.token, {
      phone_number: phone,
      join_type: 'MANAGER',
      nickname: 'Li',
    });
    const id = sent.json().data.invitation_id;
    const open = await call('GET', `/api/management/companies/${c.id}/invitations`, c.token);
    expect(open.json().data).toEqual([
      expect.objectContaining({
        id,
        phone_number: phone,
        nickname: 'Li',
        join_type: 'MANAGER',
        role_name: 'Manager',
      }),
    ]);
    const other = await company();
    expect((await call('GET', `/api/management/companies/${c.id}/invitations`, other.token)).statusCode).toBe(
      404,
    );
    const revoke = (token: string, companyId: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/management/companies/${companyId}/invitations/${id}`,
        headers: tokenHeader(token),
      });
    expect((await revoke(other.token, other.id)).statusCode).toBe(404);
    expect((await revoke(c.token, c.id)).statusCode).toBe(200);
    expect((await call('GET', `/api/management/companies/${c.id}/invitations`, c.token)).json().data).toEqual(
      [],
    );
    // Withdrawn: the number's first sign-in no longer joins the company.
    expect((await smsSignIn(phone)).company_info).toBeNull();
  });
});
