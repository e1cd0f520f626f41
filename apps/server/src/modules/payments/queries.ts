import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * What other modules may ask of payments (issue 31). Trades may import this file; payments imports
 * nothing of trades', so there is no circle.
 */

export { matchArrivedSales } from './matching.js';

/**
 * SQL: the payment a trade's ticket was matched to, as `channel:order_no` (null: none), for the trade
 * records page's "paid by". Every record of a numbered ticket shows it (the ticket's key: scale, day in
 * the company's zone `zone`, number; payments_match_idx), a record without a number its own
 * (payments_match_trade_key).
 */
export function tradePaymentSql(trade: {
  id: AnyPgColumn;
  scaleId: AnyPgColumn;
  ticketNo: AnyPgColumn;
  tradeTime: AnyPgColumn;
  zone: SQL | AnyPgColumn;
}): SQL<string | null> {
  return sql<string | null>`(select p.channel || ':' || p.order_no from payments p
    where (${trade.ticketNo} is null and p.match_trade_id = ${trade.id})
       or (${trade.ticketNo} is not null and p.match_scale_id = ${trade.scaleId}
           and p.match_ticket_no = ${trade.ticketNo}
           and p.match_day = (${trade.tradeTime} at time zone ${trade.zone})::date)
    order by p.id limit 1)`;
}

/** The answer's `payment` from tradePaymentSql's value. */
export function tradePaymentOf(
  value: string | null | undefined,
): { channel: 'wechat' | 'alipay'; order_no: string } | null {
  if (!value) return null;
  const [channel, orderNo] = value.split(':');
  if ((channel !== 'wechat' && channel !== 'alipay') || !orderNo) return null;
  return { channel, order_no: orderNo };
}
