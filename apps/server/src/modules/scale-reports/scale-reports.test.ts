import { REFERENCE_ALPHABET } from '@dahua/shared/contracts/scale-reports';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  companies,
  companyMembers,
  inspectorAssignments,
  notices,
  scaleReports,
  scales,
  scaleVerifications,
  shops,
} from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { png } from '../../test/image-fixtures.js';
import { multipartBody } from '../../test/multipart.js';
import { PAGE_CSP } from './public-page.js';
import { maskSerial } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '100000' });
  // 2026-06-01 12:00 in Shanghai.
  t.ctx.clock = () => new Date('2026-06-01T04:00:00Z');
});
afterAll(() => t.close());

const PUBLIC_KEYS = ['company_name', 'retired', 'scale', 'shop', 'verification'];

let ip = 0;
/** Each call from its own address unless told, so the per-IP limits stay out of the way. */
const nextIp = () => {
  ip += 1;
  return `10.1.${Math.floor(ip / 250)}.${ip % 250}`;
};

type Call = { from?: string; lang?: string; token?: string; headers?: Record<string, string> };
const get = (url: string, o: Call = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: o.from ?? nextIp(),
    headers: {
      ...(o.lang ? { lang: o.lang } : {}),
      ...(o.token ? tokenHeader(o.token) : {}),
      ...o.headers,
    },
  });
const post = (url: string, payload: object, o: Call = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: o.from ?? nextIp(),
    headers: { ...(o.lang ? { lang: o.lang } : {}), ...(o.token ? tokenHeader(o.token) : {}) },
  });

const REFERENCE = new RegExp(`^[${REFERENCE_ALPHABET}]{10}$`);

async function member(companyId: number, role: 'OWNER' | 'MANAGER' | 'USER') {
  const user = await buildUser(t.ctx);
  await t.ctx.db.insert(companyMembers).values({ companyId, userId: user.id, joinType: role });
  return { id: user.id, token: await signIn(t.app, user.username!, user.password) };
}

let serials = 0;
/** A company with an owner, a manager, a staff member, one shop and one scale. */
async function seller(shopName = '鲜果一号店') {
  const owner = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, owner.id);
  const [shop] = await t.ctx.db
    .insert(shops)
    .values({
      companyId: company.id,
      name: shopName,
      address: '杭州市西湖区文三路 1 号',
      telephone: '0571-88888888',
      phoneNumber: '13800138000',
      contactPerson: '王五',
    })
    .returning();
  const [scale] = await t.ctx.db
    .insert(scales)
    .values({
      companyId: company.id,
      shopId: shop!.id,
      scaleName: '收银秤',
      modelCode: 'TM-Aa',
      scaleUuid: `AB${String(++serials).padStart(8, '0')}WXYZ`,
    })
    .returning();
  return {
    company,
    shop: shop!,
    scale: scale!,
    owner: { id: owner.id, token: await signIn(t.app, owner.username!, owner.password) },
    manager: await member(company.id, 'MANAGER'),
    staff: await member(company.id, 'USER'),
  };
}

async function verify(
  s: Awaited<ReturnType<typeof seller>>,
  verifiedOn: string,
  nextDueOn: string,
  result = 'pass',
) {
  await t.ctx.db.insert(scaleVerifications).values({
    companyId: s.company.id,
    scaleId: s.scale.id,
    shopId: s.shop.id,
    verifiedOn,
    body: '杭州市计量检定测试所',
    certificateNo: 'JD-2026-0001',
    result: result as 'pass' | 'fail',
    nextDueOn,
  });
}

let admin: string;
beforeAll(async () => {
  const user = await buildUser(t.ctx, { role: 'ADMIN' });
  admin = await signIn(t.app, user.username!, user.password);
});

