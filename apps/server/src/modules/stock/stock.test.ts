import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyRole, companyMembers, goods, notices, shops } from '../../db/schema/index.js';
import { apiOf } from '../../test/api.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { mismatchedBalances } from './balances-repo.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.ctx, { role: 'ADMIN' });
  admin = await signIn(t.app, a.username!, a.password);
});
afterAll(() => t.close());

const { call, data } = apiOf(() => t);

let plu = 100;
/** A company with an owner, two shops (locations), a weighed and a counted goods item, a supplier. */
async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
    return { id: user.id, token: await signIn(t.app, user.username!, user.password) };
  };
  const token = await signIn(t.app, owner.username!, owner.password);
  await t.ctx.db.insert(shops).values([
    { companyId: row.id, name: '一号店' },
    { companyId: row.id, name: '二号店' },
  ]);
  const locations: { id: number; name: string }[] = await data(
    'GET',
    '/api/management/stock_locations',
    token,
  );
  const [apples, eggs] = await t.ctx.db
    .insert(goods)
    .values([
      {
        companyId: row.id,
        pluNumber: ++plu,
        itemCode: `A${plu}`,
        name: '红富士苹果',
        unitPriceFen: 1200,
        weighingMode: 0,
        shelfLifeDays: 10,
      },
      {
        companyId: row.id,
        pluNumber: ++plu,
        itemCode: `E${plu}`,
        name: '鸡蛋',
        unitPriceFen: 100,
        weighingMode: 1,
      },
    ])
    .returning();
  const supplier = await data('POST', '/api/management/suppliers', token, {
    name: `果园 ${plu}`,
    phone_number: '13800138000',
  });
  return {
    id: row.id,
    owner: token,
    ownerId: owner.id,
    join,
    shop1: locations.find((l) => l.name === '一号店')!.id,
    shop2: locations.find((l) => l.name === '二号店')!.id,
    apples: apples!.id,
    eggs: eggs!.id,
    supplier: supplier.id as number,
  };
}
type Company = Awaited<ReturnType<typeof company>>;

async function balance(c: Company, location: number, goodsId: number) {
  const page = await data(
    'GET',
    `/api/management/stock?location_id=${location}&goods_id=${goodsId}`,
    c.owner,
  );
  return page.list[0] as
    | { quantity: number; value: number; in_transit: number; below_threshold: boolean }
    | undefined;
}

async function receive(c: Company, location: number, lines: object[]) {
  const receipt = await data('POST', '/api/management/receipts', c.owner, {
    location_id: location,
    supplier_id: c.supplier,
    lines,
  });
  return data('POST', `/api/management/receipts/${receipt.id}/post`, c.owner);
}

async function ledgerIsExact() {
  expect(await mismatchedBalances(t.ctx.db)).toEqual([]);
}

describe('locations and suppliers', () => {
  it('makes a stock location of every shop, and warehouses on request', async () => {
    const c = await company();
    const warehouse = await data('POST', '/api/management/stock_locations', c.owner, { name: '中央仓' });
    expect(warehouse).toMatchObject({ kind: 'warehouse', name: '中央仓', active: true });
    const all: { kind: string }[] = await data('GET', '/api/management/stock_locations', c.owner);
    expect(all.map((l) => l.kind).sort()).toEqual(['shop', 'shop', 'warehouse']);
    // An edit that changes nothing answers the location as it is (found by the fuzz tier).
    expect(await data('PUT', `/api/management/stock_locations/${warehouse.id}`, c.owner, {})).toMatchObject({
      name: '中央仓',
    });
    expect(
      await data('PUT', `/api/management/stock_locations/${warehouse.id}`, c.owner, { active: false }),
    ).toMatchObject({ active: false });
  });

  it('refuses a second supplier of one name and deactivates, not deletes, one with documents', async () => {
    const c = await company();
    const twin = await call('POST', '/api/management/suppliers', c.owner, {
      name: `果园 ${plu}`.toUpperCase(),
    });
    expect(twin.status).toBe(409);
    expect(twin.body.data.dahua_error).toBe('ERCO000710');
    const bad = await call('POST', '/api/management/suppliers', c.owner, { name: '', phone_number: '123' });
    expect(bad.status).toBe(400);
    await receive(c, c.shop1, [{ goods_id: c.eggs, quantity: 10, unit_cost: 50 }]);
    expect(await data('DELETE', `/api/management/suppliers/${c.supplier}`, c.owner)).toEqual({
      outcome: 'deactivated',
    });
    const unused = await data('POST', '/api/management/suppliers', c.owner, { name: '临时供应商' });
    expect(await data('DELETE', `/api/management/suppliers/${unused.id}`, c.owner)).toEqual({
      outcome: 'deleted',
    });
    const inactive = await call('POST', '/api/management/receipts', c.owner, {
      location_id: c.shop1,
      supplier_id: c.supplier,
      lines: [{ goods_id: c.eggs, quantity: 1 }],
    });
    expect(inactive.body.data.dahua_error).toBe('ERCO000711');
  });
});

