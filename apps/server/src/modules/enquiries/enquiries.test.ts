import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, enquiries, notices } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
let superToken: string;
let superId: number;
let editorToken: string;
let editorId: number;
let plainToken: string;
let plainId: number;
let companyToken: string;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '100000' });
  // 2026-11-28 10:00 in Shanghai.
  t.ctx.clock = () => new Date('2026-11-28T02:00:00Z');
  const root = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
  superId = root.id;
  superToken = await signIn(t.app, root.username!, root.password);
  const editor = await buildUser(t.ctx, { role: 'ADMIN' });
  editorId = editor.id;
  editorToken = await signIn(t.app, editor.username!, editor.password);
  const plain = await buildUser(t.ctx, { role: 'ADMIN' });
  plainId = plain.id;
  plainToken = await signIn(t.app, plain.username!, plain.password);
  const person = await buildUser(t.ctx, { role: 'USER' });
  await buildCompanyWith(t.ctx, person.id, 'OWNER');
  companyToken = await signIn(t.app, person.username!, person.password);
  const given = await t.app.inject({
    method: 'PUT',
    url: `/api/management/admins/${editorId}/site_editor`,
    headers: tokenHeader(superToken),
    payload: { site_editor: true },
  });
  expect(given.statusCode).toBe(200);
  expect(given.json().data).toMatchObject({ id: editorId, site_editor: true });
});
afterAll(() => t.close());

let ip = 0;
/** Each call from its own address unless told, so the per-address limit stays out of the way. */
const nextIp = () => {
  ip += 1;
  return `10.7.${Math.floor(ip / 250)}.${ip % 250}`;
};
let phone = 13_800_000_000;
/** A fresh phone number for each enquiry unless told, so the per-contact limit stays out of the way. */
const nextPhone = () => {
  phone += 1;
  return String(phone);
};

const send = (payload: object, o: { from?: string; lang?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/external/enquiries',
    payload,
    remoteAddress: o.from ?? nextIp(),
    headers: o.lang ? { lang: o.lang } : {},
  });
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: tokenHeader(token), ...(payload ? { payload } : {}) });

const good = () => ({
  name: '王先生',
  phone: nextPhone(),
  message: '想了解 TM-F65 的价格',
  product: 'tmf65',
});
const REFERENCE = /^EQ-20261128-\d{4}$/;

async function storedCount(): Promise<number> {
  return (await t.ctx.db.select({ id: enquiries.id }).from(enquiries)).length;
}

