/**
 * The tenant-isolation sweep: every route of the OpenAPI document (so routes added later are
 * covered without touching this file) is called by the owner of company B against the ids of
 * company A, with a plausible query and body generated from the route's own schema. No answer
 * may carry A's data, none may be a 500, and afterwards A's rows must be exactly as they were.
 */
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyMembers,
  goods,
  labels,
  notices,
  salesDaily,
  scaleGoods,
  scales,
  shops,
  stockBalances,
  stockDocuments,
  stockLocations,
  suppliers,
  trades,
  users,
  workOrderEvents,
  workOrders,
} from '../db/schema/index.js';
import { createNotice } from '../modules/notices/service.js';
import { issueDeviceCredential } from '../modules/scales/service.js';
import { buildCompanyWith, buildUser, signIn } from '../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../test/harness.js';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
};
type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const MARKERS = [
  'ALPHA-秘密公司',
  'ALPHA-秘密店',
  'ALPHA-秘密秤',
  'ALPHA-所有者',
  'ALPHA-通知',
  'ALPHA-供应商',
  'ALPHA-标签',
  'ALPHA-单据',
  '13811110001',
  '13811110002',
];

let t: TestApp;
let tokenB: string;
const a = {
  companyId: 0,
  shopId: 0,
  scaleId: 0,
  goodsId: 0,
  ownerId: 0,
  clerkId: 0,
  noticeId: 0,
  supplierId: 0,
  receiptId: 0,
  lossId: 0,
  labelId: 0,
  locationId: 0,
  workOrderId: 0,
};

