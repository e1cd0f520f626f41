import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { payments, shops } from '../../db/schema/index.js';
import { companyZone, shopZone } from '../time-zones/index.js';

/** What the result page (page-routes.ts) reads: an order by its number, with its shop's name and zone. */

export type PageOrder = {
  orderNo: string;
  status: (typeof payments.$inferSelect)['status'];
  amountFen: number;
  refundedFen: number;
  shopName: string;
  createdTime: Date;
  paidTime: Date | null;
  /** The shop's zone (its company's when the shop is gone): the page shows times in it. */
  zone: string;
};

export async function orderOfNumber(ctx: AppContext, orderNo: string): Promise<PageOrder | null> {
  const [row] = await ctx.db
    .select({
      orderNo: payments.orderNo,
      status: payments.status,
      amountFen: payments.amountFen,
      refundedFen: payments.refundedFen,
      companyId: payments.companyId,
      shopId: payments.shopId,
      shopName: shops.name,
      createdTime: payments.createdTime,
      paidTime: payments.paidTime,
    })
    .from(payments)
    .leftJoin(shops, eq(shops.id, payments.shopId))
    .where(eq(payments.orderNo, orderNo));
  if (!row) return null;
  const zone =
    row.shopName === null ? await companyZone(ctx.db, row.companyId) : await shopZone(ctx.db, row.shopId);
  return {
    orderNo: row.orderNo,
    status: row.status,
    amountFen: row.amountFen,
    refundedFen: row.refundedFen,
    shopName: row.shopName ?? '',
    createdTime: row.createdTime,
    paidTime: row.paidTime,
    zone,
  };
}