describe('public enquiries', () => {
  it('accepts an enquiry (no account), answers a reference of the day, tells every site editor', async () => {
    const response = await send(good());
    expect(response.statusCode).toBe(200);
    const { reference } = response.json().data;
    expect(reference).toMatch(REFERENCE);
    const [row] = await t.ctx.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(row).toMatchObject({
      kind: 'enquiry',
      name: '王先生',
      product: 'tmf65',
      status: 'new',
      version: 0,
    });
    const told = await t.ctx.db
      .select()
      .from(notices)
      .where(eq(notices.title, '网站收到新的咨询\nA new enquiry from the website'));
    const toldIds = told.filter((n) => n.description.startsWith(reference)).map((n) => n.userId);
    // The super administrator and the site editor; not the administrator without the right, nor a company's person.
    expect(toldIds.sort()).toEqual([superId, editorId].sort());
    expect(toldIds).not.toContain(plainId);
    const audit = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'enquiry.create'));
    expect(audit.some((a) => a.targetId === row!.id)).toBe(true);
  });

  it('refuses what is not an enquiry, field by field, in the visitor’s language', async () => {
    for (const [body, field] of [
      [{ ...good(), name: '' }, 'name'],
      [{ ...good(), phone: '12345' }, 'phone'],
      [{ ...good(), phone: '', email: 'not-an-address' }, 'email'],
      [{ name: '李', message: '你好' }, 'phone'],
      [{ ...good(), message: 'x'.repeat(2001) }, 'message'],
      [{ ...good(), message: '   ' }, 'message'],
      [{ ...good(), kind: 'dealer', region: '浙江杭州' }, 'company'],
      [{ ...good(), kind: 'dealer', company: '杭州某商贸' }, 'region'],
      [{ ...good(), kind: 'spam' }, 'kind'],
    ] as const) {
      const response = await send(body, { lang: 'en' });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().data.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const english = await send({ name: '李', message: '你好' }, { lang: 'en' });
    expect(english.json().data.fields[0]).toEqual({
      field: 'phone',
      message: 'please give a phone number or an e-mail address (at least one)',
    });
    const chinese = await send({ name: '李', message: '你好' }, { lang: 'ch' });
    expect(chinese.json().data.fields[0].message).toBe('请留下手机号或电子邮箱（至少一项）');
    // An e-mail alone is enough; a dealer application with company and region is accepted.
    expect(
      (await send({ name: 'Ann', email: 'ann@example.com', message: 'Price list, please' })).statusCode,
    ).toBe(200);
    const dealer = await send({ ...good(), kind: 'dealer', company: '杭州某商贸', region: '浙江杭州' });
    expect(dealer.statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.reference, dealer.json().data.reference));
    expect(row).toMatchObject({ kind: 'dealer', company: '杭州某商贸', region: '浙江杭州' });
  });

  it('a filled honeypot is answered as accepted and stores nothing, tells nobody', async () => {
    const before = await storedCount();
    const noticesBefore = (await t.ctx.db.select({ id: notices.id }).from(notices)).length;
    const response = await send({ ...good(), website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.reference).toMatch(REFERENCE);
    expect(await storedCount()).toBe(before);
    expect((await t.ctx.db.select({ id: notices.id }).from(notices)).length).toBe(noticesBefore);
  });

  it('limits one address to 5 in 10 minutes and one phone or e-mail to 3 a day (429, both languages)', async () => {
    const from = '10.99.0.1';
    for (let i = 0; i < 5; i += 1) expect((await send(good(), { from })).statusCode).toBe(200);
    const refused = await send(good(), { from, lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/Too many requests/);
    expect((await send(good(), { from, lang: 'ch' })).json().msg).toMatch(/访问过于频繁/);

    const same = nextPhone();
    for (let i = 0; i < 3; i += 1) expect((await send({ ...good(), phone: same })).statusCode).toBe(200);
    expect((await send({ ...good(), phone: same })).statusCode).toBe(429);
    const email = 'Limit@Example.com';
    for (let i = 0; i < 3; i += 1) expect((await send({ ...good(), phone: '', email })).statusCode).toBe(200);
    expect((await send({ ...good(), phone: '', email: email.toLowerCase() })).statusCode).toBe(429);
  });

  it('gives unique references to parallel posts (sequential per day)', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => send(good())));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const references = responses.map((r) => r.json().data.reference as string);
    expect(new Set(references).size).toBe(12);
    const numbers = references.map((r) => Number(r.slice(-4))).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(11);
  });
});

