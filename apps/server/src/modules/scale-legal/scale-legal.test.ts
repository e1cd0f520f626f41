import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inspectorAssignments,
  scaleSyncStatus,
  scales,
  shops,
  users,
  workOrders,
} from '../../db/schema/index.js';
import { sqlStateOf } from '../../lib/pg-errors.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import * as fixtures from '../../test/image-fixtures.js';
import { multipartBody } from '../../test/multipart.js';
import { scaleFixtures } from '../../test/scale-fixtures.js';
import { issueDeviceCredential } from '../scales/service.js';

let t: TestApp;
let dataDir: string;
let f: ReturnType<typeof scaleFixtures>;
/** 2026-11-27 12:00 in Shanghai. */
const NOW = new Date('2026-11-27T04:00:00Z');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'scale-legal-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  t.ctx.clock = () => NOW;
  f = scaleFixtures(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...tokenHeader(token), ...(lang ? { lang } : {}) },
    ...(payload ? { payload } : {}),
  });

const record = (scaleId: number, token: string, body: object, lang?: string) =>
  call('POST', `/api/management/scales/${scaleId}/verifications`, token, body, lang);
const records = (scaleId: number, token: string) =>
  call('GET', `/api/management/scales/${scaleId}/verifications`, token);
const event = (scaleId: number, token: string, body: object) =>
  call('POST', `/api/management/scales/${scaleId}/events`, token, body);
const events = (scaleId: number, token: string, query = '') =>
  call('GET', `/api/management/scales/${scaleId}/events${query}`, token);

const PASS = {
  verified_on: '2026-11-20',
  body: '市计量检定所',
  certificate_no: 'JD-2026-001',
  result: 'pass',
};