async function snapshotOfA(): Promise<string> {
  const people = [a.ownerId, a.clerkId];
  const rows = await Promise.all([
    t.ctx.db.select().from(companies).where(eq(companies.id, a.companyId)),
    t.ctx.db.select().from(companyMembers).where(eq(companyMembers.companyId, a.companyId)),
    t.ctx.db.select().from(shops).where(eq(shops.companyId, a.companyId)),
    t.ctx.db.select().from(scales).where(eq(scales.companyId, a.companyId)),
    t.ctx.db.select().from(goods).where(eq(goods.companyId, a.companyId)),
    t.ctx.db.select().from(users).where(inArray(users.id, people)),
    t.ctx.db
      .select()
      .from(notices)
      .where(or(...people.map((id) => eq(notices.userId, id)))),
    t.ctx.db.select().from(suppliers).where(eq(suppliers.companyId, a.companyId)),
    t.ctx.db.select().from(stockDocuments).where(eq(stockDocuments.companyId, a.companyId)),
    t.ctx.db.select().from(stockBalances).where(eq(stockBalances.companyId, a.companyId)),
    t.ctx.db.select().from(stockLocations).where(eq(stockLocations.companyId, a.companyId)),
    t.ctx.db.select().from(labels).where(eq(labels.companyId, a.companyId)),
    t.ctx.db.select().from(trades).where(eq(trades.companyId, a.companyId)),
    t.ctx.db.select().from(salesDaily).where(eq(salesDaily.companyId, a.companyId)),
    t.ctx.db.select().from(workOrders).where(eq(workOrders.companyId, a.companyId)),
    t.ctx.db.select().from(workOrderEvents),
  ]);
  return JSON.stringify(rows);
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildUser(t.ctx, { phone: '13811110001' });
  const company = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  await t.ctx.db.update(companies).set({ name: 'ALPHA-秘密公司' }).where(eq(companies.id, company.id));
  await t.ctx.db.update(users).set({ nickname: 'ALPHA-所有者' }).where(eq(users.id, owner.id));
  const clerk = await buildUser(t.ctx, { phone: '13811110002' });
  await t.ctx.db.insert(companyMembers).values({ companyId: company.id, userId: clerk.id, joinType: 'USER' });
  const [shop] = await t.ctx.db
    .insert(shops)
    .values({ companyId: company.id, name: 'ALPHA-秘密店' })
    .returning();
  const [scale] = await t.ctx.db
    .insert(scales)
    .values({ companyId: company.id, shopId: shop!.id, scaleName: 'ALPHA-秘密秤', scaleUuid: 'ALPHA-uuid' })
    .returning();
  const [item] = await t.ctx.db
    .insert(goods)
    .values({
      companyId: company.id,
      pluNumber: 1,
      itemCode: '1234567',
      name: 'ALPHA-秘密商品',
      unitPriceFen: 999,
    })
    .returning();
  await createNotice(t.ctx, { userId: owner.id }, { type: 'notification', title: 'ALPHA-通知' });
  const [notice] = await t.ctx.db.select().from(notices).where(eq(notices.userId, owner.id));
  Object.assign(a, {
    companyId: company.id,
    shopId: shop!.id,
    scaleId: scale!.id,
    goodsId: item!.id,
    ownerId: owner.id,
    clerkId: clerk.id,
    noticeId: notice!.id,
  });

  // Stock and labels of A's: a supplier, a posted receipt, a draft loss, a template.
  const ownerToken = await signIn(t.app, owner.username!, owner.password);
  const post = async (url: string, payload: object) => {
    const answer = (
      await t.app.inject({ method: 'POST', url, headers: tokenHeader(ownerToken), payload })
    ).json();
    if (answer.code !== 1) throw new Error(`${url}: ${answer.msg}`);
    return answer.data;
  };
  const [location] = await t.ctx.db.select().from(stockLocations).where(eq(stockLocations.shopId, shop!.id));
  const supplier = await post('/api/management/suppliers', {
    name: 'ALPHA-供应商',
    phone_number: '13811110001',
  });
  const line = { goods_id: item!.id, quantity: 1000, unit_cost: 500 };
  const receipt = await post('/api/management/receipts', {
    location_id: location!.id,
    supplier_id: supplier.id,
    notes: 'ALPHA-单据',
    lines: [line],
  });
  await post(`/api/management/receipts/${receipt.id}/post`, {});
  const loss = await post('/api/management/losses', {
    location_id: location!.id,
    reason: 'damaged',
    notes: 'ALPHA-单据',
    lines: [line],
  });
  const label = await post(`/api/management/shops/${shop!.id}/labels`, {
    name: 'ALPHA-标签',
    style: JSON.stringify({ size: { width: 40, height: 30 }, itemList: [] }),
    slot: 1,
  });
  // A's sales: a batch from its scale, so trades, rollups and analyses hold A's goods and shop.
  await t.ctx.db.insert(scaleGoods).values({ scaleId: scale!.id, goodsId: item!.id, companyId: company.id });
  const credential = await issueDeviceCredential(t.ctx.db, scale!.id);
  const sold = await t.app.inject({
    method: 'POST',
    url: '/api/devices/trades',
    headers: { authorization: `Bearer ${credential}` },
    payload: {
      records: [
        {
          record_no: 1,
          trade_time: new Date().toISOString(),
          plu: 1,
          weighing_mode: 0,
          weight: 500,
          unit_price: 999,
          total_before_discount: 500,
          total_price: 500,
          ticket_no: 1,
        },
      ],
    },
  });
  if (sold.json().data?.stored !== 1) throw new Error(`sales: ${sold.body}`);
  const workOrder = await post('/api/management/work_orders', {
    scale_id: scale!.id,
    type: 'repair',
    title: 'ALPHA-工单',
    description: 'ALPHA-故障',
    contact_person: 'ALPHA-联系人',
    contact_phone: '13811110001',
  });
  Object.assign(a, {
    supplierId: supplier.id,
    receiptId: receipt.id,
    lossId: loss.id,
    labelId: label.id,
    locationId: location!.id,
    workOrderId: workOrder.id,
  });

  const ownerB = await buildUser(t.ctx, { phone: '13822220001' });
  await buildCompanyWith(t.ctx, ownerB.id, 'OWNER');
  tokenB = await signIn(t.app, ownerB.username!, ownerB.password);
});
afterAll(() => t.close());

/** The id of company A's resource a path parameter names, judged by the segment before it. */
function idFor(path: string, param: string): number {
  if (/shop/i.test(param)) return a.shopId;
  if (/user/i.test(param)) return a.clerkId;
  const segment = path.split(`{${param}}`)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  const bySegment: Record<string, number> = {
    shops: a.shopId,
    scales: a.scaleId,
    goods: a.goodsId,
    notices: a.noticeId,
    members: a.clerkId,
    admins: a.ownerId,
    companies: a.companyId,
    suppliers: a.supplierId,
    receipts: a.receiptId,
    purchase_orders: a.receiptId,
    supplier_returns: a.receiptId,
    transfers: a.lossId,
    losses: a.lossId,
    stocktakes: a.lossId,
    labels: a.labelId,
    stock_locations: a.locationId,
    work_orders: a.workOrderId,
  };
  return bySegment[segment] ?? a.companyId;
}

