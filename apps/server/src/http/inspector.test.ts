/**
 * The inspector's read-only sweep (issue 27), modelled on isolation.test.ts: every route of the
 * OpenAPI document (routes added later are swept without touching this file) is called by an
 * inspector assigned ONE shop (A1) of company A. Routes open to inspectors carry `x-inspector` in
 * the document (http/auth.ts).
 * - A route not open to inspectors answers 403, whatever the method and body.
 * - Every route open to inspectors is a GET, but signing out.
 * - A GET open to inspectors shows nothing of company B nor of A's other shop (A2): asked with their
 *   ids (404 for a scale of theirs) or with no filter at all, no marker of theirs is in the answer
 *   (xlsx answers are read as sheets).
 * - Afterwards the rows of companies A and B are exactly as they were.
 * Public routes (security: []) are anyone's without a session: not the inspector's to be refused.
 */
import { eq, inArray, or } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyMembers,
  goods,
  inspectorAssignments,
  notices,
  scaleEvents,
  scaleReports,
  scales,
  scaleVerifications,
  shops,
  users,
  workOrders,
} from '../db/schema/index.js';
import { readXlsxRows } from '../lib/sheets/xlsx-reader.js';
import { buildCompanyWith, buildUser, signIn } from '../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../test/harness.js';
import { registerAuthentication } from './auth.js';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  anyOf?: JsonSchema[];
};
type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  'x-inspector'?: boolean;
};

/** What the inspector may see of A1: its shop, scale and records (and company A's name). */
const A1 = {
  shop: 'A1-检查店',
  scale: 'A1-检查秤',
  body: 'A1-检定机构',
  event: 'A1-事件',
  report: 'A1-投诉',
};
/** What it must never see: A's other shop and everything of B's, and A's goods and people. */
const FORBIDDEN = [
  'A2-别店',
  'A2-别秤',
  'A2-检定机构',
  'A2-事件',
  'A2-投诉',
  'BRAVO-公司',
  'BRAVO-店',
  'BRAVO-秤',
  'BRAVO-检定机构',
  'BRAVO-事件',
  'BRAVO-投诉',
  'BRAVO-所有者',
  'ALPHA-商品',
  '13833330002',
];

type Target = {
  companyId: number;
  shopId: number;
  scaleId: number;
  verificationId: number;
  eventId: number;
  reportId: number;
  ownerId: number;
};
let t: TestApp;
let inspectorToken: string;
let inspectorId = 0;
const a1 = {} as Target;
const a2 = {} as Target;
const b = {} as Target;

async function shopWithRecords(
  companyId: number,
  ownerId: number,
  names: { shop: string; scale: string; body: string; event: string; report: string },
  into: Target,
) {
  const [shop] = await t.ctx.db.insert(shops).values({ companyId, name: names.shop }).returning();
  const [scale] = await t.ctx.db
    .insert(scales)
    .values({ companyId, shopId: shop!.id, scaleName: names.scale, softwareId: `${names.scale}-软件` })
    .returning();
  const [verification] = await t.ctx.db
    .insert(scaleVerifications)
    .values({
      companyId,
      scaleId: scale!.id,
      shopId: shop!.id,
      verifiedOn: '2026-06-01',
      body: names.body,
      certificateNo: `${names.body}-证书`,
      result: 'pass',
      nextDueOn: '2027-06-01',
      createdBy: ownerId,
    })
    .returning();
  const [event] = await t.ctx.db
    .insert(scaleEvents)
    .values({
      companyId,
      scaleId: scale!.id,
      shopId: shop!.id,
      kind: 'note',
      occurredAt: new Date('2026-06-02T02:00:00Z'),
      note: names.event,
      createdBy: ownerId,
    })
    .returning();
  const [report] = await t.ctx.db
    .insert(scaleReports)
    .values({
      reference: `R${scale!.id}X${companyId}`,
      companyId,
      shopId: shop!.id,
      scaleId: scale!.id,
      description: names.report,
    })
    .returning();
  Object.assign(into, {
    companyId,
    ownerId,
    shopId: shop!.id,
    scaleId: scale!.id,
    verificationId: verification!.id,
    eventId: event!.id,
    reportId: report!.id,
  });
}

/** Every row of companies A and B that any route could change. */
async function snapshot(): Promise<string> {
  const ids = [a1.companyId, b.companyId];
  const people = [a1.ownerId, b.ownerId, inspectorId];
  const db = t.ctx.db;
  const rows = await Promise.all([
    db.select().from(companies).where(inArray(companies.id, ids)),
    db.select().from(companyMembers).where(inArray(companyMembers.companyId, ids)),
    db.select().from(shops).where(inArray(shops.companyId, ids)),
    db.select().from(scales).where(inArray(scales.companyId, ids)),
    db.select().from(goods).where(inArray(goods.companyId, ids)),
    db.select().from(users).where(inArray(users.id, people)),
    db
      .select()
      .from(notices)
      .where(or(...people.map((id) => eq(notices.userId, id)))),
    db.select().from(scaleVerifications).where(inArray(scaleVerifications.companyId, ids)),
    db.select().from(scaleEvents).where(inArray(scaleEvents.companyId, ids)),
    db.select().from(scaleReports).where(inArray(scaleReports.companyId, ids)),
    db.select().from(workOrders).where(inArray(workOrders.companyId, ids)),
    db.select().from(inspectorAssignments),
  ]);
  return JSON.stringify(rows);
}

