import { addDays, daysBetween, hourOf, lastOfMonth, rangeOfDays } from '@dahua/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';

/**
 * The rollups as a GROUP BY over the raw records of a time range, in the very shape of the rollup
 * tables. `rebuildRollups` writes them; the tests compare them with what ingestion kept.
 * A day (and a month) is the company's calendar day in its time zone (companies.time_zone);
 * hours are whole UTC hours. A ticket counts in the hour (and day) of its earliest record; a
 * record without a number is a ticket.
 */
const FROM = sql.raw('trades join companies zone on zone.id = trades.company_id');
const DAY = sql.raw('(trades.trade_time at time zone zone.time_zone)::date');
const HOUR = sql.raw(`date_trunc('hour', trades.trade_time at time zone 'UTC') at time zone 'UTC'`);
const MEASURES = sql.raw(`count(*)::int as count,
  coalesce(sum(weight) filter (where weighing_mode <> 1), 0)::bigint as weight,
  coalesce(sum(weight) filter (where weighing_mode = 1), 0)::bigint as pieces,
  sum(total_price)::bigint as amount,
  sum(total_before_discount - total_price)::bigint as discount`);
const GOODS_KEY = sql.raw(
  'company_id, shop_id, scale_id, coalesce(goods_id, 0) as goods_id, plu, weighing_mode, coalesce(department, 0)::smallint as department',
);
export type Range = { from: Date; to: Date };

/** The records of `range`, of one company when it is given. */
const inRange = (range: Range, companyId?: number): SQL =>
  sql`trades.trade_time >= ${range.from.toISOString()} and trades.trade_time < ${range.to.toISOString()}${
    companyId === undefined ? sql`` : sql` and trades.company_id = ${companyId}`
  }`;

export const dailyFromRaw = (range: Range, companyId?: number) => sql`
  select ${DAY} as day, ${GOODS_KEY}, ${MEASURES}, min(unit_price) as min_price, max(unit_price) as max_price
  from ${FROM} where ${inRange(range, companyId)} group by 1, 2, 3, 4, 5, 6, 7, 8`;

export const hourlyFromRaw = (range: Range, companyId?: number) => sql`
  select ${HOUR} as hour, ${GOODS_KEY}, ${MEASURES}
  from ${FROM} where ${inRange(range, companyId)} group by 1, 2, 3, 4, 5, 6, 7, 8`;

/** Records (with their company's day) and a flag `opens`: the record that counts its ticket. */
const withOpeners = (range: Range, companyId?: number) => sql`
  select trades.*, ${DAY} as day, (trades.ticket_no is null or row_number() over (
           partition by trades.scale_id, ${DAY}, trades.ticket_no order by trades.trade_time, trades.id) = 1) as opens
  from ${FROM} where ${inRange(range, companyId)}`;

const TICKET_MEASURES = sql.raw(
  'company_id, shop_id, scale_id, count(*) filter (where opens)::int as tickets, count(*)::int as items, sum(total_price)::bigint as amount',
);

const R_HOUR = sql.raw(`date_trunc('hour', r.trade_time at time zone 'UTC') at time zone 'UTC'`);

export const ticketsHourlyFromRaw = (range: Range, companyId?: number) => sql`
  select ${R_HOUR} as hour, ${TICKET_MEASURES} from (${withOpeners(range, companyId)}) r group by 1, 2, 3, 4`;

export const ticketsDailyFromRaw = (range: Range, companyId?: number) => sql`
  select r.day, ${TICKET_MEASURES} from (${withOpeners(range, companyId)}) r group by 1, 2, 3, 4`;

export const shopDailyFromRaw = (range: Range, companyId?: number) => sql`
  select ${DAY} as day, company_id, shop_id, weighing_mode, coalesce(department, 0)::smallint as department, ${MEASURES}
  from ${FROM} where ${inRange(range, companyId)} group by 1, 2, 3, 4, 5`;

const MONTH = sql.raw(`date_trunc('month', trades.trade_time at time zone zone.time_zone)::date`);

