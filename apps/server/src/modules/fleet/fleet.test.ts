import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bridges,
  companies,
  companyMembers,
  inspectorAssignments,
  scaleSyncStatus,
  scales,
  scaleVerifications,
  shops,
} from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

/*
 * The maker's fleet (issue 27 §1): administrators read every scale, inspectors their assigned shops,
 * company people nothing (403). Each filter is a condition of the query; the verification status is
 * the shop's calendar day's (a Los Angeles shop is a day behind Shanghai at this instant).
 */

let t: TestApp;
// 2026-11-27 12:00 in Shanghai, 2026-11-26 20:00 in Los Angeles.
const now = new Date('2026-11-27T04:00:00Z');
const MINUTE = 60_000;
const tokens = { admin: '', owner: '', clerk: '', inspector: '', otherOwner: '' };
const ids = {
  companyA: 0,
  companyB: 0,
  shopA1: 0,
  shopA2: 0,
  shopB1: 0,
  valid: 0,
  due: 0,
  overdue: 0,
  failed: 0,
  retired: 0,
  lastDay: 0,
  other: 0,
};

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field as the API shapes them
type Answer = any;

async function call(who: keyof typeof tokens, url: string, lang = 'ch') {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...tokenHeader(tokens[who]), lang } });
  const json = response.headers['content-type']?.toString().includes('json') ? response.json() : null;
  return { status: response.statusCode, ...(json as { code: number; msg: string; data: Answer }), response };
}

const names = (answer: { data: { list: { name: string }[] } }) => answer.data.list.map((row) => row.name);

beforeAll(async () => {
  t = await createTestApp();
  t.ctx.clock = () => now;
  const db = t.ctx.db;
  const admin = await buildUser(t.ctx, { role: 'ADMIN' });
  const owner = await buildUser(t.ctx);
  const companyA = await buildCompanyWith(t.ctx, owner.id);
  const clerk = await buildUser(t.ctx);
  await db.insert(companyMembers).values({ companyId: companyA.id, userId: clerk.id, joinType: 'USER' });
  const otherOwner = await buildUser(t.ctx);
  const companyB = await buildCompanyWith(t.ctx, otherOwner.id);
  const inspector = await buildUser(t.ctx, { role: 'INSPECTOR' });
  ids.companyA = companyA.id;
  ids.companyB = companyB.id;
  await db.update(companies).set({ name: 'Alpha 甲公司' }).where(eq(companies.id, companyA.id));
  await db.update(companies).set({ name: 'Beta 乙公司' }).where(eq(companies.id, companyB.id));

  const [a1, a2, b1] = await db
    .insert(shops)
    .values([
      { companyId: companyA.id, name: 'East 东门店' },
      { companyId: companyA.id, name: 'West 西门店', timeZone: 'America/Los_Angeles' },
      { companyId: companyB.id, name: 'South 南门店' },
    ])
    .returning();
  ids.shopA1 = a1!.id;
  ids.shopA2 = a2!.id;
  ids.shopB1 = b1!.id;
  await db
    .insert(inspectorAssignments)
    .values({ userId: inspector.id, companyId: companyA.id, shopId: a1!.id });

  const scale = async (shopId: number, companyId: number, name: string, extra: object = {}) => {
    const [row] = await db
      .insert(scales)
      .values({ companyId, shopId, scaleName: name, ...extra })
      .returning();
    return row!.id;
  };
  ids.valid = await scale(a1!.id, companyA.id, 'A valid', { softwareId: 'SW 1.2' });
  ids.due = await scale(a1!.id, companyA.id, 'B due', { modelCode: 'TM-A10' });
  ids.overdue = await scale(a1!.id, companyA.id, 'C overdue');
  ids.failed = await scale(a2!.id, companyA.id, 'D failed');
  ids.retired = await scale(a2!.id, companyA.id, 'E retired', {
    retiredTime: new Date('2026-10-01T00:00:00Z'),
  });
  ids.lastDay = await scale(a2!.id, companyA.id, 'F last day');
  ids.other = await scale(b1!.id, companyB.id, 'G other');

  const record = (
    scaleId: number,
    shopId: number,
    companyId: number,
    nextDueOn: string,
    result = 'pass',
  ) => ({
    companyId,
    scaleId,
    shopId,
    verifiedOn: '2026-01-10',
    body: '市计量所',
    result: result as 'pass' | 'fail',
    nextDueOn,
  });
  await db.insert(scaleVerifications).values([
    record(ids.valid, a1!.id, companyA.id, '2027-06-01'),
    record(ids.due, a1!.id, companyA.id, '2026-12-20'),
    record(ids.overdue, a1!.id, companyA.id, '2026-11-20'),
    record(ids.failed, a2!.id, companyA.id, '2027-01-10', 'fail'),
    // Shanghai's 27th, Los Angeles' 26th: due today there, so still due (not overdue).
    record(ids.lastDay, a2!.id, companyA.id, '2026-11-26'),
    record(ids.other, b1!.id, companyB.id, '2027-03-01'),
  ]);
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  await db.insert(scaleSyncStatus).values([
    {
      scaleId: ids.valid,
      state: 'in_step',
      stateSince: ago(600),
      lastContact: ago(1),
      lastDeltaSync: ago(30),
      firmware: 'V2.31',
      lastSalesUpload: ago(10),
    },
    {
      scaleId: ids.due,
      state: 'unreachable',
      stateSince: ago(120),
      lastContact: ago(2),
      lastFullSync: ago(200),
      error: '连接超时 / timed out',
      errorTime: ago(2),
    },
    // Its bridge has been silent for an hour: offline.
    {
      scaleId: ids.overdue,
      state: 'in_step',
      stateSince: ago(900),
      lastContact: ago(60),
      lastDeltaSync: ago(61),
    },
    { scaleId: ids.other, state: 'error', stateSince: ago(5), lastContact: ago(1) },
  ]);
  await db.insert(bridges).values({
    companyId: companyA.id,
    shopId: a1!.id,
    name: '收银台电脑',
    version: '0.3.0',
    tokenHash: 'fleet-test-bridge',
    scaleIds: [ids.valid, ids.due],
    lastSeen: ago(0.5),
  });

  for (const [key, user] of Object.entries({ admin, owner, clerk, inspector, otherOwner }))
    tokens[key as keyof typeof tokens] = await signIn(t.app, user.username!, user.password);
  // An open work order on the overdue scale (the shop reports it), and a closed one on the valid scale.
  const submit = async (scaleId: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/management/work_orders',
      headers: tokenHeader(tokens.owner),
      payload: {
        scale_id: scaleId,
        type: 'repair',
        title: '显示屏不亮',
        contact_person: '小张',
        contact_phone: '13800000001',
      },
    });
    return response.json().data;
  };
  await submit(ids.overdue);
  const done = await submit(ids.valid);
  await t.app.inject({
    method: 'POST',
    url: `/api/management/work_orders/${done.id}/transitions`,
    headers: tokenHeader(tokens.owner),
    payload: { action: 'cancel', version: done.version, comment: '已自行修好' },
  });
});
afterAll(() => t.close());

