import type { TradeRecordInput } from '@dahua/shared/contracts/trades';
import { goods, scaleGoods, scales, shops } from '../db/schema/index.js';
import { issueDeviceCredential } from '../modules/scales/service.js';
import { buildCompanyWith, buildUser } from './factories.js';
import type { TestApp } from './harness.js';

/**
 * A company whose one scale, in its one shop, sells one goods item at PLU 1 (rows written directly):
 * where the sales tests start. `ownerId` shares an owner between companies; without it a new user
 * owns it.
 */
export async function sellingScale(t: TestApp, options: { ownerId?: number; goodsName?: string } = {}) {
  const ownerId = options.ownerId ?? (await buildUser(t.ctx)).id;
  const company = await buildCompanyWith(t.ctx, ownerId);
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name: '一号店' }).returning();
  const [scale] = await t.ctx.db
    .insert(scales)
    .values({ companyId: company.id, shopId: shop!.id, scaleName: '秤 A' })
    .returning();
  const [item] = await t.ctx.db
    .insert(goods)
    .values({
      companyId: company.id,
      pluNumber: 1,
      itemCode: 'A1',
      name: options.goodsName ?? '苹果',
      unitPriceFen: 1280,
    })
    .returning();
  await t.ctx.db.insert(scaleGoods).values({ scaleId: scale!.id, goodsId: item!.id, companyId: company.id });
  return {
    companyId: company.id,
    shopId: shop!.id,
    scaleId: scale!.id,
    goodsId: item!.id,
    credential: await issueDeviceCredential(t.ctx.db, scale!.id),
  };
}

/** A sale of PLU 1 as a scale records it: 500 g at 12.80 a kg, a ticket of its own. */
export const sale = (recordNo: number, over: Partial<TradeRecordInput> = {}): TradeRecordInput => ({
  record_no: recordNo,
  trade_time: '2026-11-20T08:30:00+08:00',
  plu: 1,
  weighing_mode: 0,
  weight: 500,
  unit_price: 1280,
  total_before_discount: 640,
  total_price: 640,
  ticket_no: recordNo,
  department: 1,
  ...over,
});

/** POST /api/devices/trades with a scale's credential, as the bridge sends a batch. */
export function sendSales(t: TestApp, credential: string, records: unknown[], lang?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/devices/trades',
    headers: { authorization: `Bearer ${credential}`, ...(lang ? { lang } : {}) },
    payload: { records },
  });
}
