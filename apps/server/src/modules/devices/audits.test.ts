import { AUDIT_DIFFERENCES_MAX } from '@dahua/shared/contracts/devices';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, SCALE_AUDITS_KEPT, scaleAudits, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';

/** Read-back audits (issue 25 §4): stored, answered with whether to repair, "verify now", the scale and shop pages. */
let t: TestApp;
let owner: string;
let manager: string;
let clerk: string;
let stranger: string;
let companyId: number;
let shopId: number;
let scaleId: number;
let credential: string;
let quietScale: number;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: { lang: 'en', ...(token ? tokenHeader(token) : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function device(method: 'GET' | 'POST', url: string, payload?: unknown, bearer = credential) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${bearer}`, lang: 'en' },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

const difference = (plu: number) => ({
  plu,
  kind: 'differs' as const,
  name: `苹果 ${plu}`,
  fields: [{ field: 'unit_price', scale: '1200', console: '1500' }],
});

async function audit(body: Record<string, unknown>) {
  const { status, body: answer } = await device('POST', '/api/devices/audits', body);
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer.data as { audit_id: number; repair: boolean };
}

const versionNow = async () => (await device('GET', '/api/devices/state')).body.data.version as number;
const feed = async (since: number) => (await device('GET', `/api/devices/changes?since=${since}`)).body.data;
const report = async () => (await call('GET', `/api/management/scales/${scaleId}/device`, owner)).body.data;

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  companyId = company.id;
  owner = await signIn(t.app, user.username!, user.password);
  for (const [role, set] of [
    ['MANAGER', (token: string) => (manager = token)],
    ['USER', (token: string) => (clerk = token)],
  ] as const) {
    const member = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId, userId: member.id, joinType: role });
    set(await signIn(t.app, member.username!, member.password));
  }
  const other = await buildUser(t.ctx);
  await buildCompanyWith(t.ctx, other.id);
  stranger = await signIn(t.app, other.username!, other.password);
  const [shop] = await t.ctx.db.insert(shops).values({ companyId, name: '审计店' }).returning();
  shopId = shop!.id;
  const rows = await t.ctx.db
    .insert(scales)
    .values([
      { companyId, shopId, scaleName: '审计秤', lanHost: '192.168.8.10', lanPort: 4005, modelCode: 'TM-A' },
      { companyId, shopId, scaleName: '安静秤' },
    ])
    .returning();
  scaleId = rows[0]!.id;
  quietScale = rows[1]!.id;
  credential = await issueDeviceCredential(t.ctx.db, scaleId);
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/devices/audits', () => {
  it('stores an audit; differences are repaired at once by default, not when already repaired or none', async () => {
    const first = await audit({
      checked: 10,
      matched: 8,
      version: 3,
      differences: [difference(1), difference(2)],
    });
    expect(first.repair).toBe(true);
    const [row] = await t.ctx.db.select().from(scaleAudits).where(eq(scaleAudits.id, first.audit_id));
    expect(row).toMatchObject({
      scaleId,
      companyId,
      checked: 10,
      matched: 8,
      full: false,
      version: 3,
      repaired: false,
      more: 0,
    });
    expect(row!.differences).toEqual([difference(1), difference(2)]);
    expect(
      (await audit({ checked: 10, matched: 8, differences: [difference(1)], repaired: true })).repair,
    ).toBe(false);
    expect((await audit({ checked: 5, matched: 5 })).repair).toBe(false);
  });

  it('a company that only reports is told not to repair (owners set it; managers may not)', async () => {
    const refused = await call('PUT', `/api/management/companies/${companyId}`, manager, {
      audit_repair: 'report',
    });
    expect(refused.status).toBe(403);
    const bad = await call('PUT', `/api/management/companies/${companyId}`, owner, {
      audit_repair: 'sometimes',
    });
    expect(bad.status).toBe(400);
    const set = await call('PUT', `/api/management/companies/${companyId}`, owner, {
      audit_repair: 'report',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.audit_repair).toBe('report');
    expect((await audit({ checked: 4, matched: 3, differences: [difference(7)] })).repair).toBe(false);
    expect((await report()).audit.repair_mode).toBe('report');
    const back = await call('PUT', `/api/management/companies/${companyId}`, owner, { audit_repair: 'auto' });
    expect(back.body.data.audit_repair).toBe('auto');
    expect((await audit({ checked: 4, matched: 3, differences: [difference(7)] })).repair).toBe(true);
  });

  it('refuses more differences than a report carries, a bad credential, and bad fields', async () => {
    const many = Array.from({ length: AUDIT_DIFFERENCES_MAX + 1 }, (_, i) => difference(i + 1));
    expect(
      (await device('POST', '/api/devices/audits', { checked: 600, matched: 0, differences: many })).status,
    ).toBe(400);
    expect((await device('POST', '/api/devices/audits', { checked: -1, matched: 0 })).status).toBe(400);
    const wrong = await device('POST', '/api/devices/audits', { checked: 1, matched: 1 }, 'x'.repeat(43));
    expect(wrong.status).toBe(401);
    expect(wrong.body.data.dahua_error).toBe('ERCO000800');
  });

  it('keeps only the latest audits of a scale', async () => {
    for (let i = 0; i < SCALE_AUDITS_KEPT + 3; i++) await audit({ checked: 1, matched: 1, version: 100 + i });
    const [kept] = await t.ctx.db
      .select({ n: count() })
      .from(scaleAudits)
      .where(eq(scaleAudits.scaleId, scaleId));
    expect(kept!.n).toBe(SCALE_AUDITS_KEPT);
    expect((await report()).audit.last).toMatchObject({ checked: 1, matched: 1, differences: [] });
  });
});

describe('verify now', () => {
  it('managers ask for it (a clerk may not, another company sees no such scale); the feed says so once', async () => {
    expect((await call('POST', `/api/management/scales/${scaleId}/verify`, clerk)).status).toBe(403);
    expect((await call('POST', `/api/management/scales/${scaleId}/verify`, stranger)).status).toBe(404);
    const since = await versionNow();
    const asked = await call('POST', `/api/management/scales/${scaleId}/verify`, manager);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({ verify_requested: true, repair_mode: 'auto' });

    const changes = await feed(since);
    expect(changes).toMatchObject({ verify: true, full: false, push: false });
    // Past it, the feed no longer asks; a push alone does not ask either.
    expect((await feed(changes.version)).verify).toBe(false);
    await call('POST', `/api/management/scales/${scaleId}/sync`, owner, { full: false });
    const pushed = await feed(changes.version);
    expect(pushed).toMatchObject({ push: true, verify: false });
    // Another scale's feed never hears of it.
    const quiet = await issueDeviceCredential(t.ctx.db, quietScale);
    expect((await device('GET', '/api/devices/changes?since=0', undefined, quiet)).body.data.verify).toBe(
      false,
    );
  });

  it('a whole verification answers it: the scale page shows it verified, the request done', async () => {
    expect((await report()).audit.verify_requested).toBe(true);
    // A rolling sample does not answer a verify.
    await audit({ checked: 3, matched: 3 });
    expect((await report()).audit.verify_requested).toBe(true);
    await audit({ checked: 1234, matched: 1234, full: true });
    const page = await report();
    expect(page).toMatchObject({ lan_host: '192.168.8.10', lan_port: 4005 });
    expect(page.audit).toMatchObject({
      last: { checked: 1234, matched: 1234, full: true, repaired: false, differences: [], more: 0 },
      verified: { checked: 1234, matched: 1234, checked_time: expect.any(String) },
      repair_mode: 'auto',
      verify_requested: false,
    });
  });
});

describe('the shop page', () => {
  it('shows each scale’s model, address, sync, differences and when it was last verified whole', async () => {
    await device('POST', '/api/devices/status', { state: 'in_step', acknowledged_version: 1 });
    await audit({
      checked: 1234,
      matched: 1231,
      full: true,
      differences: [difference(4), difference(5), difference(6)],
    });
    const { status, body } = await call('GET', `/api/management/shops/${shopId}`, clerk);
    expect(status).toBe(200);
    const [audited, quiet] = body.data.scales;
    expect(audited).toMatchObject({
      id: scaleId,
      model_code: 'TM-A',
      lan_host: '192.168.8.10',
      lan_port: 4005,
      sync: expect.objectContaining({ state: 'in_step', acknowledged_version: 1 }),
      differs: 3,
    });
    // The latest whole verification that matched every PLU is the one before.
    const verified = (
      await t.ctx.db.select().from(scaleAudits).where(eq(scaleAudits.scaleId, scaleId))
    ).filter((row) => row.full && row.matched === row.checked);
    const latest = verified.sort((a, b) => b.id - a.id)[0]!;
    expect(audited.verified_time).toBe(latest.checkedTime.toISOString());
    expect(quiet).toMatchObject({
      id: quietScale,
      lan_host: null,
      lan_port: 4001,
      differs: 0,
      verified_time: null,
    });

    // Repaired by the bridge: nothing differs any more.
    await audit({ checked: 3, matched: 0, differences: [difference(4)], repaired: true });
    const after = await call('GET', `/api/management/shops/${shopId}`, clerk);
    expect(after.body.data.scales[0].differs).toBe(0);
  });

  it('another company’s people see no such scale report', async () => {
    expect((await call('GET', `/api/management/scales/${scaleId}/device`, stranger)).status).toBe(404);
  });
});
