import { toScaleLayout } from '@dahua/shared/labels/scale-layout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  type CompanyRole,
  companyMembers,
  goods,
  labels,
  lots,
  scales,
  shopCurrentLots,
  shops,
} from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';

/* The label check (issue 29 §2) and the held / confirmed / pushed saves it governs. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, token: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...tokenHeader(token), lang: 'en' },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

const cakeFood = {
  ingredients: [
    { zh: '小麦粉', en: 'wheat flour', allergen: 'gluten' as const },
    { zh: '鸡蛋', en: 'eggs', allergen: 'eggs' as const },
  ],
  allergens: ['gluten', 'eggs'],
};

async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const [shop1, shop2] = await t.ctx.db
    .insert(shops)
    .values([
      { companyId: row.id, name: '一号店' },
      { companyId: row.id, name: '二号店' },
    ])
    .returning();
  const [plain, cake, longName, other] = await t.ctx.db
    .insert(goods)
    .values([
      {
        companyId: row.id,
        pluNumber: 1,
        itemCode: '1000001',
        name: '苹果',
        unitPriceFen: 1000,
        labelNumber: 3,
      },
      {
        companyId: row.id,
        pluNumber: 2,
        itemCode: '1000002',
        name: '蛋糕',
        unitPriceFen: 2000,
        labelNumber: 3,
        ...cakeFood,
      },
      {
        companyId: row.id,
        pluNumber: 3,
        itemCode: '1000003',
        name: '山东烟台栖霞特级红富士苹果礼盒',
        unitPriceFen: 3000,
        labelNumber: 3,
      },
      // Another label number: not checked with slot 3.
      { companyId: row.id, pluNumber: 4, itemCode: '1000004', name: '梨', unitPriceFen: 900, labelNumber: 4 },
    ])
    .returning();
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
    return signIn(t.app, user.username!, user.password);
  };
  return {
    id: row.id,
    ownerId: owner.id,
    owner: await signIn(t.app, owner.username!, owner.password),
    shop1: shop1!.id,
    shop2: shop2!.id,
    goods: { plain: plain!, cake: cake!, longName: longName!, other: other! },
    join,
  };
}

const field = (value: string, y: number, extra: object = {}) => ({
  itemName: 'field',
  value,
  style: { font: 9, x: 1, y, w: 38, h: 4, ...extra },
});
/** The name on one line of 38 mm (12 Chinese characters at font 9) and a lot QR. */
const nameOnly = {
  size: { width: 40, height: 60 },
  itemList: [
    field('name', 1),
    {
      itemName: 'QRCode',
      value: '/external/trace/{lot_trace_code}',
      style: { font: 0, x: 1, y: 40, w: 16, h: 16 },
    },
  ],
  qr_code_list: [],
};
const withIngredients = {
  ...nameOnly,
  itemList: [...nameOnly.itemList, field('ingredients', 6, { h: 8, emphasis: 'bold' })],
};
const twoLines = {
  ...withIngredients,
  itemList: [
    { ...field('name', 1), style: { font: 5, x: 1, y: 1, w: 38, h: 4 } },
    ...withIngredients.itemList.slice(1),
  ],
};