export const goodsMonthlyFromRaw = (range: Range, companyId?: number) => sql`
  select ${MONTH} as month, company_id, shop_id, coalesce(goods_id, 0) as goods_id, plu, weighing_mode,
    coalesce(department, 0)::smallint as department, ${MEASURES}
  from ${FROM} where ${inRange(range, companyId)} group by 1, 2, 3, 4, 5, 6, 7`;

export const ticketsShopHourlyFromRaw = (range: Range, companyId?: number) => sql`
  select ${R_HOUR} as hour, company_id, shop_id, count(*) filter (where opens)::int as tickets, count(*)::int as items,
    sum(total_price)::bigint as amount
  from (${withOpeners(range, companyId)}) r group by 1, 2, 3`;

/** The first and last day of the months holding `from` and `to`. */
function wholeMonths(from: string, to: string): { first: string; last: string } {
  return { first: `${from.slice(0, 7)}-01`, last: lastOfMonth(to) };
}

/** Whole UTC hours around a range (a day of a half-hour zone starts within an hour). */
const wholeHours = (range: Range): Range => ({
  from: hourOf(range.from),
  to: new Date(hourOf(new Date(range.to.getTime() - 1)).getTime() + 3_600_000),
});

/**
 * The first day a company's rollups may be rebuilt from its raw sales (issue 33 §2), or null when none
 * of its months is archived: the first day of the second month after the last UTC month whose sales
 * are archived and not back in `trades`. Not the month right after it: in a zone east of UTC that
 * month's first day (and so its monthly rollup) starts inside the archived UTC month.
 */
async function firstDayAfterArchive(tx: Executor, companyId: number): Promise<string | null> {
  const result = (await tx.execute(sql`
    select to_char(max("month") + interval '2 months', 'YYYY-MM-DD') as "first"
    from "trade_archives" where "company_id" = ${companyId} and "superseded_time" is null
      and ("kept_until" is null or "kept_until" <= now())`)) as unknown as {
    rows: { first: string | null }[];
  };
  return result.rows[0]?.first ?? null;
}

/**
 * Recomputes every rollup of the days `from`..`to` from the raw records (after a fix or a bulk
 * load), in one transaction: what the analyses read for those days is replaced whole. Each
 * company's days are its own zone's. Answers the records covered.
 * A company's days up to the month after its last archived month (trades/retention.ts) are left as they are.
 */
export async function rebuildRollups(db: Db, from: string, to: string, companyId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const companies = (
      (await tx.execute(
        companyId === undefined
          ? sql`select id, time_zone from companies order by id`
          : sql`select id, time_zone from companies where id = ${companyId}`,
      )) as unknown as { rows: { id: number; time_zone: string }[] }
    ).rows;
    let covered = 0;
    for (const company of companies) {
      // Days of months whose raw sales are archived keep their rollups (nothing to rebuild them from).
      const first = await firstDayAfterArchive(tx, company.id);
      const start = first && first > from ? first : from;
      if (start <= to) covered += await rebuildCompany(tx, company.id, company.time_zone, start, to);
    }
    return covered;
  });
}

/** Every rollup of one company, from its first to its last day of sales (after its zone changed). */
export async function rebuildCompanyRollups(tx: Executor, companyId: number, zone: string): Promise<number> {
  const result = (await tx.execute(
    sql`select to_char(min(trade_time at time zone ${zone}), 'YYYY-MM-DD') as first,
               to_char(max(trade_time at time zone ${zone}), 'YYYY-MM-DD') as last
        from trades where company_id = ${companyId}`,
  )) as unknown as { rows: { first: string | null; last: string | null }[] };
  const { first, last } = result.rows[0] ?? { first: null, last: null };
  // Everything the old zone's days held goes first: its first and last days may not exist in the new one.
  await clearCompany(tx, companyId);
  if (!first || !last) return 0;
  return rebuildCompany(tx, companyId, zone, addDays(first, -1), addDays(last, 1));
}