beforeAll(async () => {
  t = await createTestApp();
  const ownerA = await buildUser(t.ctx, { phone: '13833330001' });
  const companyA = await buildCompanyWith(t.ctx, ownerA.id, 'OWNER');
  await t.ctx.db.update(companies).set({ name: 'ALPHA-公司' }).where(eq(companies.id, companyA.id));
  await t.ctx.db.insert(goods).values({
    companyId: companyA.id,
    pluNumber: 1,
    itemCode: '1234567',
    name: 'ALPHA-商品',
    unitPriceFen: 999,
  });
  await shopWithRecords(companyA.id, ownerA.id, A1, a1);
  await shopWithRecords(
    companyA.id,
    ownerA.id,
    { shop: 'A2-别店', scale: 'A2-别秤', body: 'A2-检定机构', event: 'A2-事件', report: 'A2-投诉' },
    a2,
  );
  const ownerB = await buildUser(t.ctx, { phone: '13833330002' });
  await t.ctx.db.update(users).set({ nickname: 'BRAVO-所有者' }).where(eq(users.id, ownerB.id));
  const companyB = await buildCompanyWith(t.ctx, ownerB.id, 'OWNER');
  await t.ctx.db.update(companies).set({ name: 'BRAVO-公司' }).where(eq(companies.id, companyB.id));
  await shopWithRecords(
    companyB.id,
    ownerB.id,
    {
      shop: 'BRAVO-店',
      scale: 'BRAVO-秤',
      body: 'BRAVO-检定机构',
      event: 'BRAVO-事件',
      report: 'BRAVO-投诉',
    },
    b,
  );

  const inspector = await buildUser(t.ctx, { role: 'INSPECTOR' });
  inspectorId = inspector.id;
  await t.ctx.db
    .insert(inspectorAssignments)
    .values({ userId: inspector.id, companyId: companyA.id, shopId: a1.shopId });
  inspectorToken = await signIn(t.app, inspector.username!, inspector.password);
});
afterAll(() => t.close());

/** The id of the target's resource a path parameter names, judged by the segment before it. */
function idFor(path: string, param: string, target: Target): number {
  if (/shop/i.test(param)) return target.shopId;
  if (/scale/i.test(param)) return target.scaleId;
  if (/user/i.test(param)) return target.ownerId;
  const segment = path.split(`{${param}}`)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  const bySegment: Record<string, number> = {
    shops: target.shopId,
    scales: target.scaleId,
    companies: target.companyId,
    verifications: target.verificationId,
    events: target.eventId,
    scale_reports: target.reportId,
    reports: target.reportId,
    inspectors: inspectorId,
    users: target.ownerId,
    members: target.ownerId,
  };
  return bySegment[segment] ?? target.companyId;
}

/** A value for a field, aimed at the target wherever the field names something of it. */
function valueFor(name: string, schema: JsonSchema | undefined, target: Target): unknown {
  if (schema?.anyOf)
    return valueFor(
      name,
      schema.anyOf.find((s) => s.type !== 'null'),
      target,
    );
  if (schema?.enum?.length) return schema.enum[0];
  if (name === 'company_id') return target.companyId;
  if (name === 'shop_id') return target.shopId;
  if (name === 'scale_id') return target.scaleId;
  if (name === 'user_id') return target.ownerId;
  const type = Array.isArray(schema?.type) ? schema?.type.find((x) => x !== 'null') : schema?.type;
  if (type === 'integer' || type === 'number') return target.companyId;
  if (type === 'boolean') return true;
  if (type === 'array') return name.endsWith('_ids') ? [target.shopId, target.scaleId] : [];
  if (type === 'object') return objectFor(schema, target);
  return 'sweep';
}

function objectFor(schema: JsonSchema | undefined, target: Target): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema?.properties ?? {}).map(([key, s]) => [key, valueFor(key, s, target)]),
  );
}

/** An answer as text: JSON or HTML as sent, an xlsx read as its cells. */
async function textOf(response: { body: string; rawPayload: Buffer; headers: Record<string, unknown> }) {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) {
    const rows = await readXlsxRows(response.rawPayload);
    expect(rows, 'an xlsx answer reads').not.toBeNull();
    return JSON.stringify(rows);
  }
  return response.body;
}

async function operationsOf() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
}