describe('purchase orders and receipts', () => {
  it('receives an order in two partial receipts, with costs, lots and expiry from the shelf life', async () => {
    const c = await company();
    const order = await data('POST', '/api/management/purchase_orders', c.owner, {
      location_id: c.shop1,
      supplier_id: c.supplier,
      expected_date: '2026-11-30',
      lines: [
        { goods_id: c.apples, quantity: 10_000, unit_cost: 800 },
        { goods_id: c.eggs, quantity: 60, unit_cost: 50 },
      ],
    });
    expect(order.number).toMatch(/^PO-\d{8}-\d{4}$/);
    expect(order.status).toBe('draft');
    expect(order.actions).toEqual(expect.arrayContaining(['edit', 'delete', 'submit', 'cancel']));
    const early = await call('POST', '/api/management/receipts', c.owner, {
      location_id: c.shop1,
      source_id: order.id,
      lines: [{ goods_id: c.eggs, quantity: 1 }],
    });
    expect(early.body.data.dahua_error).toBe('ERCO000706');
    await data('POST', `/api/management/purchase_orders/${order.id}/submit`, c.owner);

    const first = await data('POST', '/api/management/receipts', c.owner, {
      location_id: c.shop1,
      source_id: order.id,
      lines: [{ goods_id: c.apples, quantity: 4_000, lot: 'L1', production_date: '2026-11-20' }],
    });
    expect(first.supplier_id).toBe(c.supplier);
    expect(first.lines[0]).toMatchObject({
      unit_cost: 800,
      expiry_date: '2026-11-30',
      source_line_id: order.lines[0].id,
      value: 3200,
    });
    await data('POST', `/api/management/receipts/${first.id}/post`, c.owner);
    let po = await data('GET', `/api/management/purchase_orders/${order.id}`, c.owner);
    expect(po.status).toBe('partially_received');
    expect(po.lines.map((l: { done_quantity: number }) => l.done_quantity)).toEqual([4_000, 0]);

    const second = await data('POST', '/api/management/receipts', c.owner, {
      location_id: c.shop1,
      source_id: order.id,
      lines: [
        { goods_id: c.apples, quantity: 6_000, unit_cost: 900 },
        { goods_id: c.eggs, quantity: 60 },
      ],
    });
    await data('POST', `/api/management/receipts/${second.id}/post`, c.owner);
    po = await data('GET', `/api/management/purchase_orders/${order.id}`, c.owner);
    expect(po.status).toBe('received');
    expect(po.actions).toContain('close');
    // 4 kg at 8.00 + 6 kg at 9.00 = 86.00 yuan for 10 kg.
    expect(await balance(c, c.shop1, c.apples)).toMatchObject({ quantity: 10_000, value: 8600 });
    expect(await balance(c, c.shop1, c.eggs)).toMatchObject({ quantity: 60, value: 3000 });
    await data('POST', `/api/management/purchase_orders/${order.id}/close`, c.owner);
    // Lists find documents by number or supplier name, balances by goods name or PLU.
    const bySupplier = await data(
      'GET',
      `/api/management/receipts?search=${encodeURIComponent('果园')}`,
      c.owner,
    );
    expect(bySupplier.meta.total).toBe(2);
    const byNumber = await data('GET', `/api/management/receipts?search=${first.number}`, c.owner);
    expect(byNumber.list.map((d: { id: number }) => d.id)).toEqual([first.id]);
    const byName = await data('GET', `/api/management/stock?search=${encodeURIComponent('苹果')}`, c.owner);
    expect(byName.list.map((b: { goods_id: number }) => b.goods_id)).toEqual([c.apples]);
    expect(po.total_quantity).toBe(10_060);
    expect(po.total_value).toBe(8000 + 3000);
    await ledgerIsExact();
  });

  it('needs a reason to receive more than ordered, naming document, line and goods', async () => {
    const c = await company();
    const order = await data('POST', '/api/management/purchase_orders', c.owner, {
      location_id: c.shop1,
      supplier_id: c.supplier,
      lines: [{ goods_id: c.apples, quantity: 1_000, unit_cost: 800 }],
    });
    await data('POST', `/api/management/purchase_orders/${order.id}/submit`, c.owner);
    const over = await data('POST', '/api/management/receipts', c.owner, {
      location_id: c.shop1,
      source_id: order.id,
      lines: [{ goods_id: c.apples, quantity: 1_500 }],
    });
    const refused = await call('POST', `/api/management/receipts/${over.id}/post`, c.owner);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain(over.number);
    expect(refused.body.msg).toContain('line 1');
    expect(refused.body.msg).toContain('红富士苹果');
    const zh = await call('POST', `/api/management/receipts/${over.id}/post`, c.owner, undefined, 'ch');
    expect(zh.body.msg).toContain('第 1 行');
    expect(await balance(c, c.shop1, c.apples)).toBeUndefined();
    await data('PUT', `/api/management/receipts/${over.id}`, c.owner, {
      location_id: c.shop1,
      source_id: order.id,
      lines: [{ goods_id: c.apples, quantity: 1_500, reason: '供应商多送' }],
    });
    await data('POST', `/api/management/receipts/${over.id}/post`, c.owner);
    expect((await balance(c, c.shop1, c.apples))!.quantity).toBe(1_500);
  });

  it('posts once when asked twice, and reverses a cancelled receipt with new moves', async () => {
    const c = await company();
    const receipt = await data('POST', '/api/management/receipts', c.owner, {
      location_id: c.shop1,
      lines: [{ goods_id: c.eggs, quantity: 30, unit_cost: 40 }],
    });
    const [a, b] = await Promise.all([
      call('POST', `/api/management/receipts/${receipt.id}/post`, c.owner),
      call('POST', `/api/management/receipts/${receipt.id}/post`, c.owner),
    ]);
    expect([a.body.code, b.body.code]).toEqual([1, 1]);
    expect((await balance(c, c.shop1, c.eggs))!.quantity).toBe(30);
    const edit = await call('PUT', `/api/management/receipts/${receipt.id}`, c.owner, {
      location_id: c.shop1,
      lines: [{ goods_id: c.eggs, quantity: 1 }],
    });
    expect(edit.body.data.dahua_error).toBe('ERCO000701');
    expect(edit.body.msg).toContain('posted');
    const cancelled = await data('POST', `/api/management/receipts/${receipt.id}/cancel`, c.owner, {
      note: '录错',
    });
    expect(cancelled.status).toBe('cancelled');
    expect(await balance(c, c.shop1, c.eggs)).toMatchObject({ quantity: 0, value: 0 });
    const moves = await data('GET', `/api/management/stock/moves?goods_id=${c.eggs}`, c.owner);
    expect(
      moves.list.map((m: { reason: string; quantity: number; balance: number }) => [
        m.reason,
        m.quantity,
        m.balance,
      ]),
    ).toEqual([
      ['reversal', -30, 0],
      ['receipt', 30, 30],
    ]);
    expect(cancelled.events.map((e: { action: string }) => e.action)).toEqual(['create', 'post', 'cancel']);
  });
});