describe('GET /api/external/scales/{code}', () => {
  it('answers exactly the public fields, without a session', async () => {
    const s = await seller();
    await verify(s, '2025-09-01', '2026-09-01');
    const response = await get(`/api/external/scales/${s.scale.publicCode}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(PUBLIC_KEYS);
    expect(data).toEqual({
      company_name: s.company.name,
      shop: { name: '鲜果一号店', address: '杭州市西湖区文三路 1 号' },
      scale: { model_code: 'TM-Aa', model_name: 'TM-Aa 条码秤', serial_masked: 'AB****WXYZ' },
      verification: {
        status: 'valid',
        verified_on: '2025-09-01',
        body: '杭州市计量检定测试所',
        certificate_no: 'JD-2026-0001',
        next_due_on: '2026-09-01',
      },
      retired: false,
    });
    for (const inner of ['13800138000', '0571-88888888', '王五', s.scale.scaleUuid!, '"id"', 'company_id'])
      expect(response.body).not.toContain(inner);
    const english = (await get(`/api/external/scales/${s.scale.publicCode}`, { lang: 'en' })).json().data;
    expect(english.scale.model_name).toBe('TM-Aa barcode label scale');
  });

  it('tells the status on the shop’s day: due, overdue, failed, never; retired', async () => {
    const due = await seller();
    await verify(due, '2025-06-20', '2026-06-20');
    expect((await get(`/api/external/scales/${due.scale.publicCode}`)).json().data.verification.status).toBe(
      'due',
    );
    const overdue = await seller();
    await verify(overdue, '2025-05-01', '2026-05-31');
    expect(
      (await get(`/api/external/scales/${overdue.scale.publicCode}`)).json().data.verification.status,
    ).toBe('overdue');
    const failed = await seller();
    await verify(failed, '2026-05-01', '2027-05-01', 'fail');
    expect(
      (await get(`/api/external/scales/${failed.scale.publicCode}`)).json().data.verification.status,
    ).toBe('failed');
    const never = await seller();
    await t.ctx.db
      .update(scales)
      .set({ retiredTime: new Date(), scaleUuid: null })
      .where(eq(scales.id, never.scale.id));
    const answer = (await get(`/api/external/scales/${never.scale.publicCode}`)).json().data;
    expect(answer.verification).toEqual({
      status: 'never',
      verified_on: null,
      body: null,
      certificate_no: null,
      next_due_on: null,
    });
    expect(answer.retired).toBe(true);
    expect(answer.scale.serial_masked).toBeNull();
  });

  it('answers 404 alike for an unknown, malformed or a disabled company’s code', async () => {
    const s = await seller();
    for (const code of [
      '0000000000000000',
      'abc',
      `${s.scale.publicCode}0`,
      '%3Cscript%3E',
      'g'.repeat(16),
    ]) {
      const response = await get(`/api/external/scales/${code}`);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000006' } });
    }
    expect((await get(`/api/external/scales/${s.scale.publicCode.toUpperCase()}`)).statusCode).toBe(200);
    await t.ctx.db.update(companies).set({ status: 'disabled' }).where(eq(companies.id, s.company.id));
    expect((await get(`/api/external/scales/${s.scale.publicCode}`)).statusCode).toBe(404);
  });

  it('masks a serial: two first, four last', () => {
    expect(maskSerial('AB12345678WXYZ')).toBe('AB****WXYZ');
    expect(maskSerial('12345678')).toBe('12****5678');
    expect(maskSerial('12345')).toBe('****45');
    expect(maskSerial('ab')).toBe('****');
    expect(maskSerial(null)).toBeNull();
  });

  it('gives every scale its own random code of 16 hex digits, never its id or its serial', async () => {
    const s = await seller();
    const made = await t.ctx.db
      .insert(scales)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          companyId: s.company.id,
          shopId: s.shop.id,
          scaleName: `码 ${i}`,
          scaleUuid: `SN${String(i).padStart(12, '0')}`,
        })),
      )
      .returning({ id: scales.id, code: scales.publicCode, serial: scales.scaleUuid });
    expect(new Set(made.map((scale) => scale.code)).size).toBe(200);
    for (const scale of made) {
      expect(scale.code).toMatch(/^[0-9a-f]{16}$/);
      expect(scale.code).not.toBe(String(scale.id));
      expect(scale.code).not.toContain(scale.serial!.slice(2));
    }
    // Neighbours' codes share nothing that would let one guess the next: no common prefix of 6.
    const prefixes = new Set(made.map((scale) => scale.code.slice(0, 6)));
    expect(prefixes.size).toBeGreaterThan(195);
  });
});

describe('reports from the public page', () => {
  it('takes a report (JSON), answers a reference and tells the owner and managers', async () => {
    const s = await seller();
    const response = await post(`/api/external/scales/${s.scale.publicCode}/reports`, {
      description: '  称重不准，少了 50 克 ',
      phone: '13912345678',
    });
    expect(response.statusCode).toBe(200);
    const { reference } = response.json().data;
    expect(reference).toMatch(REFERENCE);
    const [row] = await t.ctx.db.select().from(scaleReports).where(eq(scaleReports.reference, reference));
    expect(row).toMatchObject({
      scaleId: s.scale.id,
      shopId: s.shop.id,
      companyId: s.company.id,
      description: '称重不准，少了 50 克',
      phone: '13912345678',
      photoUrl: '',
      status: 'open',
    });
    const told = await t.ctx.db
      .select()
      .from(notices)
      .where(eq(notices.title, '秤问题反馈\nA problem with a scale was reported'));
    const users = told.map((n) => n.userId);
    expect(users).toContain(s.owner.id);
    expect(users).toContain(s.manager.id);
    expect(users).not.toContain(s.staff.id);
    const mine = told.find((n) => n.userId === s.owner.id)!;
    expect(mine.description).toContain('收银秤');
    expect(mine.extra).toBe('/project/scaleMng/scaleReports?status=open');
    const english = await get('/api/management/notices?type=event', { token: s.owner.token, lang: 'en' });
    expect(JSON.stringify(english.json().data)).toContain('A problem with a scale was reported');
  });

  it('takes a photo (multipart), checked as uploads are', async () => {
    const s = await seller();
    const url = `/api/external/scales/${s.scale.publicCode}/reports`;
    const good = multipartBody([
      { name: 'description', data: '秤盘松动' },
      { name: 'phone', data: '' },
      { name: 'photo', filename: 'a.png', contentType: 'image/png', data: png },
    ]);
    const sent = await t.app.inject({ method: 'POST', url, ...good, remoteAddress: nextIp() });
    expect(sent.statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(scaleReports)
      .where(eq(scaleReports.reference, sent.json().data.reference));
    expect(row!.photoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(row!.phone).toBe('');

    const notImage = multipartBody([
      { name: 'description', data: '秤盘松动' },
      {
        name: 'photo',
        filename: 'a.png',
        contentType: 'image/png',
        data: Buffer.from('<svg onload=alert(1)>'),
      },
    ]);
    const refused = await t.app.inject({ method: 'POST', url, ...notImage, remoteAddress: nextIp() });
    expect(refused.statusCode).toBe(415);
    const truncated = multipartBody([
      { name: 'description', data: '秤盘松动' },
      { name: 'photo', filename: 'a.png', contentType: 'image/png', data: png.subarray(0, png.length - 20) },
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url, ...truncated, remoteAddress: nextIp() })).statusCode,
    ).toBe(400);
    const huge = multipartBody([
      { name: 'description', data: '秤盘松动' },
      { name: 'photo', filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 1) },
    ]);
    expect((await t.app.inject({ method: 'POST', url, ...huge, remoteAddress: nextIp() })).statusCode).toBe(
      413,
    );
    const count = await t.ctx.db.select().from(scaleReports).where(eq(scaleReports.scaleId, s.scale.id));
    expect(count).toHaveLength(1);
  });

  it('refuses bad input with the validation envelope', async () => {
    const s = await seller();
    const url = `/api/external/scales/${s.scale.publicCode}/reports`;
    for (const [body, field] of [
      [{ description: '   ' }, 'description'],
      [{ description: 'x'.repeat(501) }, 'description'],
      [{ description: '坏了', phone: '12345' }, 'phone'],
      [{}, 'description'],
      [{ description: 'a\u0000b' }, 'description'],
    ] as const) {
      const response = await post(url, body, { lang: 'en' });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().data.dahua_error).toBe('ERCO000002');
      expect(response.json().data.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const empty = multipartBody([{ name: 'phone', data: '' }]);
    const multipart = await t.app.inject({
      method: 'POST',
      url,
      ...empty,
      remoteAddress: nextIp(),
      headers: { ...empty.headers, lang: 'en' },
    });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().data.fields[0]).toEqual({
      field: 'description',
      message: 'please describe what is wrong with the scale',
    });
    expect(
      (await post('/api/external/scales/0000000000000000/reports', { description: '坏了' })).statusCode,
    ).toBe(404);
  });

  it('limits reports to 10 an hour from one address', async () => {
    const s = await seller();
    const from = '192.0.2.10';
    for (let i = 0; i < 10; i++)
      expect(
        (
          await post(
            `/api/external/scales/${s.scale.publicCode}/reports`,
            { description: `问题 ${i}` },
            { from },
          )
        ).statusCode,
      ).toBe(200);
    const refused = await post(
      `/api/external/scales/${s.scale.publicCode}/reports`,
      { description: '再一次' },
      { from, lang: 'en' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000640' } });
    expect(refused.json().msg).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    const chinese = await post(
      `/api/external/scales/${s.scale.publicCode}/reports`,
      { description: '再一次' },
      { from },
    );
    expect(chinese.json().msg).toMatch(/^访问过于频繁/);
    // Another address still may.
    expect(
      (await post(`/api/external/scales/${s.scale.publicCode}/reports`, { description: '另一个人' }))
        .statusCode,
    ).toBe(200);
  });

  it('limits reports about one scale to 30 a day, from any address', async () => {
    const s = await seller();
    const other = await seller();
    for (let i = 0; i < 30; i++)
      expect(
        (await post(`/api/external/scales/${s.scale.publicCode}/reports`, { description: `问题 ${i}` }))
          .statusCode,
      ).toBe(200);
    expect(
      (await post(`/api/external/scales/${s.scale.publicCode}/reports`, { description: '再一次' }))
        .statusCode,
    ).toBe(429);
    expect(
      (await post(`/api/external/scales/${other.scale.publicCode}/reports`, { description: '别的秤' }))
        .statusCode,
    ).toBe(200);
  });

  it('shows a report’s status and answer only under its own scale’s code', async () => {
    const s = await seller();
    const other = await seller();
    const { reference } = (
      await post(`/api/external/scales/${s.scale.publicCode}/reports`, { description: '显示乱码' })
    ).json().data;
    const status = await get(`/api/external/scales/${s.scale.publicCode}/reports/${reference}`);
    expect(status.statusCode).toBe(200);
    expect(Object.keys(status.json().data).sort()).toEqual([
      'answer',
      'answered_time',
      'created_time',
      'status',
    ]);
    expect(status.json().data).toMatchObject({ status: 'open', answer: null, answered_time: null });
    // Typed loosely: lower case, a space.
    const typed = `${reference.slice(0, 5).toLowerCase()} ${reference.slice(5)}`;
    expect(
      (await get(`/api/external/scales/${s.scale.publicCode}/reports/${encodeURIComponent(typed)}`))
        .statusCode,
    ).toBe(200);
    for (const url of [
      `/api/external/scales/${other.scale.publicCode}/reports/${reference}`,
      `/api/external/scales/${s.scale.publicCode}/reports/AAAAAAAAAA`,
      `/api/external/scales/${s.scale.publicCode}/reports/x`,
      `/api/external/scales/0000000000000000/reports/${reference}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('显示乱码');
    }
  });
});