describe('the fleet list', () => {
  it('shows an administrator every scale of every company, by company, shop and name, with its facts', async () => {
    const all = await call('admin', '/api/management/fleet/scales?per_page=100');
    expect(all.code, all.msg).toBe(1);
    expect(all.data.meta.total).toBe(7);
    const rows = all.data.list as Answer[];
    // Alpha before Beta, East before West, then names.
    expect(rows.map((row) => row.company.id)).toEqual([...Array(6).fill(ids.companyA), ids.companyB]);
    expect(names(all)).toEqual([
      'A valid',
      'B due',
      'C overdue',
      'D failed',
      'E retired',
      'F last day',
      'G other',
    ]);
    const valid = rows.find((row) => row.id === ids.valid);
    expect(valid).toEqual({
      id: ids.valid,
      name: 'A valid',
      model_code: 'TM-Aa',
      company: { id: ids.companyA, name: expect.any(String) },
      shop: { id: ids.shopA1, name: 'East 东门店' },
      online: true,
      sync_state: 'in_step',
      last_contact: new Date(now.getTime() - MINUTE).toISOString(),
      last_in_step: new Date(now.getTime() - MINUTE).toISOString(),
      last_sales_upload: new Date(now.getTime() - 10 * MINUTE).toISOString(),
      software: { read: 'V2.31', entered: 'SW 1.2' },
      verification: {
        status: 'valid',
        verified_on: '2026-01-10',
        next_due_on: '2027-06-01',
        body: '市计量所',
      },
      open_work_orders: 0,
      retired_time: null,
    });
    const due = rows.find((row) => row.id === ids.due);
    expect(due).toMatchObject({
      online: true,
      sync_state: 'unreachable',
      last_in_step: new Date(now.getTime() - 200 * MINUTE).toISOString(),
      software: { read: null, entered: null },
      verification: { status: 'due' },
    });
    const overdue = rows.find((row) => row.id === ids.overdue);
    expect(overdue).toMatchObject({
      online: false,
      open_work_orders: 1,
      verification: { status: 'overdue' },
    });
    // Never reported, never verified: nothing invented.
    const retired = rows.find((row) => row.id === ids.retired);
    expect(retired).toMatchObject({
      online: false,
      sync_state: null,
      last_contact: null,
      last_in_step: null,
      software: { read: null, entered: null },
      verification: { status: 'never', verified_on: null, next_due_on: null, body: null },
      retired_time: '2026-10-01T00:00:00.000Z',
    });
    // Due on the 26th: the Los Angeles shop's today, so due, not overdue.
    expect(rows.find((row) => row.id === ids.lastDay).verification.status).toBe('due');
  });

  it('filters in the query: company, shop, model, online, sync state, status, open work orders, retired, names, software', async () => {
    const list = (query: string) => call('admin', `/api/management/fleet/scales?per_page=100&${query}`);
    const idsOf = async (query: string) => {
      const answer = await list(query);
      expect(answer.code, answer.msg).toBe(1);
      expect(answer.data.meta.total).toBe(answer.data.list.length);
      return (answer.data.list as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
    };
    const sorted = (...values: number[]) => values.sort((a, b) => a - b);
    expect(await idsOf(`company_id=${ids.companyB}`)).toEqual([ids.other]);
    expect(await idsOf(`shop_id=${ids.shopA2}`)).toEqual(sorted(ids.failed, ids.retired, ids.lastDay));
    expect(await idsOf('model_code=TM-A10')).toEqual([ids.due]);
    expect(await idsOf('online=true')).toEqual(sorted(ids.valid, ids.due, ids.other));
    expect(await idsOf('online=false')).toEqual(sorted(ids.overdue, ids.failed, ids.retired, ids.lastDay));
    expect(await idsOf('sync_state=unreachable')).toEqual([ids.due]);
    expect(await idsOf('sync_state=never')).toEqual(sorted(ids.failed, ids.retired, ids.lastDay));
    expect(await idsOf('verification_status=valid')).toEqual(sorted(ids.valid, ids.other));
    expect(await idsOf('verification_status=due')).toEqual(sorted(ids.due, ids.lastDay));
    expect(await idsOf('verification_status=overdue')).toEqual([ids.overdue]);
    expect(await idsOf('verification_status=failed')).toEqual([ids.failed]);
    expect(await idsOf('verification_status=never')).toEqual([ids.retired]);
    expect(await idsOf('has_open_work_orders=true')).toEqual([ids.overdue]);
    expect((await idsOf('has_open_work_orders=false')).length).toBe(6);
    expect(await idsOf('retired=true')).toEqual([ids.retired]);
    expect((await idsOf('retired=false')).length).toBe(6);
    expect(await idsOf(`name=${encodeURIComponent('西门')}`)).toEqual(
      sorted(ids.failed, ids.retired, ids.lastDay),
    );
    expect(await idsOf(`name=${encodeURIComponent('other')}`)).toEqual([ids.other]);
    expect(await idsOf(`name=${encodeURIComponent('公司')}`)).toHaveLength(7);
    // Software: as entered (SW 1.2) or as the bridge read it (V2.31), any case; never an invented one.
    expect(await idsOf(`software=${encodeURIComponent('sw 1.2')}`)).toEqual([ids.valid]);
    expect(await idsOf('software=v2.3')).toEqual([ids.valid]);
    expect(await idsOf('software=V9')).toEqual([]);
    expect(await idsOf(`verification_status=due&shop_id=${ids.shopA1}&online=true`)).toEqual([ids.due]);
    // By next due day first when a status is asked for.
    const due = await list('verification_status=due');
    expect(names(due)).toEqual(['F last day', 'B due']);
  });

  it('pages with the house’s page and per_page, the total exact', async () => {
    const first = await call('admin', '/api/management/fleet/scales?page=1&per_page=3');
    const third = await call('admin', '/api/management/fleet/scales?page=3&per_page=3');
    expect(first.data.meta).toEqual({ total: 7, page: 1, per_page: 3 });
    expect(names(first)).toEqual(['A valid', 'B due', 'C overdue']);
    expect(names(third)).toEqual(['G other']);
  });

  it('refuses company people (403) and bad filters (validation envelope)', async () => {
    for (const who of ['owner', 'clerk', 'otherOwner'] as const) {
      for (const path of ['scales', 'summary', 'scales/export', `scales/${ids.valid}`]) {
        const answer = await call(who, `/api/management/fleet/${path}`);
        expect(answer.status, `${who} ${path}`).toBe(403);
      }
    }
    for (const query of [
      'verification_status=soon',
      'online=yes',
      'company_id=0',
      'sync_state=off',
      'per_page=1000',
    ]) {
      const answer = await call('admin', `/api/management/fleet/scales?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.data.dahua_error).toBe('ERCO000002');
    }
  });

  it('shows an inspector only the shop assigned to them', async () => {
    const mine = await call('inspector', '/api/management/fleet/scales?per_page=100');
    expect(mine.code, mine.msg).toBe(1);
    expect(mine.data.list.map((row: { shop: { id: number } }) => row.shop.id)).toEqual([
      ids.shopA1,
      ids.shopA1,
      ids.shopA1,
    ]);
    // Naming another shop or company filters within the scope: nothing more.
    expect(
      (await call('inspector', `/api/management/fleet/scales?company_id=${ids.companyB}`)).data.meta.total,
    ).toBe(0);
    expect(
      (await call('inspector', `/api/management/fleet/scales?shop_id=${ids.shopA2}`)).data.meta.total,
    ).toBe(0);
    const summary = await call('inspector', '/api/management/fleet/summary');
    expect(summary.data.total).toBe(3);
    expect((await call('inspector', `/api/management/fleet/scales/${ids.valid}`)).code).toBe(1);
    for (const id of [ids.failed, ids.other]) {
      const answer = await call('inspector', `/api/management/fleet/scales/${id}`);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.data)).not.toContain('other');
    }
  });
});

describe('the fleet summary', () => {
  it('counts per status under the other filters, and online, open work orders and the total under all', async () => {
    const all = await call('admin', '/api/management/fleet/summary');
    expect(all.code, all.msg).toBe(1);
    expect(all.data).toEqual({
      total: 7,
      online: 3,
      offline: 4,
      with_open_work_orders: 1,
      by_status: { valid: 2, due: 2, overdue: 1, failed: 1, never: 1 },
    });
    const companyA = await call(
      'admin',
      `/api/management/fleet/summary?company_id=${ids.companyA}&verification_status=due`,
    );
    expect(companyA.data).toEqual({
      total: 2,
      online: 1,
      offline: 1,
      with_open_work_orders: 0,
      by_status: { valid: 1, due: 2, overdue: 1, failed: 1, never: 1 },
    });
  });
});

describe('one scale of the fleet', () => {
  it('answers its facts with the bridge, the last sync error and its work orders', async () => {
    const due = await call('admin', `/api/management/fleet/scales/${ids.due}`);
    expect(due.code, due.msg).toBe(1);
    expect(due.data).toMatchObject({
      id: ids.due,
      time_zone: 'Asia/Shanghai',
      sync: {
        error: '连接超时 / timed out',
        error_time: new Date(now.getTime() - 2 * MINUTE).toISOString(),
        last_full_sync: new Date(now.getTime() - 200 * MINUTE).toISOString(),
      },
      bridges: [{ name: '收银台电脑', version: '0.3.0', online: true }],
      work_orders: [],
    });
    const valid = await call('admin', `/api/management/fleet/scales/${ids.valid}`);
    expect(valid.data.work_orders).toEqual([
      expect.objectContaining({ status: 'cancelled', type: 'repair', title: '显示屏不亮' }),
    ]);
    const lastDay = await call('admin', `/api/management/fleet/scales/${ids.lastDay}`);
    expect(lastDay.data).toMatchObject({ time_zone: 'America/Los_Angeles', bridges: [] });
    expect((await call('admin', '/api/management/fleet/scales/999999')).status).toBe(404);
  });
});

describe('the fleet export', () => {
  it('is the filtered list as xlsx, headed in the caller’s language', async () => {
    const answer = await call(
      'admin',
      `/api/management/fleet/scales/export?company_id=${ids.companyA}`,
      'en',
    );
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 4)).toEqual(['Company', 'Shop', 'Scale', 'Scale id']);
    expect(sheet.rowCount).toBe(7);
    const due = values(3);
    expect(due[2]).toBe('B due');
    expect(due).toContain('due within 30 days');
    expect(due).toContain('unreachable');
    const chinese = await call(
      'admin',
      `/api/management/fleet/scales/export?verification_status=failed`,
      'ch',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(chinese.response.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!;
    expect(rows.rowCount).toBe(2);
    expect((rows.getRow(1).values as unknown[])[1]).toBe('公司');
    expect(rows.getRow(2).values as unknown[]).toContain('不合格');
  });
});