/** A value for a field, aimed at company A wherever the field names something of A's. */
function valueFor(name: string, schema: JsonSchema | undefined): unknown {
  if (schema?.anyOf)
    return valueFor(
      name,
      schema.anyOf.find((s) => s.type !== 'null'),
    );
  if (schema?.enum?.length) return schema.enum[0];
  if (name === 'company_id') return a.companyId;
  if (name === 'shop_id') return a.shopId;
  if (name === 'goods_id') return a.goodsId;
  if (name === 'location_id' || name === 'to_location_id') return a.locationId;
  if (name === 'supplier_id') return a.supplierId;
  if (name === 'source_id') return a.receiptId;
  if (name === 'user_id') return a.clerkId;
  if (name === 'phone_number') return '13811110002';
  const type = Array.isArray(schema?.type) ? schema?.type.find((x) => x !== 'null') : schema?.type;
  if (type === 'integer' || type === 'number') return a.companyId;
  if (type === 'boolean') return true;
  if (type === 'array') return name.endsWith('_ids') ? [a.shopId, a.scaleId] : [];
  if (type === 'object') return objectFor(schema);
  return 'sweep';
}

function objectFor(schema: JsonSchema | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema?.properties ?? {}).map(([key, s]) => [key, valueFor(key, s)]),
  );
}

/**
 * What a route shows anyone on purpose: the public goods page (/external/qrdetail) names the
 * company that sells the item, as its label does. Its own tests pin the exact fields it answers.
 */
function publicByDesign(path: string): string[] {
  return path.startsWith('/api/external/goods/') ? ['ALPHA-秘密公司'] : [];
}

describe('tenant isolation sweep', () => {
  it('no route gives company B any of company A’s data or changes it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const before = await snapshotOfA();
    const calls: string[] = [];
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    // Signing out would end B's session for the routes after it: it goes last.
    operations.sort((x, y) => Number(x.path.endsWith('/logout')) - Number(y.path.endsWith('/logout')));
    expect(operations.length).toBeGreaterThan(40);

    for (const { path, method, op } of operations) {
      const url = path.replace(/\{(\w+)\}/g, (_, param: string) => String(idFor(path, param)));
      const query = new URLSearchParams();
      for (const p of op.parameters ?? []) {
        if (p.in === 'query') query.set(p.name, String(valueFor(p.name, p.schema)));
      }
      const jsonBody = op.requestBody?.content?.['application/json']?.schema;
      const response = await t.app.inject({
        method: method as 'GET',
        url: query.size ? `${url}?${query}` : url,
        headers: tokenHeader(tokenB),
        ...(jsonBody ? { payload: objectFor(jsonBody) } : {}),
      });
      calls.push(`${method} ${url} → ${response.statusCode}`);
      // 503 is an honest answer (WeChat not configured here); 500 never is.
      expect(response.statusCode, `${method} ${url}`).not.toBe(500);
      for (const marker of MARKERS.filter((m) => !publicByDesign(path).includes(m)))
        expect(response.body, `${method} ${url} leaks ${marker}`).not.toContain(marker);
    }
    expect(await snapshotOfA()).toBe(before);
    // Sanity: the sweep really reached A's resources by id.
    expect(calls.some((c) => c.includes(`/shops/${a.shopId}`))).toBe(true);
    expect(calls.some((c) => c.includes(`/companies/${a.companyId}`))).toBe(true);
    expect(calls.some((c) => c.includes(`/goods/${a.goodsId}`))).toBe(true);
    expect(calls.some((c) => c.includes(`/receipts/${a.receiptId}/cancel`))).toBe(true);
    expect(calls.some((c) => c.includes(`/losses/${a.lossId}/post`))).toBe(true);
    expect(calls.some((c) => c.includes(`/labels/${a.labelId}/download`))).toBe(true);
  });

  it('the same routes do show company A its own data (the markers are real)', async () => {
    const owner = await t.app.inject({
      method: 'GET',
      url: `/api/management/companies/${a.companyId}`,
      headers: tokenHeader(await tokenOfAOwner()),
    });
    expect(owner.body).toContain('ALPHA-秘密公司');
    const shopsOfA = await t.app.inject({
      method: 'GET',
      url: '/api/management/shops',
      headers: tokenHeader(await tokenOfAOwner()),
    });
    expect(shopsOfA.body).toContain('ALPHA-秘密店');
  });
});

async function tokenOfAOwner(): Promise<string> {
  const [owner] = await t.ctx.db.select().from(users).where(eq(users.id, a.ownerId));
  // The factory password is derived from the username; set a known one instead.
  const { hashPassword } = await import('../lib/password.js');
  await t.ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword('Alpha@123456') })
    .where(eq(users.id, owner!.id));
  return signIn(t.app, owner!.username!, 'Alpha@123456');
}
