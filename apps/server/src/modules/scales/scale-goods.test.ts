import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, scaleHotKeys } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { scaleFixtures } from '../../test/scale-fixtures.js';

let t: TestApp;
let f: ReturnType<typeof scaleFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = scaleFixtures(t);
});
afterAll(() => t.close());

const change = (scaleId: number, token: string, op: number | string, ids: number[], lang?: string) =>
  f.call('POST', `/api/scales/${scaleId}/goods?op_flag=${op}`, token, { good_ids: ids }, lang);

describe('goods on a scale', () => {
  it('are added and removed all at once, harmlessly twice, and listed by PLU with search and pages', async () => {
    const c = await f.company();
    const scale = await f.scale(c.firstShop.id, c.id);
    const items = await f.goodsWith(c.id, [3, 1, 2], (plu) =>
      plu === 2 ? '红富士苹果\n特级' : `香蕉${plu}`,
    );
    const ids = items.map((g) => g.id);

    const added = await change(scale.id, c.owner, 1, ids);
    expect(added.json().data).toEqual({ changed: 3, goods_count: 3, plu_limit: 4000, hot_keys_cleared: 0 });
    const again = await change(scale.id, c.owner, 1, [...ids, ids[0]!]);
    expect(again.json().data).toMatchObject({ changed: 0, goods_count: 3 });

    const page = (await f.call('GET', `/api/scales/${scale.id}/goods?per_page=2`, c.owner)).json().data;
    expect(page.meta).toEqual({ total: 3, page: 1, per_page: 2 });
    expect(page.list.map((g: { plu_number: number }) => g.plu_number)).toEqual([1, 2]);
    expect(page.list[1]).toMatchObject({
      name: '红富士苹果\n特级',
      item_code: '2',
      unit_price: 100,
      company_id: c.id,
      weighing_mode: 0,
      // Issue 28: the price in force in the scale's shop, and why.
      price: { unit_price: 100, source: 'base', source_id: null, source_name: null },
    });
    const apple = (
      await f.call('GET', `/api/scales/${scale.id}/goods?name=${encodeURIComponent('苹果')}`, c.owner)
    ).json().data;
    expect(apple.list.map((g: { plu_number: number }) => g.plu_number)).toEqual([2]);
    const byCode = (await f.call('GET', `/api/scales/${scale.id}/goods?name=3`, c.owner)).json().data;
    expect(byCode.list.map((g: { plu_number: number }) => g.plu_number)).toEqual([3]);
    expect((await f.call('GET', `/api/management/scales/${scale.id}`, c.owner)).json().data.goods_count).toBe(
      3,
    );

    const removed = await change(scale.id, c.owner, 0, [ids[0]!, ids[1]!]);
    expect(removed.json().data).toMatchObject({ changed: 2, goods_count: 1 });
    const removedAgain = await change(scale.id, c.owner, '0', [ids[0]!]);
    expect(removedAgain.json().data).toMatchObject({ changed: 0, goods_count: 1 });
    expect(await f.goodsIdsOn(scale.id)).toEqual([ids[2]!]);
  });

  it('refuses other companies’ goods (404, naming nothing) and changes nothing', async () => {
    const c = await f.company();
    const theirs = await f.company();
    const scale = await f.scale(c.firstShop.id, c.id);
    const [mine] = await f.goodsWith(c.id, [1]);
    const [foreign] = await f.goodsWith(theirs.id, [2], () => '别家秘密商品');
    const response = await change(scale.id, c.owner, 1, [mine!.id, foreign!.id]);
    expect(response.statusCode).toBe(404);
    expect(response.json().data.dahua_error).toBe('ERCO000006');
    expect(response.body).not.toContain('别家秘密商品');
    expect(response.body).not.toContain(String(foreign!.id));
    expect(await f.goodsIdsOn(scale.id)).toEqual([]);
    expect((await change(scale.id, c.owner, 1, [999999])).statusCode).toBe(404);

    // Theirs: a goods item of their own on a scale of theirs is out of reach too.
    const theirScale = await f.scale(theirs.firstShop.id, theirs.id);
    await f.putOnScale(theirScale.id, theirs.id, [foreign!.id]);
    expect((await change(theirScale.id, c.owner, 0, [foreign!.id])).statusCode).toBe(404);
    expect(await f.goodsIdsOn(theirScale.id)).toEqual([foreign!.id]);
  });

  it('validates op_flag and good_ids', async () => {
    const c = await f.company();
    const scale = await f.scale(c.firstShop.id, c.id);
    const [item] = await f.goodsWith(c.id, [1]);
    for (const op of ['2', 'add', '']) {
      const response = await change(scale.id, c.owner, op, [item!.id]);
      expect(response.statusCode, op).toBe(400);
      expect(response.json().data.fields[0].field).toBe('op_flag');
    }
    const missing = await f.call('POST', `/api/scales/${scale.id}/goods`, c.owner, { good_ids: [item!.id] });
    expect(missing.statusCode).toBe(400);
    expect((await change(scale.id, c.owner, 1, [])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect((await change(scale.id, c.owner, 1, tooMany)).json().data.fields[0].field).toBe('good_ids');
    expect(await f.goodsIdsOn(scale.id)).toEqual([]);
  });

  it('removing goods clears the hot keys carrying them, on that scale only', async () => {
    const c = await f.company();
    const scale = await f.scale(c.firstShop.id, c.id);
    const other = await f.scale(c.firstShop.id, c.id);
    const [a, b] = await f.goodsWith(c.id, [1, 2]);
    await change(scale.id, c.owner, 1, [a!.id, b!.id]);
    await change(other.id, c.owner, 1, [a!.id]);
    const layout = {
      hot_keys: [
        { key: 1, good_id: a!.id },
        { key: 2, good_id: b!.id },
        { key: 40, good_id: a!.id },
      ],
    };
    expect((await f.call('PUT', `/api/scales/${scale.id}/hot_keys`, c.owner, layout)).statusCode).toBe(200);
    await f.call('PUT', `/api/scales/${other.id}/hot_keys`, c.owner, {
      hot_keys: [{ key: 5, good_id: a!.id }],
    });

    const removed = await change(scale.id, c.owner, 0, [a!.id]);
    expect(removed.json().data).toMatchObject({ changed: 1, hot_keys_cleared: 2, goods_count: 1 });
    expect(await f.keysOf(scale.id)).toEqual([{ key: 2, goodsId: b!.id }]);
    expect(await f.keysOf(other.id)).toEqual([{ key: 5, goodsId: a!.id }]);
    const keys = (await f.call('GET', `/api/scales/${scale.id}/hot_keys`, c.owner)).json().data;
    expect(keys.hot_keys.UP.map((k: { key: number }) => k.key)).toEqual([2]);
  });
});

describe('model capacity (TM-Aa: PLU 1–4000)', () => {
  it('refuses a PLU above the limit, naming it, all or nothing', async () => {
    const c = await f.company();
    const scale = await f.scale(c.firstShop.id, c.id, { scaleName: '小秤', modelCode: 'TM-Aa' });
    const items = await f.goodsWith(c.id, [4000, 4001, 9999]);
    const refused = await change(
      scale.id,
      c.owner,
      1,
      items.map((g) => g.id),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      msg: 'PLU 4001 超出电子秤「小秤」（TM-Aa）可用的 PLU 号范围 1–4000',
      data: { dahua_error: 'ERCO000602' },
    });
    const english = await change(scale.id, c.owner, 1, [items[1]!.id], 'en');
    expect(english.json().msg).toBe(
      'PLU 4001 is beyond the PLU numbers 1–4000 that the scale "小秤" (TM-Aa) takes.',
    );
    expect(await f.goodsIdsOn(scale.id)).toEqual([]);
    expect((await change(scale.id, c.owner, 1, [items[0]!.id])).json().data.goods_count).toBe(1);

    // A TM-P2 takes PLUs up to 9999.
    const big = await f.scale(c.firstShop.id, c.id, { modelCode: 'TM-P2' });
    expect(
      (
        await change(
          big.id,
          c.owner,
          1,
          items.map((g) => g.id),
        )
      ).json().data,
    ).toMatchObject({
      goods_count: 3,
      plu_limit: 9999,
    });
  });

  it('refuses goods beyond the count limit, saying how many places are left', async () => {
    const c = await f.company();
    const scale = await f.scale(c.firstShop.id, c.id, { scaleName: '满秤' });
    const plus = Array.from({ length: 4000 }, (_, i) => i + 1);
    const items = await f.goodsWith(c.id, plus);
    await f.putOnScale(
      scale.id,
      c.id,
      items.map((g) => g.id),
    );
    expect((await f.call('GET', `/api/management/scales/${scale.id}`, c.owner)).json().data.goods_count).toBe(
      4000,
    );

    const [extra] = await f.goodsWith(c.id, [4001]);
    const beyond = await change(scale.id, c.owner, 1, [extra!.id]);
    expect(beyond.json().data.dahua_error).toBe('ERCO000602');

    // A goods item renumbered after it went to the scale leaves a PLU number free but no place.
    const renumbered = items.find((g) => g.pluNumber === 4000)!;
    await t.ctx.db
      .update(goods)
      .set({ pluNumber: 9000, itemCode: '9000' })
      .where(eq(goods.id, renumbered.id));
    const [late] = await f.goodsWith(c.id, [4000], () => '迟到的商品');
    const full = await change(scale.id, c.owner, 1, [late!.id], 'en');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      msg: 'The scale "满秤" holds at most 4000 goods: 0 place(s) left, so 1 cannot be added.',
      data: { dahua_error: 'ERCO000603', left: 0 },
    });
    // Goods already on it are still harmless to add again.
    expect((await change(scale.id, c.owner, 1, [items[0]!.id])).json().data).toMatchObject({
      changed: 0,
      goods_count: 4000,
    });
    // Removing one frees a place.
    await change(scale.id, c.owner, 0, [renumbered.id]);
    expect((await change(scale.id, c.owner, 1, [late!.id])).json().data.goods_count).toBe(4000);
    expect(await t.ctx.db.select().from(scaleHotKeys).where(eq(scaleHotKeys.scaleId, scale.id))).toEqual([]);
  });
});

describe('goods on scales keep PLU numbers those scales take', () => {
  it('refuses renumbering goods beyond a scale they are on, and allows it within', async () => {
    const c = await f.company();
    const scale = await f.scale(c.firstShop.id, c.id, { scaleName: '果秤', modelCode: 'TM-Aa' });
    const [item] = await f.goodsWith(c.id, [12]);
    expect((await change(scale.id, c.owner, 1, [item!.id])).statusCode).toBe(200);

    const edit = (plu: number) =>
      f.call('PUT', `/api/management/goods/${item!.id}`, c.owner, { plu_number: plu });
    const refused = await edit(4001);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      msg: 'PLU 4001 超出电子秤「果秤」（TM-Aa）可用的 PLU 号范围 1–4000',
      data: { dahua_error: 'ERCO000602' },
    });
    const [unchanged] = await t.ctx.db.select().from(goods).where(eq(goods.id, item!.id));
    expect(unchanged!.pluNumber).toBe(12);

    expect((await edit(4000)).json().data.plu_number).toBe(4000);
    // Off the scale, any PLU number the record carries is fine again.
    await change(scale.id, c.owner, 0, [item!.id]);
    expect((await edit(9999)).json().data.plu_number).toBe(9999);
  });
});