async function uploadedImage(token: string): Promise<string> {
  const { payload, headers } = multipartBody([
    { name: 'file', filename: 'certificate.png', contentType: 'image/png', data: fixtures.png },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/management/files/upload',
    headers: { ...headers, ...tokenHeader(token) },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.url;
}

describe('verification records and corrections', () => {
  it('records who entered what, newest first, with the status and the record that counts', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    const url = await uploadedImage(company.owner);
    const first = await record(scale.id, company.owner, {
      ...PASS,
      seal_numbers: 'S-1, S-2',
      attachments: [{ url, kind: 'image', name: 'certificate.png' }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      scale_id: scale.id,
      shop_id: company.firstShop.id,
      shop_name: '一号店',
      verified_on: '2026-11-20',
      next_due_on: '2027-11-20', // one year on by default
      result: 'pass',
      seal_numbers: 'S-1, S-2',
      attachments: [{ url, kind: 'image', name: 'certificate.png' }],
      corrects_id: null,
      corrected_by_id: null,
      created_by: { id: company.ownerId },
    });
    expect(first.json().data.created_by.name).not.toBe('');
    const later = await record(scale.id, company.owner, {
      ...PASS,
      verified_on: '2026-11-25',
      next_due_on: '2026-12-20',
    });
    expect(later.statusCode, later.body).toBe(200);

    const answer = (await records(scale.id, company.owner)).json().data;
    expect(answer.today).toBe('2026-11-27');
    // The newest record counts: due on 20 December, 23 days left (within 30: due).
    expect(answer.status).toBe('due');
    expect(answer.current).toMatchObject({
      verification_id: later.json().data.id,
      next_due_on: '2026-12-20',
      days_left: 23,
    });
    expect(answer.list.map((r: { id: number }) => r.id)).toEqual([
      later.json().data.id,
      first.json().data.id,
    ]);

    // Each record has its verification event in the log.
    const log = (await events(scale.id, company.owner)).json().data;
    expect(log.list.map((e: { kind: string }) => e.kind)).toEqual(['verification', 'verification']);
    expect(log.list[0]).toMatchObject({
      verification: { id: later.json().data.id, verified_on: '2026-11-25', result: 'pass' },
      created_by: { id: company.ownerId },
    });
  });

  it('a correction replaces the record it names; a second correction of the same record is refused (409)', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    const wrong = (await record(scale.id, company.owner, PASS)).json().data;
    const fix = await record(scale.id, company.owner, {
      ...PASS,
      result: 'fail',
      note: '结果录错，实为不合格',
      corrects_id: wrong.id,
    });
    expect(fix.statusCode, fix.body).toBe(200);
    expect(fix.json().data.corrects_id).toBe(wrong.id);

    const answer = (await records(scale.id, company.owner)).json().data;
    // The corrected record no longer counts (the view): the correction's fail does.
    expect(answer.status).toBe('failed');
    expect(answer.current.verification_id).toBe(fix.json().data.id);
    const listed = answer.list.find((r: { id: number }) => r.id === wrong.id);
    expect(listed.corrected_by_id).toBe(fix.json().data.id);

    for (const lang of ['zh', 'en']) {
      const again = await record(scale.id, company.owner, { ...PASS, corrects_id: wrong.id }, lang);
      expect(again.statusCode).toBe(409);
      expect(again.json().data.dahua_error).toBe('ERCO001300');
      expect(again.json().data.fields[0].field).toBe('corrects_id');
      expect(again.json().msg).toContain(String(fix.json().data.id));
      expect(again.json().msg).toMatch(lang === 'en' ? /already been corrected/ : /已被更正/);
    }
    // Correcting the correction is the way on.
    const third = await record(scale.id, company.owner, { ...PASS, corrects_id: fix.json().data.id });
    expect(third.statusCode, third.body).toBe(200);
    expect((await records(scale.id, company.owner)).json().data.status).toBe('valid');
  });

  it('two corrections of one record at once: one goes through, the other is refused', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    const wrong = (await record(scale.id, company.owner, PASS)).json().data;
    const answers = await Promise.all(
      [1, 2, 3].map(() => record(scale.id, company.owner, { ...PASS, corrects_id: wrong.id })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('a correction must name a record of the same scale; another company’s answers 404', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    const other = await f.scale(company.firstShop.id, company.id, { scaleName: '二号秤' });
    const ofOther = (await record(other.id, company.owner, PASS)).json().data;
    const wrongScale = await record(scale.id, company.owner, { ...PASS, corrects_id: ofOther.id });
    expect(wrongScale.statusCode).toBe(400);
    expect(wrongScale.json().data.dahua_error).toBe('ERCO001301');

    const stranger = await f.company();
    const theirScale = await f.scale(stranger.firstShop.id, stranger.id);
    const theirs = (await record(theirScale.id, stranger.owner, PASS)).json().data;
    const foreign = await record(scale.id, company.owner, { ...PASS, corrects_id: theirs.id });
    expect(foreign.statusCode).toBe(404);
    const missing = await record(scale.id, company.owner, { ...PASS, corrects_id: 999_999 });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a day after the shop’s today, a next due day not after the verification, bad fields', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    const future = await record(scale.id, company.owner, { ...PASS, verified_on: '2026-11-28' });
    expect(future.statusCode).toBe(400);
    expect(future.json().data).toMatchObject({
      dahua_error: 'ERCO000002',
      fields: [{ field: 'verified_on' }],
    });
    // Today on the shop's calendar is fine.
    expect((await record(scale.id, company.owner, { ...PASS, verified_on: '2026-11-27' })).statusCode).toBe(
      200,
    );

    const early = await record(scale.id, company.owner, { ...PASS, next_due_on: '2026-11-20' });
    expect(early.statusCode).toBe(400);
    expect(early.json().data.fields[0].field).toBe('next_due_on');
    for (const body of [
      { ...PASS, verified_on: '2026-02-30' },
      { ...PASS, body: '  ' },
      { ...PASS, result: 'maybe' },
      { ...PASS, attachments: [{ url: '/uploads/x.png', kind: 'video' }] },
    ]) {
      const refused = await record(scale.id, company.owner, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().data.dahua_error).toBe('ERCO000002');
    }
  });

  it('a Los Angeles shop’s today is still the 26th', async () => {
    const company = await f.company();
    const [shop] = await t.ctx.db
      .insert(shops)
      .values({ companyId: company.id, name: '洛杉矶店', timeZone: 'America/Los_Angeles' })
      .returning();
    const scale = await f.scale(shop!.id, company.id);
    const refused = await record(scale.id, company.owner, { ...PASS, verified_on: '2026-11-27' });
    expect(refused.statusCode).toBe(400);
    expect((await records(scale.id, company.owner)).json().data.today).toBe('2026-11-26');
  });
});

describe('who may enter and read', () => {
  it('owners, managers and administrators enter; staff read only (403); another company sees nothing (404)', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    const manager = await company.join('MANAGER');
    const staff = await company.join('USER');
    expect((await record(scale.id, manager, PASS)).statusCode).toBe(200);
    const refused = await record(scale.id, staff, PASS);
    expect(refused.statusCode).toBe(403);
    expect((await event(scale.id, staff, { kind: 'note', note: '看看' })).statusCode).toBe(403);
    expect((await records(scale.id, staff)).statusCode).toBe(200);
    expect((await events(scale.id, staff)).statusCode).toBe(200);

    const admin = await buildUser(t.ctx, { role: 'ADMIN' });
    const adminToken = await signIn(t.app, admin.username!, admin.password);
    expect((await record(scale.id, adminToken, PASS)).statusCode).toBe(200);

    const stranger = await f.company();
    for (const response of [
      await records(scale.id, stranger.owner),
      await events(scale.id, stranger.owner),
      await record(scale.id, stranger.owner, PASS),
      await event(scale.id, stranger.owner, { kind: 'note', note: 'x' }),
      await records(999_999, company.owner),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('市计量检定所');
    }
    const loner = await buildUser(t.ctx);
    const lonerToken = await signIn(t.app, loner.username!, loner.password);
    expect((await records(scale.id, lonerToken)).statusCode).toBe(404);
  });
});

describe('an inspector', () => {
  it('reads the records, the log and the due list of an assigned shop only, and writes nothing', async () => {
    const company = await f.company();
    const assigned = await f.scale(company.firstShop.id, company.id);
    const otherShop = await company.shop('二号店');
    const elsewhere = await f.scale(otherShop.id, company.id);
    for (const scale of [assigned, elsewhere]) await record(scale.id, company.owner, PASS);
    const inspector = await buildUser(t.ctx, { role: 'INSPECTOR' });
    await t.ctx.db
      .insert(inspectorAssignments)
      .values({ userId: inspector.id, companyId: company.id, shopId: company.firstShop.id });
    const token = await signIn(t.app, inspector.username!, inspector.password);
    const answer = await records(assigned.id, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.list).toHaveLength(1);
    expect((await events(assigned.id, token)).statusCode).toBe(200);
    expect((await records(elsewhere.id, token)).statusCode).toBe(404);
    expect((await events(elsewhere.id, token)).statusCode).toBe(404);
    const due = (await call('GET', '/api/management/verifications/due?within_days=366', token)).json().data;
    expect(due.list.map((row: { scale_id: number }) => row.scale_id)).toEqual([assigned.id]);
    expect((await record(assigned.id, token, PASS)).statusCode).toBe(403);
    expect((await event(assigned.id, token, { kind: 'note', note: '看看' })).statusCode).toBe(403);
  });
});

describe('attachments', () => {
  it('only addresses our storage issued, each of the kind it is', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    const url = await uploadedImage(company.owner);
    for (const [bad, field] of [
      [{ url: 'https://elsewhere.example/cert.png', kind: 'image' }, 'attachments.0.url'],
      [{ url: 'javascript:alert(1)', kind: 'image' }, 'attachments.0.url'],
      [{ url: '/uploads/../secret.png', kind: 'image' }, 'attachments.0.url'],
    ] as const) {
      for (const send of [
        () => record(scale.id, company.owner, { ...PASS, attachments: [bad] }, 'en'),
        () => event(scale.id, company.owner, { kind: 'calibration', note: '校准', attachments: [bad] }),
      ]) {
        const refused = await send();
        expect(refused.statusCode).toBe(400);
        expect(refused.json().data.fields[0].field).toBe(field);
      }
    }
    const english = await record(
      scale.id,
      company.owner,
      { ...PASS, attachments: [{ url: 'https://x.example/a.png', kind: 'image' }] },
      'en',
    );
    expect(english.json().data.fields[0].message).toBe('must be a file uploaded here');
    const mismatch = await record(scale.id, company.owner, { ...PASS, attachments: [{ url, kind: 'pdf' }] });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data.fields[0].field).toBe('attachments.0.kind');
    const fine = await event(scale.id, company.owner, {
      kind: 'seal_replaced',
      note: '更换铅封',
      attachments: [{ url, kind: 'image' }],
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data.attachments).toEqual([{ url, kind: 'image' }]);
  });
});

describe('the event log', () => {
  it('takes what a person enters, pages newest first and filters by kind', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    for (const [i, kind] of (['calibration', 'seal_broken', 'seal_replaced', 'note'] as const).entries()) {
      const response = await event(scale.id, company.owner, {
        kind,
        note: `第${i}件事`,
        occurred_at: `2026-11-2${i}T08:00:00+08:00`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ kind, created_by: { id: company.ownerId } });
    }
    const page = (await events(scale.id, company.owner, '?per_page=2')).json().data;
    expect(page.meta.total).toBe(4);
    expect(page.list.map((e: { kind: string }) => e.kind)).toEqual(['note', 'seal_replaced']);
    expect(page.list[0].occurred_at).toBe('2026-11-23T00:00:00.000Z');
    const seals = (await events(scale.id, company.owner, '?kind=seal_broken')).json().data;
    expect(seals.list).toHaveLength(1);
    // Verification and moved are not entered as events.
    for (const kind of ['verification', 'moved', 'bogus']) {
      expect((await event(scale.id, company.owner, { kind, note: 'x' })).statusCode).toBe(400);
    }
    // Not in the future (a few minutes of clock skew aside).
    const future = await event(scale.id, company.owner, {
      kind: 'note',
      note: '明天的事',
      occurred_at: '2026-11-28T12:00:00+08:00',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().data.fields[0].field).toBe('occurred_at');
    // No time: now (the clock).
    const now = await event(scale.id, company.owner, { kind: 'note', note: '现在' });
    expect(now.json().data.occurred_at).toBe(NOW.toISOString());
  });

  it('a software change records before and after and sets the entered identification', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    expect((await event(scale.id, company.owner, { kind: 'software_change', note: '升级' })).statusCode).toBe(
      400,
    );
    expect(
      (await event(scale.id, company.owner, { kind: 'note', note: 'x', software_after: 'V2' })).statusCode,
    ).toBe(400);
    // Before: nothing known yet.
    const first = await event(scale.id, company.owner, {
      kind: 'software_change',
      note: '首次登记',
      software_after: 'TM-A V1.0 CRC 1A2B',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ software_before: null, software_after: 'TM-A V1.0 CRC 1A2B' });
    const [row] = await t.ctx.db.select().from(scales).where(eq(scales.id, scale.id));
    expect(row!.softwareId).toBe('TM-A V1.0 CRC 1A2B');
    // Before defaults to what is known (the entered identification).
    const second = await event(scale.id, company.owner, {
      kind: 'software_change',
      note: '升级',
      software_after: 'TM-A V1.1',
    });
    expect(second.json().data).toMatchObject({
      software_before: 'TM-A V1.0 CRC 1A2B',
      software_after: 'TM-A V1.1',
    });
  });

  it('before defaults to the bridge’s reading when nothing was entered', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    await t.ctx.db.insert(scaleSyncStatus).values({ scaleId: scale.id, firmware: 'FW 3.2' });
    const change = await event(scale.id, company.owner, {
      kind: 'software_change',
      note: '升级',
      software_after: 'FW 3.3',
    });
    expect(change.json().data).toMatchObject({ software_before: 'FW 3.2', software_after: 'FW 3.3' });
  });

  it('a repair links a work order of this scale only; retiring marks the scale once', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    const other = await f.scale(company.firstShop.id, company.id, { scaleName: '二号秤' });
    const [mine, notMine] = await t.ctx.db
      .insert(workOrders)
      .values(
        [scale, other].map((s, i) => ({
          number: `WO-20261127-90${i}${company.id}`,
          companyId: company.id,
          shopId: company.firstShop.id,
          scaleId: s.id,
          type: 'fault',
          priority: 'normal',
          title: `坏了 ${i}`,
          contactPerson: '张三',
          contactPhone: '13900000000',
          responseHours: 4,
          resolutionHours: 24,
        })),
      )
      .returning();
    const repair = await event(scale.id, company.owner, {
      kind: 'repair',
      note: '换传感器',
      work_order_id: mine!.id,
    });
    expect(repair.statusCode, repair.body).toBe(200);
    expect(repair.json().data.work_order).toEqual({ id: mine!.id, number: mine!.number, title: '坏了 0' });
    const wrong = await event(scale.id, company.owner, {
      kind: 'repair',
      note: 'x',
      work_order_id: notMine!.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields[0].field).toBe('work_order_id');
    expect(
      (await event(scale.id, company.owner, { kind: 'repair', note: 'x', work_order_id: 999_999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await event(scale.id, company.owner, { kind: 'note', note: 'x', work_order_id: mine!.id })).statusCode,
    ).toBe(400);

    const retired = await event(scale.id, company.owner, {
      kind: 'retired',
      note: '报废',
      occurred_at: '2026-11-26T10:00:00+08:00',
    });
    expect(retired.statusCode, retired.body).toBe(200);
    const [row] = await t.ctx.db.select().from(scales).where(eq(scales.id, scale.id));
    expect(row!.retiredTime?.toISOString()).toBe('2026-11-26T02:00:00.000Z');
    const again = await event(scale.id, company.owner, { kind: 'retired', note: '再报废' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.dahua_error).toBe('ERCO001302');
    expect(again.json().msg).toContain('2026-11-26');
  });
});

describe('append-only at the database', () => {
  it('refuses UPDATE and DELETE of records and events, whoever sends them', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    await record(scale.id, company.owner, PASS);
    await event(scale.id, company.owner, { kind: 'note', note: '一件事' });
    for (const statement of [
      sql`update scale_events set note = 'changed' where scale_id = ${scale.id}`,
      sql`delete from scale_events where scale_id = ${scale.id}`,
      sql`update scale_verifications set result = 'fail' where scale_id = ${scale.id}`,
      sql`delete from scale_verifications where scale_id = ${scale.id}`,
    ]) {
      const error = await t.ctx.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, String(statement.queryChunks[0])).not.toBeNull();
      expect(sqlStateOf(error)).toBe('P0001');
    }
    const answer = (await records(scale.id, company.owner)).json().data;
    expect(answer.list).toHaveLength(1);
    expect(answer.list[0].result).toBe('pass');
    expect((await events(scale.id, company.owner)).json().data.meta.total).toBe(2);
    // A scale with a legal history is not deleted (retired instead): 409, nothing lost.
    const removed = await call('DELETE' as Method, `/api/management/scales/${scale.id}`, company.owner);
    expect(removed.statusCode).toBe(409);
  });
});

describe('events the system writes', () => {
  it('a scale moved to another shop: moved, from and to, by nobody', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    const second = await company.shop('二号店');
    const moved = await call('PUT', `/api/management/scales/${scale.id}`, company.owner, {
      shop_id: second.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // An edit that keeps the shop writes nothing.
    await call('PUT', `/api/management/scales/${scale.id}`, company.owner, { scale_name: '改名' });
    const log = (await events(scale.id, company.owner)).json().data;
    expect(log.list).toHaveLength(1);
    expect(log.list[0]).toMatchObject({
      kind: 'moved',
      shop_id: second.id,
      from_shop: { id: company.firstShop.id, name: '一号店' },
      to_shop: { id: second.id, name: '二号店' },
      created_by: null,
      occurred_at: NOW.toISOString(),
    });
  });

  it('a bridge reading other firmware than before: software_change exactly as read', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    const credential = await issueDeviceCredential(t.ctx.db, scale.id);
    const report = (firmware: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/devices/status',
        headers: { authorization: `Bearer ${credential}` },
        payload: { state: 'in_step', firmware },
      });
    for (const firmware of ['TM-Aa V2.1 ', 'TM-Aa V2.1 ', 'TM-Aa V2.2']) {
      const response = await report(firmware);
      expect(response.statusCode, response.body).toBe(200);
    }
    const log = (await events(scale.id, company.owner)).json().data;
    expect(log.list).toHaveLength(1);
    expect(log.list[0]).toMatchObject({
      kind: 'software_change',
      software_before: 'TM-Aa V2.1 ',
      software_after: 'TM-Aa V2.2',
      created_by: null,
    });
    // A report without firmware changes nothing.
    await t.app.inject({
      method: 'POST',
      url: '/api/devices/status',
      headers: { authorization: `Bearer ${credential}` },
      payload: { state: 'pushing', pushed: 1, total: 2 },
    });
    expect((await events(scale.id, company.owner)).json().data.meta.total).toBe(1);
  });
});

describe('creators', () => {
  it('names who entered a record as the console shows people', async () => {
    const company = await f.company();
    const scale = await f.scale(company.firstShop.id, company.id);
    await t.ctx.db.update(users).set({ nickname: '李检' }).where(eq(users.id, company.ownerId));
    const made = (await record(scale.id, company.owner, PASS)).json().data;
    expect(made.created_by).toEqual({ id: company.ownerId, name: '李检' });
  });
});