describe('the label check', () => {
  it('finds an overflowing name and a missing allergen element, for the goods of the slot only', async () => {
    const c = await company();
    const created = await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
      name: '称重标签',
      style: JSON.stringify(nameOnly),
      slot: 3,
    });
    expect(created.status).toBe(200);
    const check = await call('POST', `/api/management/labels/${created.body.data.id}/check`, c.owner, {});
    expect(check.status).toBe(200);
    expect(check.body.data.checked).toBe(3);
    const failures = check.body.data.failures as { goods_id: number; problems: object[] }[];
    expect(failures.map((f) => f.goods_id).sort()).toEqual([c.goods.cake.id, c.goods.longName.id].sort());
    expect(failures.find((f) => f.goods_id === c.goods.longName.id)!.problems).toEqual([
      { kind: 'overflow', item: 0, element: 'name', fits: 12 },
    ]);
    expect(failures.find((f) => f.goods_id === c.goods.cake.id)!.problems).toEqual([
      { kind: 'missing', element: 'allergens' },
      { kind: 'missing', element: 'ingredients' },
    ]);
    // An unsaved style checked in the template's place: the fix passes for every item.
    const fixed = await call('POST', `/api/management/labels/${created.body.data.id}/check`, c.owner, {
      style: JSON.stringify(twoLines),
    });
    expect(fixed.body.data).toEqual({ checked: 3, failures: [] });
  });

  it('holds a failing save off the scales, refuses a partial confirmation, pushes a full one and audits it', async () => {
    const c = await company();
    const pushed = await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
      name: '好标签',
      style: JSON.stringify(twoLines),
      slot: 3,
    });
    expect(pushed.body.data).toMatchObject({ held: false, held_failures: null });
    const id = pushed.body.data.id as number;

    // An old client's edit that fails the check: saved, held, the scales keep the previous style.
    const held = await call('PUT', `/api/management/labels/${id}`, c.owner, {
      style: JSON.stringify(nameOnly),
    });
    expect(held.status).toBe(200);
    expect(held.body.data.held).toBe(true);
    expect(held.body.data.style.itemList).toHaveLength(2);
    expect((held.body.data.held_failures as { goods_id: number }[]).map((f) => f.goods_id).sort()).toEqual(
      [c.goods.cake.id, c.goods.longName.id].sort(),
    );
    const [row] = await t.ctx.db.select().from(labels).where(eq(labels.id, id));
    expect(row!.pushedStyle.itemList).toHaveLength(3);
    expect(row!.style.itemList).toHaveLength(2);

    // A confirmation naming one of two is refused, naming the other.
    const partial = await call('POST', `/api/management/labels/${id}/push`, c.owner, {
      confirm_failures: [c.goods.cake.id],
    });
    expect(partial.status).toBe(409);
    expect(partial.body.msg).toContain('山东烟台');

    // A clerk (USER) cannot push; another company's owner does not see it.
    const clerk = await c.join('USER');
    expect(
      (await call('POST', `/api/management/labels/${id}/push`, clerk, { confirm_failures: [] })).status,
    ).toBe(403);
    const stranger = await company();
    expect((await call('POST', `/api/management/labels/${id}/check`, stranger.owner, {})).status).toBe(404);
    expect(
      (await call('POST', `/api/management/labels/${id}/push`, stranger.owner, { confirm_failures: [] }))
        .status,
    ).toBe(404);

    const confirmed = await call('POST', `/api/management/labels/${id}/push`, c.owner, {
      confirm_failures: [c.goods.cake.id, c.goods.longName.id],
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ held: false, held_failures: null });
    const [after] = await t.ctx.db.select().from(labels).where(eq(labels.id, id));
    expect(after!.pushedStyle).toEqual(after!.style);
    const audit = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'label.push_confirmed'));
    const mine = audit.filter((a) => a.targetId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.actorUserId).toBe(c.ownerId);
    expect((mine[0]!.detail.goods as { goods_id: number }[]).map((g) => g.goods_id).sort()).toEqual(
      [c.goods.cake.id, c.goods.longName.id].sort(),
    );

    // A save naming every failing item pushes at once; one naming too few is refused and saves nothing.
    const refused = await call('PUT', `/api/management/labels/${id}`, c.owner, {
      name: '改名',
      style: JSON.stringify(withIngredients),
      confirm_failures: [c.goods.cake.id],
    });
    expect(refused.status).toBe(409);
    expect((await call('GET', `/api/management/labels/${id}`, c.owner)).body.data.name).toBe('好标签');
  });

  it('a template created held is never pushed; the check uses the shop’s current lot', async () => {
    const c = await company();
    const [lot] = await t.ctx.db
      .insert(lots)
      .values({ companyId: c.id, goodsId: c.goods.longName.id, lot: 'L1', traceCode: '2000000000017' })
      .returning();
    await t.ctx.db
      .insert(shopCurrentLots)
      .values({ shopId: c.shop2, goodsId: c.goods.longName.id, lotId: lot!.id });
    // The lot line prints only where the lot is current: shop 2's copy overflows (a 4 mm box, font 13).
    const lotStyle = {
      ...twoLines,
      itemList: [
        ...twoLines.itemList,
        { ...field('lot', 16), style: { font: 13, x: 1, y: 16, w: 10, h: 4 } },
      ],
    };
    const one = await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
      name: 'L',
      style: JSON.stringify(lotStyle),
      slot: 3,
    });
    const two = await call('POST', `/api/management/shops/${c.shop2}/labels`, c.owner, {
      name: 'L',
      style: JSON.stringify(lotStyle),
      slot: 3,
    });
    expect(one.body.data.held).toBe(false);
    expect(two.body.data.held).toBe(true);
    expect(two.body.data.held_failures).toEqual([
      {
        goods_id: c.goods.longName.id,
        plu: 3,
        name: c.goods.longName.name,
        problems: [expect.objectContaining({ kind: 'overflow', element: 'lot' })],
      },
    ]);
    const [row] = await t.ctx.db.select().from(labels).where(eq(labels.id, two.body.data.id));
    expect(row!.pushedStyle.itemList).toEqual([]);
  });

  it('parallel saves leave one save’s style with its own check result, no 500', async () => {
    const c = await company();
    const made = await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
      name: 'P',
      style: JSON.stringify(twoLines),
      slot: 3,
    });
    const id = made.body.data.id as number;
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        call('PUT', `/api/management/labels/${id}`, c.owner, { style: JSON.stringify(nameOnly) }),
        call('PUT', `/api/management/labels/${id}`, c.owner, { style: JSON.stringify(twoLines) }),
        call('POST', `/api/management/labels/${id}/push`, c.owner, {
          confirm_failures: [c.goods.cake.id, c.goods.longName.id],
        }),
      ]);
      expect(answers.map((a) => a.status).every((s) => s === 200 || s === 409)).toBe(true);
      expect(answers[0]!.status).toBe(200);
      expect(answers[1]!.status).toBe(200);
      const [row] = await t.ctx.db.select().from(labels).where(eq(labels.id, id));
      const good = row!.style.itemList.length === 3;
      if (good) {
        // The passing style won: it is what the scales get, nothing held.
        expect(row!.heldFailures).toBeNull();
        expect(row!.pushedStyle).toEqual(row!.style);
      } else if (row!.heldFailures !== null) {
        expect((row!.heldFailures as unknown[]).length).toBe(2);
        expect(row!.pushedStyle).not.toEqual(row!.style);
      } else {
        // The failing style was pushed by the full confirmation after it.
        expect(row!.pushedStyle).toEqual(row!.style);
      }
      // Back to the passing style for the next round.
      await call('PUT', `/api/management/labels/${id}`, c.owner, { style: JSON.stringify(twoLines) });
    }
  });
});