describe('reports in the console', () => {
  it('lists a company’s own reports with counts; another company sees none; administrators all', async () => {
    const s = await seller();
    const other = await seller();
    for (const text of ['一', '二'])
      await post(`/api/external/scales/${s.scale.publicCode}/reports`, {
        description: text,
        phone: '13912345678',
      });
    await post(`/api/external/scales/${other.scale.publicCode}/reports`, { description: '别家' });

    const mine = (await get('/api/management/scale_reports', { token: s.owner.token })).json().data;
    expect(mine.meta.total).toBe(2);
    expect(mine.counts).toEqual({ open: 2, answered: 0 });
    expect(mine.list.map((r: { description: string }) => r.description)).toEqual(['二', '一']);
    expect(mine.list[0]).toMatchObject({
      company_id: s.company.id,
      shop_id: s.shop.id,
      shop_name: '鲜果一号店',
      scale_id: s.scale.id,
      scale_name: '收银秤',
      phone: '13912345678',
      status: 'open',
      answer: '',
      answered_by: null,
      can_answer: true,
    });
    const staff = (await get('/api/management/scale_reports', { token: s.staff.token })).json().data;
    expect(staff.meta.total).toBe(2);
    expect(staff.list[0].can_answer).toBe(false);
    // Another company's filters find nothing of ours.
    const foreign = (
      await get(`/api/management/scale_reports?shop_id=${s.shop.id}`, { token: other.owner.token })
    ).json().data;
    expect(foreign.meta.total).toBe(0);
    const all = (
      await get(`/api/management/scale_reports?company_id=${s.company.id}`, { token: admin })
    ).json().data;
    expect(all.meta.total).toBe(2);
    expect(all.list[0].can_answer).toBe(true);
    const byScale = (
      await get(`/api/management/scale_reports?scale_id=${other.scale.id}`, { token: admin })
    ).json().data;
    expect(byScale.list.map((r: { description: string }) => r.description)).toEqual(['别家']);
  });

  it('shows an inspector only the assigned shop’s reports, without the reporter’s phone, and no answering', async () => {
    const s = await seller();
    const [secondShop] = await t.ctx.db
      .insert(shops)
      .values({ companyId: s.company.id, name: '二号店' })
      .returning();
    const [secondScale] = await t.ctx.db
      .insert(scales)
      .values({ companyId: s.company.id, shopId: secondShop!.id, scaleName: '二号秤' })
      .returning();
    await post(`/api/external/scales/${s.scale.publicCode}/reports`, {
      description: '一号店的',
      phone: '13912345678',
    });
    await post(`/api/external/scales/${secondScale!.publicCode}/reports`, { description: '二号店的' });
    const user = await buildUser(t.ctx, { role: 'INSPECTOR' });
    await t.ctx.db
      .insert(inspectorAssignments)
      .values({ userId: user.id, companyId: s.company.id, shopId: s.shop.id });
    const token = await signIn(t.app, user.username!, user.password);
    const seen = await get('/api/management/scale_reports', { token });
    expect(seen.statusCode).toBe(200);
    const list = seen.json().data.list;
    expect(list.map((r: { description: string }) => r.description)).toEqual(['一号店的']);
    expect(list[0].phone).toBe('');
    expect(list[0].can_answer).toBe(false);
    expect(seen.body).not.toContain('13912345678');
    const [report] = await t.ctx.db
      .select()
      .from(scaleReports)
      .where(eq(scaleReports.description, '一号店的'));
    expect(
      (await post(`/api/management/scale_reports/${report!.id}/answer`, { answer: '好' }, { token }))
        .statusCode,
    ).toBe(403);
    expect((await get(`/api/management/shops/${s.shop.id}/scale_stickers`, { token })).statusCode).toBe(403);
    expect((await get(`/api/management/scales/${s.scale.id}/public_link`, { token })).statusCode).toBe(200);
    expect((await get(`/api/management/scales/${secondScale!.id}/public_link`, { token })).statusCode).toBe(
      404,
    );
  });

  it('lets the owner or a manager answer (again replaces); staff 403; another company 404; the page shows it', async () => {
    const s = await seller();
    const other = await seller();
    const { reference } = (
      await post(`/api/external/scales/${s.scale.publicCode}/reports`, { description: '称不准' })
    ).json().data;
    const [report] = await t.ctx.db.select().from(scaleReports).where(eq(scaleReports.reference, reference));
    const url = `/api/management/scale_reports/${report!.id}/answer`;
    expect((await post(url, { answer: '我们来看' }, { token: s.staff.token })).statusCode).toBe(403);
    expect((await post(url, { answer: '我们来看' }, { token: other.owner.token })).statusCode).toBe(404);
    expect((await post(url, { answer: '  ' }, { token: s.owner.token })).statusCode).toBe(400);
    expect((await post(url, { answer: 'x'.repeat(1001) }, { token: s.owner.token })).statusCode).toBe(400);
    const first = await post(url, { answer: '已安排检修' }, { token: s.owner.token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'answered',
      answer: '已安排检修',
      answered_by: { id: s.owner.id },
    });
    const again = await post(url, { answer: '已修好，欢迎复称' }, { token: s.manager.token });
    expect(again.json().data).toMatchObject({
      answer: '已修好，欢迎复称',
      answered_by: { id: s.manager.id },
    });
    const seen = (await get(`/api/external/scales/${s.scale.publicCode}/reports/${reference}`)).json().data;
    expect(seen).toMatchObject({ status: 'answered', answer: '已修好，欢迎复称' });
    expect(seen.answered_time).toBe('2026-06-01T04:00:00.000Z');
    // Parallel answers: all succeed, one stays.
    const parallel = await Promise.all(
      ['甲', '乙', '丙', '丁'].map((answer, i) =>
        post(url, { answer }, { token: i % 2 ? s.manager.token : s.owner.token }),
      ),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const [after] = await t.ctx.db.select().from(scaleReports).where(eq(scaleReports.id, report!.id));
    expect(['甲', '乙', '丙', '丁']).toContain(after!.answer);
    expect((await post(url, { answer: '管理员答复' }, { token: admin })).statusCode).toBe(200);
    expect(
      (await post('/api/management/scale_reports/999999/answer', { answer: '无' }, { token: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('enters a report taken by phone (owners and managers; staff 403; another company’s scale 404)', async () => {
    const s = await seller();
    const other = await seller();
    const body = { scale_id: s.scale.id, description: '电话反映：价格显示不全', phone: '13700000000' };
    expect((await post('/api/management/scale_reports', body, { token: s.staff.token })).statusCode).toBe(
      403,
    );
    expect((await post('/api/management/scale_reports', body, { token: other.owner.token })).statusCode).toBe(
      404,
    );
    const made = await post('/api/management/scale_reports', body, { token: s.manager.token });
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({ scale_id: s.scale.id, status: 'open', phone: '13700000000' });
    expect(made.json().data.reference).toMatch(REFERENCE);
    // The owner hears of it, the manager who entered it does not.
    const told = await t.ctx.db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.userId, s.manager.id),
          eq(notices.title, '秤问题反馈\nA problem with a scale was reported'),
        ),
      );
    expect(told).toHaveLength(0);
    const ownerTold = await t.ctx.db.select().from(notices).where(eq(notices.userId, s.owner.id));
    expect(ownerTold.length).toBeGreaterThan(0);
  });
});

describe('the public page /external/scale/{code}', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });

  it('shows the scale in Chinese by default, escapes the shop’s name, and carries its QR', async () => {
    const s = await seller('<script>alert(1)</script>鲜果 & "好"店');
    await verify(s, '2025-09-01', '2026-09-01');
    const response = await page(`/external/scale/${s.scale.publicCode}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(PAGE_CSP);
    const html = response.body;
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;鲜果 &amp; &quot;好&quot;店');
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('检定合格，在有效期内');
    expect(html).toContain('data-status="valid"');
    expect(html).toContain('2026-09-01');
    expect(html).toContain('杭州市计量检定测试所');
    expect(html).toContain('AB****WXYZ');
    expect(html).toMatch(/<svg [^>]*viewBox=/);
    expect(html).toContain(`action="/external/scale/${s.scale.publicCode}/report?lang=ch"`);
    expect(html).toContain('enctype="multipart/form-data"');
    expect(Buffer.byteLength(html)).toBeLessThan(15 * 1024);
    // The stylesheet is the one the policy allows.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const { createHash } = await import('node:crypto');
    expect(PAGE_CSP).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(PAGE_CSP).not.toContain('script-src');
  });

  it('speaks English by ?lang=en or Accept-Language, and links to the other language', async () => {
    const s = await seller();
    const byQuery = await page(`/external/scale/${s.scale.publicCode}?lang=en`);
    expect(byQuery.body).toContain('<html lang="en">');
    expect(byQuery.body).toContain('No verification on record');
    expect(byQuery.body).toContain('Report a problem with this scale');
    expect(byQuery.body).toContain(`href="/external/scale/${s.scale.publicCode}?lang=ch"`);
    const byHeader = await page(`/external/scale/${s.scale.publicCode}`, {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(byHeader.body).toContain('<html lang="en">');
    const forced = await page(`/external/scale/${s.scale.publicCode}?lang=ch`, { 'accept-language': 'en' });
    expect(forced.body).toContain('暂无检定记录');
  });

  it('answers a 404 page in the caller’s language for an unknown code', async () => {
    const chinese = await page('/external/scale/0000000000000000');
    expect(chinese.statusCode).toBe(404);
    expect(chinese.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(chinese.body).toContain('找不到这台秤');
    const english = await page('/external/scale/%3Cb%3E?lang=en');
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('Scale not found');
    expect(english.body).not.toContain('<b>');
  });

  it('takes a report through the form (no script) and shows its reference, status and answer', async () => {
    const s = await seller();
    const form = multipartBody([
      { name: 'description', data: '<b>秤</b>不准' },
      { name: 'phone', data: '' },
      { name: 'photo', filename: 'p.png', contentType: 'image/png', data: png },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/external/scale/${s.scale.publicCode}/report?lang=en`,
      ...form,
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode).toBe(303);
    const location = sent.headers.location as string;
    const match = /^\/external\/scale\/[0-9a-f]{16}\/report\?ref=([A-Z2-9]{10})&new=1&lang=en#report$/.exec(
      location,
    );
    expect(match).not.toBeNull();
    const reference = match![1]!;
    const receipt = await page(location.replace(/#.*$/, ''));
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Keep this number');
    expect(receipt.body).toContain(`data-reference>${reference}<`);
    expect(receipt.body).toContain('data-report-status="open"');
    const [row] = await t.ctx.db.select().from(scaleReports).where(eq(scaleReports.reference, reference));
    expect(row!.description).toBe('<b>秤</b>不准');
    expect(row!.photoUrl).toMatch(/^\/uploads\//);

    await post(
      `/api/management/scale_reports/${row!.id}/answer`,
      { answer: '<i>已校准</i>，谢谢' },
      { token: s.owner.token },
    );
    const looked = await page(`/external/scale/${s.scale.publicCode}/report?ref=${reference.toLowerCase()}`);
    expect(looked.body).toContain('data-report-status="answered"');
    expect(looked.body).toContain('&lt;i&gt;已校准&lt;/i&gt;，谢谢');
    expect(looked.body).toContain('商家答复');

    const other = await seller();
    const elsewhere = await page(`/external/scale/${other.scale.publicCode}/report?ref=${reference}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain('这台秤没有这个编号的反馈');
    expect(elsewhere.body).not.toContain('已校准');
  });

  it('shows the form again with its errors and what was typed', async () => {
    const s = await seller();
    const form = multipartBody([
      { name: 'description', data: '  ' },
      { name: 'phone', data: '123"><x' },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/external/scale/${s.scale.publicCode}/report`,
      ...form,
      remoteAddress: nextIp(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('请写明秤有什么问题');
    expect(refused.body).toContain('请输入正确的手机号');
    expect(refused.body).toContain('value="123&quot;&gt;&lt;x"');
    const badPhoto = multipartBody([
      { name: 'description', data: '坏了' },
      { name: 'photo', filename: 'p.png', data: Buffer.from('not an image') },
    ]);
    const photo = await t.app.inject({
      method: 'POST',
      url: `/external/scale/${s.scale.publicCode}/report?lang=en`,
      ...badPhoto,
      remoteAddress: nextIp(),
    });
    expect(photo.statusCode).toBe(415);
    expect(photo.body).toContain('id="e-photo"');
    expect(photo.body).toContain('>坏了</textarea>');
  });
});

describe('QR stickers and the public link', () => {
  const countPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

  it('answers an A4 PDF, one page per 24 scales in service (owners, managers, administrators)', async () => {
    const s = await seller();
    const other = await seller();
    const url = `/api/management/shops/${s.shop.id}/scale_stickers`;
    const one = await get(url, { token: s.owner.token });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(countPages(one.rawPayload)).toBe(1);
    expect(one.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');

    await t.ctx.db.insert(scales).values(
      Array.from({ length: 24 }, (_, i) => ({
        companyId: s.company.id,
        shopId: s.shop.id,
        scaleName: `秤 ${i + 2}`,
      })),
    );
    const [retired] = await t.ctx.db
      .insert(scales)
      .values({ companyId: s.company.id, shopId: s.shop.id, scaleName: '旧秤', retiredTime: new Date() })
      .returning();
    expect(retired).toBeDefined();
    const twentyFive = await get(url, { token: s.manager.token });
    expect(countPages(twentyFive.rawPayload)).toBe(2);
    await t.ctx.db.insert(scales).values(
      Array.from({ length: 23 }, (_, i) => ({
        companyId: s.company.id,
        shopId: s.shop.id,
        scaleName: `加 ${i}`,
      })),
    );
    expect(countPages((await get(url, { token: admin })).rawPayload)).toBe(2); // 48 in service
    expect((await get(url, { token: s.staff.token })).statusCode).toBe(403);
    expect((await get(url, { token: other.owner.token })).statusCode).toBe(404);
    expect((await get('/api/management/shops/999999/scale_stickers', { token: admin })).statusCode).toBe(404);
  });

  it('names a scale’s public page (the configured origin, else the request’s)', async () => {
    const s = await seller();
    const other = await seller();
    const link = await get(`/api/management/scales/${s.scale.id}/public_link`, {
      token: s.staff.token,
      headers: { host: 'shop.example.test:8080' },
    });
    expect(link.json().data).toEqual({
      public_code: s.scale.publicCode,
      url: `http://shop.example.test:8080/external/scale/${s.scale.publicCode}`,
    });
    expect(
      (await get(`/api/management/scales/${s.scale.id}/public_link`, { token: other.owner.token }))
        .statusCode,
    ).toBe(404);
    t.ctx.config.publicOrigin = 'https://scales.example.com';
    try {
      const configured = await get(`/api/management/scales/${s.scale.id}/public_link`, {
        token: s.owner.token,
      });
      expect(configured.json().data.url).toBe(
        `https://scales.example.com/external/scale/${s.scale.publicCode}`,
      );
    } finally {
      t.ctx.config.publicOrigin = null;
    }
  });

  it('reads PUBLIC_ORIGIN as an http(s) origin, or refuses it', () => {
    expect(loadConfig({}).publicOrigin).toBeNull();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://scales.example.com/' }).publicOrigin).toBe(
      'https://scales.example.com',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://10.0.0.2:3000' }).publicOrigin).toBe('http://10.0.0.2:3000');
    for (const bad of ['scales.example.com', 'ftp://scales.example.com', 'https://scales.example.com/app'])
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
  });
});
