import type { PaymentChannel } from '@dahua/shared/contracts/payments';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { paymentSettings, payments, shops } from '../../db/schema/index.js';
import { companyZone, shopZone } from '../time-zones/index.js';

/*
 * What the payment page (page-routes.ts) reads: a shop by its payment code, an order by its number.
 * The shop takes a channel when it is enabled, the channel is bound, and the maker configured it.
 */

export type PageShop = {
  shopId: number;
  shopName: string;
  imgUrl: string;
  channels: PaymentChannel[];
};

export async function shopOfPaymentCode(ctx: AppContext, code: string): Promise<PageShop | null> {
  const [row] = await ctx.db
    .select({
      shopId: shops.id,
      shopName: shops.name,
      imgUrl: shops.imgUrl,
      enabled: paymentSettings.enabled,
      wechat: paymentSettings.wechatSubMchid,
      alipay: paymentSettings.alipayAppAuthToken,
    })
    .from(paymentSettings)
    .innerJoin(shops, eq(shops.id, paymentSettings.shopId))
    .where(eq(paymentSettings.paymentCode, code));
  if (!row) return null;
  const channels: PaymentChannel[] = [];
  if (row.enabled && row.wechat && ctx.config.payments.wechat) channels.push('wechat');
  if (row.enabled && row.alipay && ctx.config.payments.alipay) channels.push('alipay');
  return { shopId: row.shopId, shopName: row.shopName, imgUrl: row.imgUrl, channels };
}

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
