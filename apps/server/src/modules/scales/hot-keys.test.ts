import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { scaleFixtures } from '../../test/scale-fixtures.js';

let t: TestApp;
let f: ReturnType<typeof scaleFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = scaleFixtures(t);
});
afterAll(() => t.close());

/** A company with a TM-Aa scale holding goods PLU 1, 2 and 3 (goods 3 has a two-line name). */
async function stocked(modelCode = 'TM-Aa') {
  const c = await f.company();
  const scale = await f.scale(c.firstShop.id, c.id, { scaleName: '源秤', modelCode });
  const items = await f.goodsWith(c.id, [1, 2, 3], (plu) => (plu === 3 ? '西瓜\n麒麟瓜' : `商品${plu}`));
  await f.putOnScale(
    scale.id,
    c.id,
    items.map((g) => g.id),
  );
  const [a, b, w] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
  return { c, scale, a, b, w };
}

describe('hot keys', () => {
  it('round-trip through PUT and GET with both body forms and both paths', async () => {
    const { c, scale, a, b, w } = await stocked();
    const empty = (await f.call('GET', `/api/scales/${scale.id}/hot_keys`, c.owner)).json().data;
    expect(empty).toEqual({ hot_keys: { UP: [], DOWN: [] }, key_count: 71 });

    // A flat list, keys by good_id or by plu, in any order.
    const flat = await f.call('PUT', `/api/scales/${scale.id}/hot_keys`, c.owner, {
      hot_keys: [
        { key: 37, plu: 3 },
        { key: 1, good_id: a.id },
        { key: 36, good_id: b.id, type: 'UP' },
        { key: 71, good_id: a.id, plu: 1 },
      ],
    });
    expect(flat.statusCode).toBe(200);
    const layout = {
      hot_keys: {
        UP: [
          { key: 1, plu: 1, name: '商品1', type: 'UP', good_id: a.id },
          { key: 36, plu: 2, name: '商品2', type: 'UP', good_id: b.id },
        ],
        DOWN: [
          { key: 37, plu: 3, name: '西瓜', type: 'DOWN', good_id: w.id },
          { key: 71, plu: 1, name: '商品1', type: 'DOWN', good_id: a.id },
        ],
      },
      key_count: 71,
    };
    expect(flat.json().data).toEqual(layout);
    for (const url of [
      `/api/scales/${scale.id}/hot_keys`,
      `/api/shops/${c.firstShop.id}/scales/${scale.id}/hot_keys`,
    ]) {
      expect((await f.call('GET', url, c.owner)).json().data, url).toEqual(layout);
    }

    // The grouped form, exactly as GET answers it, through the shop path: the same layout.
    const grouped = await f.call('PUT', `/api/shops/${c.firstShop.id}/scales/${scale.id}/hot_keys`, c.owner, {
      hot_keys: layout.hot_keys,
    });
    expect(grouped.json().data).toEqual(layout);

    // The scale body form (SPEC §7: PUT /api/shops/{shop_id}/scales/{id} with {hot_keys}).
    const viaScale = await f.call('PUT', `/api/shops/${c.firstShop.id}/scales/${scale.id}`, c.owner, {
      hot_keys: { UP: [{ key: 2, good_id: b.id }] },
    });
    expect(viaScale.statusCode).toBe(200);
    expect(viaScale.json().data).toMatchObject({
      id: scale.id,
      scale_name: '源秤',
      key_count: 71,
      hot_keys: { UP: [{ key: 2, plu: 2, name: '商品2', type: 'UP', good_id: b.id }], DOWN: [] },
    });
    expect(await f.keysOf(scale.id)).toEqual([{ key: 2, goodsId: b.id }]);

    // An empty layout clears every key.
    const cleared = await f.call('PUT', `/api/scales/${scale.id}/hot_keys`, c.owner, { hot_keys: [] });
    expect(cleared.json().data).toEqual({ hot_keys: { UP: [], DOWN: [] }, key_count: 71 });
  });

  it('refuses a bad layout naming the key, and keeps the old one', async () => {
    const { c, scale, a, b } = await stocked();
    const [off] = await f.goodsWith(c.id, [9], () => '不在秤上');
    const theirs = await f.company();
    const [foreign] = await f.goodsWith(theirs.id, [1]);
    await f.call('PUT', `/api/scales/${scale.id}/hot_keys`, c.owner, {
      hot_keys: [{ key: 5, good_id: a.id }],
    });
    const put = (hotKeys: unknown, lang?: string) =>
      f.call('PUT', `/api/scales/${scale.id}/hot_keys`, c.owner, { hot_keys: hotKeys }, lang);

    const outOfRange = await put(
      [
        { key: 1, good_id: a.id },
        { key: 72, good_id: b.id },
      ],
      'en',
    );
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toMatchObject({
      msg: 'Hot key 72 is out of range: this scale has hot keys 1–71.',
      data: { dahua_error: 'ERCO000604' },
    });
    expect((await put([{ key: 0, good_id: a.id }])).statusCode).toBe(400);

    const duplicate = await put([
      { key: 3, good_id: a.id },
      { key: 3, good_id: b.id },
    ]);
    expect(duplicate.json()).toMatchObject({ msg: '热键 3 重复出现', data: { dahua_error: 'ERCO000605' } });

    for (const item of [
      { key: 4, good_id: off!.id },
      { key: 4, plu: 9 },
      { key: 4, good_id: foreign!.id },
    ]) {
      const notOnScale = await put([{ key: 1, good_id: a.id }, item]);
      expect(notOnScale.statusCode, JSON.stringify(item)).toBe(400);
      expect(notOnScale.json().data.dahua_error).toBe('ERCO000606');
      expect(notOnScale.json().msg).toBe('热键 4 的商品不在该电子秤上，请先把商品下发到电子秤');
    }

    const wrongGroup = await put({ UP: [{ key: 40, good_id: a.id }] }, 'en');
    expect(wrongGroup.json()).toMatchObject({
      msg: 'Hot key 40 belongs to group DOWN, not UP.',
      data: { dahua_error: 'ERCO000607' },
    });
    expect((await put([{ key: 2, good_id: a.id, type: 'DOWN' }])).json().data.dahua_error).toBe('ERCO000607');

    const mismatch = await put([{ key: 2, good_id: a.id, plu: 2 }]);
    expect(mismatch.json().data.dahua_error).toBe('ERCO000608');

    const neither = await put([{ key: 2 }], 'en');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().data.dahua_error).toBe('ERCO000002');

    expect(await f.keysOf(scale.id)).toEqual([{ key: 5, goodsId: a.id }]);
  });

  it('offer 142 keys on the larger models', async () => {
    const { c, scale, a } = await stocked('TM-Ab');
    const response = await f.call('PUT', `/api/scales/${scale.id}/hot_keys`, c.owner, {
      hot_keys: [
        { key: 71, good_id: a.id },
        { key: 72, good_id: a.id },
        { key: 142, good_id: a.id },
      ],
    });
    const data = response.json().data;
    expect(data.key_count).toBe(142);
    expect(data.hot_keys.UP.map((k: { key: number }) => k.key)).toEqual([71]);
    expect(data.hot_keys.DOWN.map((k: { key: number }) => k.key)).toEqual([72, 142]);
  });
});