describe('supplier returns', () => {
  it('never returns more than was received on the receipt, net of earlier returns', async () => {
    const c = await company();
    const receipt = await receive(c, c.shop1, [{ goods_id: c.eggs, quantity: 20, unit_cost: 50, lot: 'B7' }]);
    const ret = async (quantity: number) => {
      const draft = await data('POST', '/api/management/supplier_returns', c.owner, {
        location_id: c.shop1,
        source_id: receipt.id,
        reason: '破损',
        lines: [{ goods_id: c.eggs, quantity }],
      });
      return call('POST', `/api/management/supplier_returns/${draft.id}/post`, c.owner);
    };
    expect((await ret(15)).body.code).toBe(1);
    const over = await ret(6);
    expect(over.body.data.dahua_error).toBe('ERCO000704');
    expect(over.body.msg).toContain('5 left');
    expect((await ret(5)).body.code).toBe(1);
    expect(await balance(c, c.shop1, c.eggs)).toMatchObject({ quantity: 0, value: 0 });
    const cancelReceipt = await call('POST', `/api/management/receipts/${receipt.id}/cancel`, c.owner);
    expect(cancelReceipt.body.data.dahua_error, JSON.stringify(cancelReceipt.body)).toBe('ERCO000712');
    await ledgerIsExact();
  });
});