describe('leads', () => {
  async function aLead(): Promise<{ id: number; reference: string }> {
    const { reference } = (await send(good())).json().data;
    const [row] = await t.ctx.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    return { id: row!.id, reference };
  }

  it('site editors and super administrators only: a plain administrator and a company user get 403', async () => {
    const { id } = await aLead();
    for (const token of [editorToken, superToken]) {
      expect((await call('GET', '/api/management/leads', token)).statusCode).toBe(200);
      expect((await call('GET', `/api/management/leads/${id}`, token)).statusCode).toBe(200);
    }
    for (const token of [plainToken, companyToken]) {
      expect((await call('GET', '/api/management/leads', token)).statusCode).toBe(403);
      expect((await call('GET', `/api/management/leads/${id}`, token)).statusCode).toBe(403);
      expect((await call('GET', '/api/management/leads/export', token)).statusCode).toBe(403);
      expect((await call('PUT', `/api/management/leads/${id}`, token, { status: 'won' })).statusCode).toBe(
        403,
      );
      expect((await call('POST', `/api/management/leads/${id}/notes`, token, { text: 'x' })).statusCode).toBe(
        403,
      );
    }
    // Only a super administrator gives the right; an administrator cannot give it to himself.
    expect(
      (await call('PUT', `/api/management/admins/${plainId}/site_editor`, editorToken, { site_editor: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/management/admins/${superId}/site_editor`, superToken, { site_editor: false }))
        .statusCode,
    ).toBe(400); // NOT_YOURSELF: a super administrator has the right by role anyway
    const info = await call('GET', '/api/management/users/info', editorToken);
    expect(info.json().data.site_editor).toBe(true);
  });

  it('taking the right away closes the leads at once', async () => {
    const other = await buildUser(t.ctx, { role: 'ADMIN' });
    const token = await signIn(t.app, other.username!, other.password);
    await call('PUT', `/api/management/admins/${other.id}/site_editor`, superToken, { site_editor: true });
    expect((await call('GET', '/api/management/leads', token)).statusCode).toBe(200);
    await call('PUT', `/api/management/admins/${other.id}/site_editor`, superToken, { site_editor: false });
    expect((await call('GET', '/api/management/leads', token)).statusCode).toBe(403);
    const audit = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'admin.site_editor'));
    expect(audit.filter((a) => a.targetId === other.id)).toHaveLength(2);
  });

  it('status, owner and notes: with a version (stale → 409) and without; every change audited', async () => {
    const { id, reference } = await aLead();
    const url = `/api/management/leads/${id}`;
    const contacted = await call('PUT', url, editorToken, {
      status: 'contacted',
      owner_id: editorId,
      version: 0,
    });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json().data).toMatchObject({ status: 'contacted', owner: { id: editorId }, version: 1 });
    const stale = await call('PUT', url, superToken, { status: 'lost', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.dahua_error).toBe('ERCO001700');
    const staleNote = await call('POST', `${url}/notes`, superToken, { text: '迟到的备注', version: 0 });
    expect(staleNote.statusCode).toBe(409);
    // Without a version: acts on the current row.
    const noted = await call('POST', `${url}/notes`, superToken, { text: '已电话联系，下周报价' });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().data.version).toBe(2);
    const won = await call('PUT', url, superToken, { status: 'won' });
    expect(won.json().data).toMatchObject({ status: 'won', version: 3 });
    const second = await call('POST', `${url}/notes`, editorToken, { text: '已签约', version: 3 });
    expect(
      second.json().data.notes.map((n: { text: string; author: { id: number } }) => [n.text, n.author.id]),
    ).toEqual([
      ['已电话联系，下周报价', superId],
      ['已签约', editorId],
    ]);
    expect(second.json().data.notes[0].created_time).toBe('2026-11-28T02:00:00.000Z');
    // An owner must be an active administrator; null clears.
    const person = await buildUser(t.ctx, { role: 'USER' });
    expect((await call('PUT', url, editorToken, { owner_id: person.id })).statusCode).toBe(400);
    expect((await call('PUT', url, editorToken, { owner_id: null })).json().data.owner).toBeNull();
    expect((await call('POST', `${url}/notes`, editorToken, { text: '  ' })).statusCode).toBe(400);
    expect((await call('PUT', url, editorToken, {})).statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/management/leads/999999', editorToken, { status: 'won' })).statusCode,
    ).toBe(404);
    const audit = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, id));
    const actions = audit.filter((a) => a.targetType === 'enquiry').map((a) => a.action);
    expect(actions).toEqual([
      'enquiry.create',
      'enquiry.update',
      'enquiry.note',
      'enquiry.update',
      'enquiry.note',
      'enquiry.update',
    ]);
    expect(audit.find((a) => a.action === 'enquiry.update')!.detail).toMatchObject({
      reference,
      status: { from: 'new', to: 'contacted' },
    });
  });

  it('lists with filters (status, kind, dates, search) and exports them as xlsx', async () => {
    const dealer = (
      await send({ ...good(), name: '赵经理', kind: 'dealer', company: '宁波导出商贸', region: '浙江宁波' })
    ).json().data.reference as string;
    const list = async (query: string) =>
      (await call('GET', `/api/management/leads?per_page=100&${query}`, editorToken)).json().data;
    const byKind = await list('kind=dealer');
    expect(byKind.list.every((l: { kind: string }) => l.kind === 'dealer')).toBe(true);
    expect(byKind.list.map((l: { reference: string }) => l.reference)).toContain(dealer);
    expect((await list(`name=${encodeURIComponent('宁波导出')}`)).list).toHaveLength(1);
    expect((await list(`name=${dealer}`)).meta.total).toBe(1);
    expect((await list('status=won')).list.every((l: { status: string }) => l.status === 'won')).toBe(true);
    expect((await list('date_from=2026-11-28&date_to=2026-11-28')).meta.total).toBeGreaterThan(10);
    expect((await list('date_from=2026-11-29')).meta.total).toBe(0);
    expect((await list('date_to=2026-11-27')).meta.total).toBe(0);
    expect((await call('GET', '/api/management/leads?status=maybe', editorToken)).statusCode).toBe(400);

    const file = await t.app.inject({
      method: 'GET',
      url: '/api/management/leads/export?kind=dealer',
      headers: { ...tokenHeader(editorToken), lang: 'en' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Reference');
    const references = [];
    for (let r = 2; r <= sheet.rowCount; r += 1) references.push(sheet.getRow(r).getCell(1).value);
    expect(references).toContain(dealer);
    expect(references).toHaveLength(byKind.meta.total);
    const dealerRow = sheet.getRow(references.indexOf(dealer) + 2);
    expect(dealerRow.getCell(3).value).toBe('dealer');
    expect(dealerRow.getCell(6).value).toBe('宁波导出商贸');
  });
});