async function clearCompany(tx: Executor, companyId: number) {
  for (const table of ROLLUP_TABLES)
    await tx.execute(sql`delete from ${sql.raw(table)} where company_id = ${companyId}`);
  await tx.execute(
    sql`delete from sales_tickets where scale_id in (select id from scales where company_id = ${companyId})`,
  );
}

const ROLLUP_TABLES = [
  'sales_daily',
  'sales_hourly',
  'sales_shop_daily',
  'sales_goods_monthly',
  'tickets_hourly',
  'tickets_shop_hourly',
  'tickets_daily',
];

async function rebuildCompany(
  tx: Executor,
  companyId: number,
  zone: string,
  from: string,
  to: string,
): Promise<number> {
  if (daysBetween(from, to) < 1) return 0;
  const range = rangeOfDays(from, to, zone);
  const hours = wholeHours(range);
  const months = wholeMonths(from, to);
  const monthRange = rangeOfDays(months.first, months.last, zone);
  const company = sql`company_id = ${companyId}`;
  const days = sql`day between ${from} and ${to}`;
  const inHours = sql`hour >= ${hours.from.toISOString()} and hour < ${hours.to.toISOString()}`;
  await tx.execute(sql`delete from sales_daily where ${company} and ${days}`);
  await tx.execute(sql`delete from sales_hourly where ${company} and ${inHours}`);
  await tx.execute(sql`delete from sales_shop_daily where ${company} and ${days}`);
  await tx.execute(sql`delete from tickets_hourly where ${company} and ${inHours}`);
  await tx.execute(sql`delete from tickets_shop_hourly where ${company} and ${inHours}`);
  await tx.execute(sql`delete from tickets_daily where ${company} and ${days}`);
  await tx.execute(
    sql`delete from sales_tickets where ${days} and scale_id in (select id from scales where ${company})`,
  );
  await tx.execute(
    sql`delete from sales_goods_monthly where ${company} and month between ${months.first} and ${months.last}`,
  );
  await tx.execute(sql`insert into sales_daily (day, company_id, shop_id, scale_id, goods_id, plu, weighing_mode,
    department, count, weight, pieces, amount, discount, min_price, max_price) ${dailyFromRaw(range, companyId)} order by 1, 2, 3, 4`);
  await tx.execute(sql`insert into sales_hourly (hour, company_id, shop_id, scale_id, goods_id, plu, weighing_mode,
    department, count, weight, pieces, amount, discount) ${hourlyFromRaw(hours, companyId)} order by 1, 2, 3, 4`);
  await tx.execute(sql`insert into sales_shop_daily (day, company_id, shop_id, weighing_mode, department,
    count, weight, pieces, amount, discount) ${shopDailyFromRaw(range, companyId)} order by 1, 2, 3`);
  await tx.execute(sql`insert into sales_goods_monthly (month, company_id, shop_id, goods_id, plu, weighing_mode,
    department, count, weight, pieces, amount, discount) ${goodsMonthlyFromRaw(monthRange, companyId)} order by 1, 2, 3`);
  await tx.execute(sql`insert into tickets_hourly (hour, company_id, shop_id, scale_id, tickets, items, amount)
    ${ticketsHourlyFromRaw(hours, companyId)} order by 1, 2, 3`);
  await tx.execute(sql`insert into tickets_shop_hourly (hour, company_id, shop_id, tickets, items, amount)
    ${ticketsShopHourlyFromRaw(hours, companyId)} order by 1, 2, 3`);
  await tx.execute(sql`insert into tickets_daily (day, company_id, shop_id, scale_id, tickets, items, amount)
    ${ticketsDailyFromRaw(range, companyId)} order by 1, 2, 3`);
  await tx.execute(sql`insert into sales_tickets (scale_id, day, ticket_no)
    select distinct trades.scale_id, ${DAY}, trades.ticket_no from ${FROM}
    where ${inRange(range, companyId)} and trades.ticket_no is not null`);
  const [row] = (
    (await tx.execute(
      sql`select count(*)::int as n from trades where ${inRange(range, companyId)}`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return row?.n ?? 0;
}