describe('transfers', () => {
  it('ships into transit and receives with a shortfall posted as transit loss', async () => {
    const c = await company();
    await receive(c, c.shop1, [{ goods_id: c.apples, quantity: 5_000, unit_cost: 1000 }]);
    const same = await call('POST', '/api/management/transfers', c.owner, {
      location_id: c.shop1,
      to_location_id: c.shop1,
      lines: [{ goods_id: c.apples, quantity: 1 }],
    });
    expect(same.body.data.dahua_error).toBe('ERCO000705');
    const transfer = await data('POST', '/api/management/transfers', c.owner, {
      location_id: c.shop1,
      to_location_id: c.shop2,
      lines: [{ goods_id: c.apples, quantity: 2_000 }],
    });
    await data('POST', `/api/management/transfers/${transfer.id}/ship`, c.owner);
    expect(await balance(c, c.shop1, c.apples)).toMatchObject({ quantity: 3_000, value: 3000 });
    expect(await balance(c, c.shop2, c.apples)).toMatchObject({ quantity: 0, in_transit: 2_000 });
    const line = transfer.lines[0].id;
    const noReason = await call('POST', `/api/management/transfers/${transfer.id}/receive`, c.owner, {
      lines: [{ line_id: line, quantity: 1_900 }],
    });
    expect(noReason.body.data.dahua_error).toBe('ERCO000707');
    const tooMany = await call('POST', `/api/management/transfers/${transfer.id}/receive`, c.owner, {
      lines: [{ line_id: line, quantity: 2_100 }],
    });
    expect(tooMany.body.data.dahua_error).toBe('ERCO000708');
    const received = await data('POST', `/api/management/transfers/${transfer.id}/receive`, c.owner, {
      lines: [{ line_id: line, quantity: 1_900, reason: '途中失水' }],
    });
    expect(received.status).toBe('received');
    expect(received.lines[0]).toMatchObject({ done_quantity: 1_900, reason: '途中失水' });
    expect(await balance(c, c.shop2, c.apples)).toMatchObject({
      quantity: 1_900,
      value: 1900,
      in_transit: 0,
    });
    const moves = await data('GET', `/api/management/stock/moves?document=${transfer.number}`, c.owner);
    expect(
      moves.list.map((m: { reason: string; quantity: number }) => `${m.reason} ${m.quantity}`).sort(),
    ).toEqual(
      [
        'transfer_out -2000',
        'transfer_out 2000',
        'transfer_in -1900',
        'transfer_in 1900',
        'transit_loss -100',
      ].sort(),
    );
    await ledgerIsExact();
  });
});

