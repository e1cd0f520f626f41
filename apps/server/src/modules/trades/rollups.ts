import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { rangeOfDays } from '../../lib/china-time.js';

export { rangeOfDays };

/**
 * The rollups as a GROUP BY over the raw records of a time range, in the very shape of the rollup
 * tables. `rebuildRollups` writes them; the tests compare them with what ingestion kept.
 * A ticket counts in the hour (and day) of its earliest record; a record without a number is a ticket.
 */
const DAY = sql.raw(`(trade_time at time zone 'Asia/Shanghai')::date`);
const HOUR = sql.raw(`date_trunc('hour', trade_time at time zone 'UTC') at time zone 'UTC'`);
const MEASURES = sql.raw(`count(*)::int as count,
  coalesce(sum(weight) filter (where weighing_mode <> 1), 0)::bigint as weight,
  coalesce(sum(weight) filter (where weighing_mode = 1), 0)::bigint as pieces,
  sum(total_price)::bigint as amount,
  sum(total_before_discount - total_price)::bigint as discount`);
const GOODS_KEY = sql.raw(
  'company_id, shop_id, scale_id, coalesce(goods_id, 0) as goods_id, plu, weighing_mode, coalesce(department, 0)::smallint as department',
);

export type Range = { from: Date; to: Date };

const inRange = (range: Range) =>
  sql`trade_time >= ${range.from.toISOString()} and trade_time < ${range.to.toISOString()}`;

export const dailyFromRaw = (range: Range) => sql`
  select ${DAY} as day, ${GOODS_KEY}, ${MEASURES}, min(unit_price) as min_price, max(unit_price) as max_price
  from trades where ${inRange(range)} group by 1, 2, 3, 4, 5, 6, 7, 8`;

export const hourlyFromRaw = (range: Range) => sql`
  select ${HOUR} as hour, ${GOODS_KEY}, ${MEASURES}
  from trades where ${inRange(range)} group by 1, 2, 3, 4, 5, 6, 7, 8`;

/** Records with a flag `opens`: the record that counts its ticket. */
const withOpeners = (range: Range) => sql`
  select *, (ticket_no is null or row_number() over (
           partition by scale_id, ${DAY}, ticket_no order by trade_time, id) = 1) as opens
  from trades where ${inRange(range)}`;

const TICKET_MEASURES = sql.raw(
  'company_id, shop_id, scale_id, count(*) filter (where opens)::int as tickets, count(*)::int as items, sum(total_price)::bigint as amount',
);

export const ticketsHourlyFromRaw = (range: Range) => sql`
  select ${HOUR} as hour, ${TICKET_MEASURES} from (${withOpeners(range)}) r group by 1, 2, 3, 4`;

export const ticketsDailyFromRaw = (range: Range) => sql`
  select ${DAY} as day, ${TICKET_MEASURES} from (${withOpeners(range)}) r group by 1, 2, 3, 4`;

export const shopDailyFromRaw = (range: Range) => sql`
  select ${DAY} as day, company_id, shop_id, weighing_mode, coalesce(department, 0)::smallint as department, ${MEASURES}
  from trades where ${inRange(range)} group by 1, 2, 3, 4, 5`;

const MONTH = sql.raw(`date_trunc('month', (trade_time at time zone 'Asia/Shanghai'))::date`);

export const goodsMonthlyFromRaw = (range: Range) => sql`
  select ${MONTH} as month, company_id, shop_id, coalesce(goods_id, 0) as goods_id, plu, weighing_mode,
    coalesce(department, 0)::smallint as department, ${MEASURES}
  from trades where ${inRange(range)} group by 1, 2, 3, 4, 5, 6, 7`;

export const ticketsShopHourlyFromRaw = (range: Range) => sql`
  select ${HOUR} as hour, company_id, shop_id, count(*) filter (where opens)::int as tickets, count(*)::int as items,
    sum(total_price)::bigint as amount
  from (${withOpeners(range)}) r group by 1, 2, 3`;