describe('copies', () => {
  it('a copy is checked in its new shop: held there, or pushed with every failing item confirmed', async () => {
    const c = await company();
    const [lot] = await t.ctx.db
      .insert(lots)
      .values({ companyId: c.id, goodsId: c.goods.longName.id, lot: 'L2', traceCode: '2000000000024' })
      .returning();
    await t.ctx.db
      .insert(shopCurrentLots)
      .values({ shopId: c.shop2, goodsId: c.goods.longName.id, lotId: lot!.id });
    const lotStyle = {
      ...twoLines,
      itemList: [
        ...twoLines.itemList,
        { ...field('lot', 16), style: { font: 13, x: 1, y: 16, w: 10, h: 4 } },
      ],
    };
    const made = await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
      name: 'C',
      style: JSON.stringify(lotStyle),
      slot: 3,
    });
    expect(made.body.data.held).toBe(false);
    const copied = await call('POST', `/api/management/labels/${made.body.data.id}/copy`, c.owner, {
      shop_ids: [c.shop2],
    });
    expect(copied.status).toBe(200);
    expect(copied.body.data[0]).toMatchObject({ shop_id: c.shop2, slot: 3, held: true });
    await call('DELETE', `/api/management/labels/${copied.body.data[0].id}`, c.owner);
    const confirmed = await call('POST', `/api/management/labels/${made.body.data.id}/copy`, c.owner, {
      shop_ids: [c.shop2],
      confirm_failures: [c.goods.longName.id],
    });
    expect(confirmed.body.data[0]).toMatchObject({ shop_id: c.shop2, slot: 3, held: false });
  });
});

describe('what the scales are sent', () => {
  it('the device state carries the pushed style, not a held one, and nothing for a template never pushed', async () => {
    const c = await company();
    const [scale] = await t.ctx.db
      .insert(scales)
      .values({ companyId: c.id, shopId: c.shop1, scaleName: '秤' })
      .returning();
    const credential = await issueDeviceCredential(t.ctx.db, scale!.id);
    const slots = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/devices/state',
        headers: { authorization: `Bearer ${credential}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.labels.slots as { slot: number; layout: string }[];
    };
    // Created held (the cake has no allergen element): the slot is not sent at all.
    const made = await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
      name: 'H',
      style: JSON.stringify(nameOnly),
      slot: 3,
    });
    expect(made.body.data.held).toBe(true);
    expect(await slots()).toEqual([]);
    // A passing save pushes: the layout of the name at font 5.
    await call('PUT', `/api/management/labels/${made.body.data.id}`, c.owner, {
      style: JSON.stringify(twoLines),
    });
    const pushed = await slots();
    expect(pushed.map((s) => s.slot)).toEqual([3]);
    // A failing edit is held: the scales keep the pushed layout.
    const held = await call('PUT', `/api/management/labels/${made.body.data.id}`, c.owner, {
      style: JSON.stringify(nameOnly),
    });
    expect(held.body.data.held).toBe(true);
    expect(await slots()).toEqual(pushed);
    expect(toScaleLayout(nameOnly as never, 3).layout).not.toBe(pushed[0]!.layout);
  });
});