describe('losses and the negative-stock setting', () => {
  it('refuses a loss beyond the balance unless the company allows negative stock', async () => {
    const c = await company();
    await receive(c, c.shop1, [{ goods_id: c.apples, quantity: 1_000, unit_cost: 1000 }]);
    const loss = await data('POST', '/api/management/losses', c.owner, {
      location_id: c.shop1,
      reason: 'damaged',
      lines: [{ goods_id: c.apples, quantity: 1_250 }],
    });
    const refused = await call('POST', `/api/management/losses/${loss.id}/post`, c.owner);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `${loss.number} line 1: not enough 红富士苹果（一号店） in stock, 0.250 kg short`,
    );
    expect(
      await data('PUT', '/api/management/stock/settings', c.owner, { allow_negative_stock: true }),
    ).toEqual({ company_id: c.id, allow_negative_stock: true });
    await data('POST', `/api/management/losses/${loss.id}/post`, c.owner);
    expect(await balance(c, c.shop1, c.apples)).toMatchObject({ quantity: -250 });
    const flagged = await data(
      'GET',
      `/api/management/stock?location_id=${c.shop1}&goods_id=${c.apples}`,
      c.owner,
    );
    expect(flagged.list[0].negative).toBe(true);
    await ledgerIsExact();
  });

  it('tells the owner and managers once when a balance falls below its threshold', async () => {
    const c = await company();
    const manager = await c.join('MANAGER');
    await receive(c, c.shop1, [{ goods_id: c.eggs, quantity: 100, unit_cost: 50 }]);
    await data('PUT', '/api/management/stock/thresholds', c.owner, {
      location_id: c.shop1,
      goods_id: c.eggs,
      threshold: 50,
    });
    const lose = async (quantity: number) => {
      const loss = await data('POST', '/api/management/losses', c.owner, {
        location_id: c.shop1,
        reason: 'expired',
        lines: [{ goods_id: c.eggs, quantity }],
      });
      await data('POST', `/api/management/losses/${loss.id}/post`, c.owner);
    };
    await lose(40);
    await lose(20);
    await lose(5);
    const low = await data(
      'GET',
      `/api/management/stock?below_threshold=true&location_id=${c.shop1}`,
      c.owner,
    );
    expect(low.list.map((b: { goods_id: number }) => b.goods_id)).toEqual([c.eggs]);
    const sent = await t.ctx.db
      .select()
      .from(notices)
      .where(sql`${notices.title} like '库存预警%' and ${notices.userId} in (${c.ownerId}, ${manager.id})`);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.description).toContain('鸡蛋');
  });
});

describe('stocktakes', () => {
  it('sums several people’s counts, ignores sales during the count, and posts the variance', async () => {
    const c = await company();
    const clerk = await c.join('USER');
    await receive(c, c.shop1, [
      { goods_id: c.apples, quantity: 10_000, unit_cost: 1000 },
      { goods_id: c.eggs, quantity: 100, unit_cost: 50 },
    ]);
    const take = await data('POST', '/api/management/stocktakes', c.owner, {
      location_id: c.shop1,
      goods_ids: [c.apples, c.eggs],
    });
    expect(take.status).toBe('counting');
    expect(take.lines.map((l: { book_quantity: number }) => l.book_quantity)).toEqual([10_000, 100]);
    // A loss of 1 kg posted during the count, before the apples are counted: not a variance.
    const loss = await data('POST', '/api/management/losses', c.owner, {
      location_id: c.shop1,
      reason: 'sampling',
      lines: [{ goods_id: c.apples, quantity: 1_000 }],
    });
    await data('POST', `/api/management/losses/${loss.id}/post`, c.owner);
    await data('POST', `/api/management/stocktakes/${take.id}/counts`, clerk.token, {
      lines: [{ goods_id: c.apples, quantity: 5_000 }],
    });
    const report = await data('POST', `/api/management/stocktakes/${take.id}/counts`, c.owner, {
      lines: [{ goods_id: c.apples, quantity: 3_800 }],
    });
    const apples = report.lines.find((l: { goods_id: number }) => l.goods_id === c.apples);
    expect(apples).toMatchObject({
      book_quantity: 10_000,
      moved_quantity: -1_000,
      expected_quantity: 9_000,
      counted_quantity: 8_800,
      variance_quantity: -200,
      variance_value: -200,
    });
    expect(apples.entries).toHaveLength(2);
    expect(report).toMatchObject({ counted: 1, uncounted: 1 });
    const outside = await call('POST', `/api/management/stocktakes/${take.id}/counts`, c.owner, {
      lines: [{ goods_id: 999_999, quantity: 1 }],
    });
    expect(outside.body.data.dahua_error).toBe('ERCO000709');
    const clerkPost = await call('POST', `/api/management/stocktakes/${take.id}/post`, clerk.token);
    expect(clerkPost.status).toBe(403);
    const posted = await data('POST', `/api/management/stocktakes/${take.id}/post`, c.owner);
    expect(posted.status).toBe('posted');
    expect(await balance(c, c.shop1, c.apples)).toMatchObject({ quantity: 8_800 });
    // Uncounted eggs are not adjusted.
    expect(await balance(c, c.shop1, c.eggs)).toMatchObject({ quantity: 100 });
    const again = await data('POST', `/api/management/stocktakes/${take.id}/post`, c.owner);
    expect(again.status).toBe('posted');
    expect(await balance(c, c.shop1, c.apples)).toMatchObject({ quantity: 8_800 });
    await ledgerIsExact();
  });
});