describe('the inspector’s read-only sweep', () => {
  it('refuses every other route and every write, shows nothing of B or of A’s other shop, changes nothing', async () => {
    const operations = await operationsOf();
    expect(operations.length).toBeGreaterThan(100);
    const before = await snapshot();
    const open = operations.filter(({ op }) => op['x-inspector'] === true);
    const closed = operations.filter(({ op }) => op['x-inspector'] !== true && op.security?.length !== 0);

    // Open to inspectors: reads only, but signing out.
    expect(
      open.filter(({ method }) => method !== 'GET').map(({ method, path }) => `${method} ${path}`),
    ).toEqual(['POST /api/management/users/logout']);

    // Everything else: 403 before anything is read, whatever the body (aimed at A1, at B, or none).
    for (const { path, method, op } of closed) {
      const jsonBody = op.requestBody?.content?.['application/json']?.schema;
      // A1's ids with a body aimed at A1, at B and none; B's ids with none.
      const calls: { target: Target; payload?: Record<string, unknown> | undefined }[] =
        method === 'GET'
          ? [{ target: a1 }, { target: b }]
          : [
              { target: a1, payload: objectFor(jsonBody, a1) },
              { target: a1, payload: objectFor(jsonBody, b) },
              { target: a1 },
              { target: b },
            ];
      for (const { target, payload } of calls) {
        const url = path.replace(/\{(\w+)\}/g, (_, param: string) => String(idFor(path, param, target)));
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: tokenHeader(inspectorToken),
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().data.dahua_error, `${method} ${url}`).toBe('ERCO000005');
      }
    }

    // The reads open to inspectors: nothing of A2's or B's, whether asked by their ids or not at all.
    const seen: string[] = [];
    for (const { path, op } of open.filter(({ method }) => method === 'GET')) {
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
      const cases: { target: Target; query: 'all' | 'required' }[] = [
        { target: a1, query: 'required' },
        { target: a2, query: 'all' },
        { target: b, query: 'all' },
        { target: a2, query: 'required' },
        { target: b, query: 'required' },
      ];
      for (const { target, query: which } of cases) {
        const url = path.replace(/\{(\w+)\}/g, (_, param: string) => String(idFor(path, param, target)));
        const query = new URLSearchParams();
        for (const p of queryParams.filter((q) => which === 'all' || q.required))
          query.set(p.name, String(valueFor(p.name, p.schema, target)));
        const response = await t.app.inject({
          method: 'GET',
          url: query.size ? `${url}?${query}` : url,
          headers: tokenHeader(inspectorToken),
        });
        const label = `GET ${url}?${query}`;
        expect(response.statusCode, `${label} ${response.body}`).not.toBe(500);
        expect(response.statusCode, label).not.toBe(403);
        const text = await textOf(response);
        for (const marker of FORBIDDEN) expect(text, `${label} leaks ${marker}`).not.toContain(marker);
        // A scale of B's or of A2 is not there.
        if (target !== a1 && /\/scales\/\{id\}/.test(path))
          expect(response.statusCode, `${label}: another's scale`).toBe(404);
        if (target === a1 && response.statusCode === 200) seen.push(`${path} ${text}`);
      }
    }

    // Signing out, last: the one write open to an inspector ends only its own session.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/management/users/logout',
      headers: tokenHeader(inspectorToken),
    });
    expect(out.statusCode).toBe(200);
    expect(await snapshot()).toBe(before);

    // The markers are real: what A1 holds does show, where its routes exist yet.
    const shows = (path: string, marker: string) => {
      if (!open.some((o) => o.path === path)) return;
      expect(
        seen.some((s) => s.startsWith(`${path} `) && s.includes(marker)),
        `${path} shows ${marker}`,
      ).toBe(true);
    };
    shows('/api/management/fleet/scales', A1.scale);
    shows('/api/management/fleet/scales/{id}', A1.scale);
    shows('/api/management/scales/{id}/verifications', A1.body);
    shows('/api/management/scales/{id}/events', A1.event);
    shows('/api/management/scale_reports', A1.report);
  }, 120_000);

  it('every write of the document is refused to an inspector even when aimed at its own shop', async () => {
    const token = await signIn(
      t.app,
      (await t.ctx.db.select().from(users).where(eq(users.id, inspectorId)))[0]!.username!,
      // buildUser's password is derived from its sequence: set a known one instead.
      await setPassword(inspectorId, 'Insp@123456'),
    );
    const writes = (await operationsOf()).filter(
      ({ method, op, path }) => method !== 'GET' && op.security?.length !== 0 && !path.endsWith('/logout'),
    );
    expect(writes.length).toBeGreaterThan(50);
    for (const { path, method } of writes) {
      const url = path.replace(/\{(\w+)\}/g, (_, param: string) => String(idFor(path, param, a1)));
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: tokenHeader(token),
        payload: { company_id: a1.companyId, shop_id: a1.shopId, scale_id: a1.scaleId },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  }, 60_000);
});

describe('routes open to inspectors', () => {
  it('must be reads: a write marked open to inspectors stops the server from starting', async () => {
    const app = Fastify();
    registerAuthentication(app, t.ctx);
    app.get('/read', { config: { inspector: true } }, async () => null);
    expect(() => app.post('/write', { config: { inspector: true } }, async () => null)).toThrow(
      'POST /write is a write: it cannot be open to inspectors',
    );
    expect(() =>
      app.put('/api/management/users/logout', { config: { inspector: true } }, async () => null),
    ).toThrow(/cannot be open to inspectors/);
    await app.close();
  });
});

async function setPassword(userId: number, password: string): Promise<string> {
  const { hashPassword } = await import('../lib/password.js');
  await t.ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
  return password;
}
