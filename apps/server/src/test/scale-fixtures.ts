import { eq } from 'drizzle-orm';
import {
  type CompanyRole,
  companyMembers,
  goods,
  type ScaleRow,
  scaleGoods,
  scaleHotKeys,
  scales,
  shops,
} from '../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from './factories.js';
import { type TestApp, tokenHeader } from './harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Companies, shops, scales and goods for the scales module's tests (rows written directly). */
export function scaleFixtures(t: TestApp) {
  const call = (method: Method, url: string, token: string, payload?: object, lang?: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...tokenHeader(token), ...(lang ? { lang } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** A company with an owner and one shop; more members and shops on demand. */
  async function company() {
    const owner = await buildUser(t.ctx);
    const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
    const join = async (role: CompanyRole) => {
      const user = await buildUser(t.ctx);
      await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
      return signIn(t.app, user.username!, user.password);
    };
    const shop = async (name = '门店') => {
      const [made] = await t.ctx.db.insert(shops).values({ companyId: row.id, name }).returning();
      return made!;
    };
    return {
      id: row.id,
      owner: await signIn(t.app, owner.username!, owner.password),
      ownerId: owner.id,
      join,
      shop,
      firstShop: await shop('一号店'),
    };
  }

  async function scale(
    shopId: number,
    companyId: number,
    values: Partial<Pick<ScaleRow, 'scaleName' | 'modelCode' | 'scaleUuid'>> = {},
  ): Promise<ScaleRow> {
    const [row] = await t.ctx.db
      .insert(scales)
      .values({ shopId, companyId, scaleName: '秤', ...values })
      .returning();
    return row!;
  }

  /** Goods with these PLU numbers, in one insert (item code = PLU number). */
  async function goodsWith(companyId: number, plus: number[], name = (plu: number) => `商品${plu}`) {
    if (plus.length === 0) return [];
    return t.ctx.db
      .insert(goods)
      .values(
        plus.map((plu) => ({
          companyId,
          pluNumber: plu,
          itemCode: String(plu),
          name: name(plu),
          unitPriceFen: 100,
        })),
      )
      .returning();
  }

  /** Puts goods on a scale directly (no limits checked): for setting up a full scale. */
  async function putOnScale(scaleId: number, companyId: number, goodsIds: number[]) {
    if (goodsIds.length === 0) return;
    await t.ctx.db.insert(scaleGoods).values(goodsIds.map((goodsId) => ({ scaleId, goodsId, companyId })));
  }

  async function scaleRow(id: number) {
    const [row] = await t.ctx.db.select().from(scales).where(eq(scales.id, id));
    return row;
  }

  async function goodsIdsOn(scaleId: number) {
    const rows = await t.ctx.db
      .select({ id: scaleGoods.goodsId })
      .from(scaleGoods)
      .where(eq(scaleGoods.scaleId, scaleId));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  async function keysOf(scaleId: number) {
    const rows = await t.ctx.db
      .select({ key: scaleHotKeys.key, goodsId: scaleHotKeys.goodsId })
      .from(scaleHotKeys)
      .where(eq(scaleHotKeys.scaleId, scaleId));
    return rows.sort((a, b) => a.key - b.key);
  }

  return { call, company, scale, goodsWith, putOnScale, scaleRow, goodsIdsOn, keysOf };
}