describe('roles and isolation', () => {
  it('lets a clerk draft but not post, and answers another company’s ids as missing', async () => {
    const c = await company();
    const other = await company();
    const clerk = await c.join('USER');
    const draft = await data('POST', '/api/management/losses', clerk.token, {
      location_id: c.shop1,
      reason: 'theft',
      lines: [{ goods_id: c.eggs, quantity: 1 }],
    });
    expect(draft.actions).toEqual(['edit', 'delete']);
    expect((await call('POST', `/api/management/losses/${draft.id}/post`, clerk.token)).status).toBe(403);
    expect((await call('POST', '/api/management/suppliers', clerk.token, { name: '店员加的' })).status).toBe(
      403,
    );

    for (const [method, url] of [
      ['GET', `/api/management/losses/${draft.id}`],
      ['POST', `/api/management/losses/${draft.id}/post`],
      ['DELETE', `/api/management/losses/${draft.id}`],
      ['GET', `/api/management/suppliers/${c.supplier}`],
      ['GET', `/api/management/stocktakes/${draft.id}/variances`],
    ] as const)
      expect((await call(method, url, other.owner)).status, url).toBe(404);
    // Another company's location, goods or supplier in a body is refused.
    const foreignLocation = await call('POST', '/api/management/losses', other.owner, {
      location_id: c.shop1,
      reason: 'theft',
      lines: [{ goods_id: other.eggs, quantity: 1 }],
    });
    expect(foreignLocation.body.data.dahua_error).toBe('ERCO000705');
    const foreignGoods = await call('POST', '/api/management/losses', other.owner, {
      location_id: other.shop1,
      reason: 'theft',
      lines: [{ goods_id: c.eggs, quantity: 1 }],
    });
    expect(foreignGoods.body.data.dahua_error).toBe('ERCO000702');
    const foreignSupplier = await call('POST', '/api/management/purchase_orders', other.owner, {
      location_id: other.shop1,
      supplier_id: c.supplier,
      lines: [{ goods_id: other.eggs, quantity: 1 }],
    });
    expect(foreignSupplier.status).toBe(404);
    const theirs = await data('GET', '/api/management/losses', other.owner);
    expect(theirs.meta.total).toBe(0);
    const adminView = await data('GET', `/api/management/losses?company_id=${c.id}`, admin);
    expect(adminView.list.map((d: { id: number }) => d.id)).toEqual([draft.id]);
  });
});

describe('the ledger', () => {
  it('refuses to change or delete a move', async () => {
    const c = await company();
    await receive(c, c.shop1, [{ goods_id: c.eggs, quantity: 1, unit_cost: 1 }]);
    await expect(t.ctx.db.execute(sql`update stock_moves set quantity = 2`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from stock_moves`)).rejects.toThrow();
  });

  it('keeps the goods and shops its history names: deleting one answers 409, not 500', async () => {
    const c = await company();
    await receive(c, c.shop1, [{ goods_id: c.eggs, quantity: 1, unit_cost: 1 }]);
    const goodsDelete = await call('DELETE', `/api/management/goods/${c.eggs}`, c.owner);
    expect(goodsDelete.status).toBe(409);
    expect(goodsDelete.body.data.dahua_error).toBe('ERCO000017');
    const [shop] = await t.ctx.db
      .select()
      .from(shops)
      .where(sql`${shops.name} = '一号店' and ${shops.companyId} = ${c.id}`);
    expect((await call('DELETE', `/api/management/shops/${shop!.id}`, c.owner)).status).toBe(409);
  });
});