describe('copying hot keys', () => {
  it('copies to scales of the same model, adding the goods they lack', async () => {
    const { c, scale, a, w } = await stocked();
    await f.call('PUT', `/api/scales/${scale.id}/hot_keys`, c.owner, {
      hot_keys: [
        { key: 1, good_id: a.id },
        { key: 50, good_id: w.id },
      ],
    });
    const empty = await f.scale(c.firstShop.id, c.id, { scaleName: '空秤' });
    const partly = await f.scale(c.firstShop.id, c.id, { scaleName: '半满秤' });
    await f.putOnScale(partly.id, c.id, [a.id]);
    await f.call('PUT', `/api/scales/${partly.id}/hot_keys`, c.owner, {
      hot_keys: [{ key: 9, good_id: a.id }],
    });

    const copied = await f.call('POST', `/api/scales/${scale.id}/hot_keys/copy`, c.owner, {
      target_scale_ids: [empty.id, partly.id, scale.id, empty.id],
    });
    expect(copied.statusCode).toBe(200);
    expect(copied.json().data.targets).toEqual([
      { id: empty.id, scale_name: '空秤', goods_added: 2, hot_key_count: 2 },
      { id: partly.id, scale_name: '半满秤', goods_added: 1, hot_key_count: 2 },
    ]);
    const source = (await f.call('GET', `/api/scales/${scale.id}/hot_keys`, c.owner)).json().data;
    for (const target of [empty, partly]) {
      expect((await f.call('GET', `/api/scales/${target.id}/hot_keys`, c.owner)).json().data).toEqual(source);
      expect(await f.goodsIdsOn(target.id)).toEqual([a.id, w.id].sort((x, y) => x - y));
    }
  });

  it('refuses another model (naming the scale), another company’s scale, and a full target, copying nothing', async () => {
    const { c, scale, a, w } = await stocked();
    await f.call('PUT', `/api/scales/${scale.id}/hot_keys`, c.owner, {
      hot_keys: [
        { key: 1, good_id: a.id },
        { key: 2, good_id: w.id },
      ],
    });
    const same = await f.scale(c.firstShop.id, c.id, { scaleName: '同型号' });
    const bigger = await f.scale(c.firstShop.id, c.id, { scaleName: '大秤', modelCode: 'TM-Ab' });
    const otherModel = await f.call('POST', `/api/scales/${scale.id}/hot_keys/copy`, c.owner, {
      target_scale_ids: [same.id, bigger.id],
    });
    expect(otherModel.statusCode).toBe(409);
    expect(otherModel.json()).toMatchObject({
      msg: '电子秤「大秤」的型号是 TM-Ab，与源电子秤的型号 TM-Aa 不同，不能复制热键',
      data: { dahua_error: 'ERCO000609' },
    });
    expect(await f.keysOf(same.id)).toEqual([]);
    expect(await f.goodsIdsOn(same.id)).toEqual([]);

    const theirs = await f.company();
    const theirScale = await f.scale(theirs.firstShop.id, theirs.id);
    const foreign = await f.call('POST', `/api/scales/${scale.id}/hot_keys/copy`, c.owner, {
      target_scale_ids: [same.id, theirScale.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await f.keysOf(theirScale.id)).toEqual([]);
    expect(await f.keysOf(same.id)).toEqual([]);

    // A target with no room for the layout's goods: the whole copy is refused.
    const full = await f.scale(c.firstShop.id, c.id, { scaleName: '满秤' });
    const filler = await f.goodsWith(
      c.id,
      Array.from({ length: 3999 }, (_, i) => i + 4),
    );
    await f.putOnScale(
      full.id,
      c.id,
      filler.map((g) => g.id),
    );
    const noRoom = await f.call('POST', `/api/scales/${scale.id}/hot_keys/copy`, c.owner, {
      target_scale_ids: [same.id, full.id],
    });
    expect(noRoom.statusCode).toBe(409);
    expect(noRoom.json()).toMatchObject({
      msg: '电子秤「满秤」最多可放 4000 个商品，还剩 1 个位置，无法再加入 2 个',
      data: { dahua_error: 'ERCO000603', left: 1 },
    });
    expect(await f.keysOf(same.id)).toEqual([]);
    expect(await f.goodsIdsOn(same.id)).toEqual([]);
    expect(await f.keysOf(full.id)).toEqual([]);
  });
});