/** The first and last China day of the months holding `from` and `to`. */
function wholeMonths(from: string, to: string): { first: string; last: string } {
  const end = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + 1);
  end.setUTCDate(0);
  return { first: `${from.slice(0, 7)}-01`, last: end.toISOString().slice(0, 10) };
}

/**
 * Recomputes every rollup of the China days `from`..`to` from the raw records (after a fix or a
 * bulk load), in one transaction: what the analyses read for those days is replaced whole.
 * Tickets are keyed by day, so whole days are the unit; the monthly rollup is rebuilt for the
 * whole months the range touches. Rows go in in day order, so a company's days sit together on
 * disk. Answers the records covered.
 */
export async function rebuildRollups(db: Db, from: string, to: string): Promise<number> {
  const range = rangeOfDays(from, to);
  const months = wholeMonths(from, to);
  const monthRange = rangeOfDays(months.first, months.last);
  return db.transaction(async (tx) => {
    await clear(tx, range, from, to);
    await tx.execute(
      sql`delete from sales_goods_monthly where month between ${months.first} and ${months.last}`,
    );
    await tx.execute(sql`insert into sales_daily (day, company_id, shop_id, scale_id, goods_id, plu, weighing_mode,
      department, count, weight, pieces, amount, discount, min_price, max_price) ${dailyFromRaw(range)} order by 1, 2, 3, 4`);
    await tx.execute(sql`insert into sales_hourly (hour, company_id, shop_id, scale_id, goods_id, plu, weighing_mode,
      department, count, weight, pieces, amount, discount) ${hourlyFromRaw(range)} order by 1, 2, 3, 4`);
    await tx.execute(sql`insert into sales_shop_daily (day, company_id, shop_id, weighing_mode, department,
      count, weight, pieces, amount, discount) ${shopDailyFromRaw(range)} order by 1, 2, 3`);
    await tx.execute(sql`insert into sales_goods_monthly (month, company_id, shop_id, goods_id, plu, weighing_mode,
      department, count, weight, pieces, amount, discount) ${goodsMonthlyFromRaw(monthRange)} order by 1, 2, 3`);
    await tx.execute(sql`insert into tickets_hourly (hour, company_id, shop_id, scale_id, tickets, items, amount)
      ${ticketsHourlyFromRaw(range)} order by 1, 2, 3`);
    await tx.execute(sql`insert into tickets_shop_hourly (hour, company_id, shop_id, tickets, items, amount)
      ${ticketsShopHourlyFromRaw(range)} order by 1, 2, 3`);
    await tx.execute(sql`insert into tickets_daily (day, company_id, shop_id, scale_id, tickets, items, amount)
      ${ticketsDailyFromRaw(range)} order by 1, 2, 3`);
    await tx.execute(sql`insert into sales_tickets (scale_id, day, ticket_no)
      select distinct scale_id, ${DAY}, ticket_no from trades where ${inRange(range)} and ticket_no is not null`);
    const [row] = (
      (await tx.execute(sql`select count(*)::int as n from trades where ${inRange(range)}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    return row?.n ?? 0;
  });
}

async function clear(tx: Executor, range: Range, from: string, to: string) {
  const hours = sql`hour >= ${range.from.toISOString()} and hour < ${range.to.toISOString()}`;
  const days = sql`day between ${from} and ${to}`;
  await tx.execute(sql`delete from sales_daily where ${days}`);
  await tx.execute(sql`delete from sales_hourly where ${hours}`);
  await tx.execute(sql`delete from sales_shop_daily where ${days}`);
  await tx.execute(sql`delete from tickets_hourly where ${hours}`);
  await tx.execute(sql`delete from tickets_shop_hourly where ${hours}`);
  await tx.execute(sql`delete from tickets_daily where ${days}`);
  await tx.execute(sql`delete from sales_tickets where ${days}`);
}
