import { goods, priceListShops, priceLists, scaleGoods, scales, shops } from '../db/schema/index.js';
import { issueDeviceCredential } from '../modules/scales/service.js';
import { buildCompanyWith, buildUser, signIn } from './factories.js';
import type { TestApp } from './harness.js';

/** A scale as its bridge reaches it: its id and device credential. */
export type DeviceScaleFixture = { id: number; credential: string };

/** Goods of the fixture: [PLU number, name, base price in fen]. */
export type FixtureGoods = readonly (readonly [plu: number, name: string, priceFen: number])[];

/**
 * The setting of the price tests (issue 28): a company with its owner signed in, a shop in a price list
 * ('城区', no prices yet) and a shop in none, one scale in each holding every goods item given.
 */
export async function listedAndPlainShops(t: TestApp, items: FixtureGoods) {
  const user = await buildUser(t.ctx);
  const companyId = (await buildCompanyWith(t.ctx, user.id)).id;
  const owner = await signIn(t.app, user.username!, user.password);
  const [listed, plain] = await t.ctx.db
    .insert(shops)
    .values([
      { companyId, name: '列表店' },
      { companyId, name: '普通店' },
    ])
    .returning();
  const rows = await t.ctx.db
    .insert(goods)
    .values(
      items.map(([plu, name, priceFen]) => ({
        companyId,
        pluNumber: plu,
        itemCode: String(plu),
        name,
        unitPriceFen: priceFen,
      })),
    )
    .returning();
  const goodsIds = rows.map((row) => row.id);
  const scale = {} as Record<'listed' | 'plain', DeviceScaleFixture>;
  for (const [which, shop] of [
    ['listed', listed!.id],
    ['plain', plain!.id],
  ] as const) {
    const [row] = await t.ctx.db
      .insert(scales)
      .values({ companyId, shopId: shop, scaleName: which })
      .returning();
    scale[which] = { id: row!.id, credential: await issueDeviceCredential(t.ctx.db, row!.id) };
    await t.ctx.db
      .insert(scaleGoods)
      .values(goodsIds.map((goodsId) => ({ scaleId: row!.id, goodsId, companyId })));
  }
  const [list] = await t.ctx.db.insert(priceLists).values({ companyId, name: '城区' }).returning();
  return {
    companyId,
    owner,
    shops: { listed: listed!.id, plain: plain!.id },
    goodsIds,
    scale,
    listId: list!.id,
    /** Puts the listed shop into the list (its triggers send the list's prices to the shop's scale). */
    joinList: () =>
      t.ctx.db.insert(priceListShops).values({ shopId: listed!.id, priceListId: list!.id, companyId }),
  };
}
