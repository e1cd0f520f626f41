import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { goods, salesTickets, scaleGoods, shops, stockLocations, trades } from '../../db/schema/index.js';

export type { DeviceScale } from '../../access/device-scale.js';

export type MappedGoods = {
  id: number;
  plu: number;
  name: string;
  measureUnit: string;
  weighingMode: number;
};

/** The goods on the scale now under the given PLU numbers. */
export async function goodsOnScale(tx: Executor, scaleId: number, plus: number[]): Promise<MappedGoods[]> {
  if (plus.length === 0) return [];
  return tx
    .select({
      id: goods.id,
      plu: goods.pluNumber,
      name: goods.name,
      measureUnit: goods.measureUnit,
      weighingMode: goods.weighingMode,
    })
    .from(scaleGoods)
    .innerJoin(goods, eq(goods.id, scaleGoods.goodsId))
    .where(and(eq(scaleGoods.scaleId, scaleId), inArray(goods.pluNumber, plus)));
}

export type NewTrade = {
  company_id: number;
  shop_id: number;
  scale_id: number;
  record_no: number;
  trade_time: string;
  plu: number;
  goods_id: number | null;
  goods_name: string;
  measure_unit: string;
  weighing_mode: number;
  weight: number;
  unit_price: number;
  total_before_discount: number;
  total_price: number;
  ticket_no: number | null;
  department: number | null;
  unmapped: boolean;
  clock_ahead: boolean;
  source: 'device' | 'import';
  /** Which of our prices it sold at (modules/prices/sold-at.ts); null when unmapped. */
  price_source: string | null;
  price_source_id: number | null;
};

export type StoredTrade = {
  id: number;
  trade_time: Date;
  goods_id: number | null;
  plu: number;
  weighing_mode: number;
  department: number | null;
  weight: number;
  unit_price: number;
  total_before_discount: number;
  total_price: number;
  ticket_no: number | null;
  unmapped: boolean;
  clock_ahead: boolean;
};

const COLUMNS = [
  'company_id',
  'shop_id',
  'scale_id',
  'record_no',
  'trade_time',
  'plu',
  'goods_id',
  'goods_name',
  'measure_unit',
  'weighing_mode',
  'weight',
  'unit_price',
  'total_before_discount',
  'total_price',
  'ticket_no',
  'department',
  'unmapped',
  'clock_ahead',
  'source',
  'price_source',
  'price_source_id',
] as const satisfies readonly (keyof NewTrade)[];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Appends the records, skipping those already held (same scale, record number and time), and
 * answers only the ones stored now. The batch travels as one JSON parameter. A concurrent
 * identical batch waits on the unique index and then skips: each record is stored once.
 */
export async function insertNew(tx: Executor, rows: NewTrade[]): Promise<StoredTrade[]> {
  if (rows.length === 0) return [];
  const list = sql.raw(COLUMNS.map((c) => `"${c}"`).join(', '));
  const fromRecords = sql.raw(COLUMNS.map((c) => `r."${c}"`).join(', '));
  // Each sale is recorded against its shop's current lot of the goods item (issue 29 §3), in the
  // same statement: a join, not a query per record.
  const result = await tx.execute(
    sql`insert into ${trades} (${list}, "lot_id")
        select ${fromRecords}, cl."lot_id"
        from jsonb_populate_recordset(null::trades, ${JSON.stringify(rows)}::jsonb) r
        left join "shop_current_lots" cl on cl."shop_id" = r."shop_id" and cl."goods_id" = r."goods_id"
        on conflict ("scale_id", "record_no", "trade_time") do nothing
        returning "id", "trade_time", "goods_id", "plu", "weighing_mode", "department", "weight",
                  "unit_price", "total_before_discount", "total_price", "ticket_no", "unmapped", "clock_ahead"`,
  );
  // The id is a bigint, which node-postgres answers as text: numbers here, as they are compared.
  return rowsOf<StoredTrade & { id: number | string; trade_time: Date | string }>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    trade_time: new Date(row.trade_time),
  }));
}

/** Of these tickets (China day, number) of the scale, the ones not seen before; all are marked seen. */
export async function newTickets(
  tx: Executor,
  scaleId: number,
  tickets: { day: string; ticketNo: number }[],
): Promise<Set<string>> {
  if (tickets.length === 0) return new Set();
  const sorted = [...tickets].sort((a, b) => a.day.localeCompare(b.day) || a.ticketNo - b.ticketNo);
  const inserted = await tx
    .insert(salesTickets)
    .values(sorted.map((t) => ({ scaleId, day: t.day, ticketNo: t.ticketNo })))
    .onConflictDoNothing()
    .returning({ day: salesTickets.day, ticketNo: salesTickets.ticketNo });
  return new Set(inserted.map((t) => `${t.day}|${t.ticketNo}`));
}

type Measures = { count: number; weight: number; pieces: number; amount: number; discount: number };
export type GoodsBucket = {
  companyId: number;
  shopId: number;
  scaleId: number;
  goodsId: number;
  plu: number;
  weighingMode: number;
  department: number;
} & Measures;
export type DailyBucket = GoodsBucket & { day: string; minPrice: number; maxPrice: number };
export type HourlyBucket = GoodsBucket & { hour: Date };
export type TicketBucket = {
  companyId: number;
  shopId: number;
  scaleId: number;
  tickets: number;
  items: number;
  amount: number;
};

/**
 * Adds sums to a rollup table: one statement, the rows as one JSON parameter (a batch makes
 * hundreds of buckets, and thousands of bound values cost more than the database's work), in key
 * order, so concurrent batches lock alike and wait instead of deadlocking.
 */
async function addTo(
  tx: Executor,
  table: string,
  rows: object[],
  key: string[],
  sums: string[],
  extra: Record<string, string> = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const updates = sql.raw(
    [
      ...sums.map((c) => `"${c}" = t."${c}" + excluded."${c}"`),
      ...Object.entries(extra).map(([c, expression]) => `"${c}" = ${expression}`),
    ].join(', '),
  );
  await tx.execute(
    sql`insert into ${sql.raw(`"${table}"`)} as t (${list})
        select ${list} from jsonb_populate_recordset(null::${sql.raw(`"${table}"`)}, ${JSON.stringify(rows)}::jsonb)
        on conflict (${sql.raw(key.map((c) => `"${c}"`).join(', '))}) do update set ${updates}`,
  );
}

const GOODS_KEY = ['shop_id', 'scale_id', 'goods_id', 'plu', 'weighing_mode', 'department'];
const MEASURES = ['count', 'weight', 'pieces', 'amount', 'discount'];
const TICKET_KEY = ['shop_id', 'scale_id'];
const TICKET_MEASURES = ['tickets', 'items', 'amount'];

const goodsColumns = (b: GoodsBucket) => ({
  company_id: b.companyId,
  shop_id: b.shopId,
  scale_id: b.scaleId,
  goods_id: b.goodsId,
  plu: b.plu,
  weighing_mode: b.weighingMode,
  department: b.department,
  count: b.count,
  weight: b.weight,
  pieces: b.pieces,
  amount: b.amount,
  discount: b.discount,
});
const ticketColumns = (b: TicketBucket) => ({
  company_id: b.companyId,
  shop_id: b.shopId,
  scale_id: b.scaleId,
  tickets: b.tickets,
  items: b.items,
  amount: b.amount,
});

export async function addDaily(tx: Executor, rows: DailyBucket[]): Promise<void> {
  await addTo(
    tx,
    'sales_daily',
    rows.map((b) => ({ day: b.day, ...goodsColumns(b), min_price: b.minPrice, max_price: b.maxPrice })),
    ['day', ...GOODS_KEY],
    MEASURES,
    {
      min_price: 'least(t.min_price, excluded.min_price)',
      max_price: 'greatest(t.max_price, excluded.max_price)',
    },
  );
}

export async function addHourly(tx: Executor, rows: HourlyBucket[]): Promise<void> {
  await addTo(
    tx,
    'sales_hourly',
    rows.map((b) => ({ hour: b.hour.toISOString(), ...goodsColumns(b) })),
    ['hour', ...GOODS_KEY],
    MEASURES,
  );
}

/** Day × shop sums: the daily goods buckets of a batch summed over goods. */
export async function addShopDaily(
  tx: Executor,
  rows: (Omit<GoodsBucket, 'scaleId' | 'goodsId' | 'plu'> & { day: string })[],
) {
  await addTo(
    tx,
    'sales_shop_daily',
    rows.map((b) => ({
      day: b.day,
      company_id: b.companyId,
      shop_id: b.shopId,
      weighing_mode: b.weighingMode,
      department: b.department,
      count: b.count,
      weight: b.weight,
      pieces: b.pieces,
      amount: b.amount,
      discount: b.discount,
    })),
    ['day', 'shop_id', 'weighing_mode', 'department'],
    MEASURES,
  );
}

/** Month × shop × goods sums (no scale). */
export async function addGoodsMonthly(
  tx: Executor,
  rows: (Omit<GoodsBucket, 'scaleId'> & { month: string })[],
) {
  await addTo(
    tx,
    'sales_goods_monthly',
    rows.map((b) => {
      const { scale_id: _scale, ...columns } = goodsColumns({ ...b, scaleId: 0 });
      return { month: b.month, ...columns };
    }),
    ['month', 'shop_id', 'goods_id', 'plu', 'weighing_mode', 'department'],
    MEASURES,
  );
}

/** Hour × shop tickets: a batch is one scale's, so these are its hour buckets without the scale. */
export async function addTicketsShopHourly(tx: Executor, rows: (TicketBucket & { hour: Date })[]) {
  await addTo(
    tx,
    'tickets_shop_hourly',
    rows.map((b) => {
      const { scale_id: _scale, ...columns } = ticketColumns(b);
      return { hour: b.hour.toISOString(), ...columns };
    }),
    ['hour', 'shop_id'],
    TICKET_MEASURES,
  );
}

export async function addTicketsHourly(tx: Executor, rows: (TicketBucket & { hour: Date })[]): Promise<void> {
  await addTo(
    tx,
    'tickets_hourly',
    rows.map((b) => ({ hour: b.hour.toISOString(), ...ticketColumns(b) })),
    ['hour', ...TICKET_KEY],
    TICKET_MEASURES,
  );
}

export async function addTicketsDaily(tx: Executor, rows: (TicketBucket & { day: string })[]): Promise<void> {
  await addTo(
    tx,
    'tickets_daily',
    rows.map((b) => ({ day: b.day, ...ticketColumns(b) })),
    ['day', ...TICKET_KEY],
    TICKET_MEASURES,
  );
}

/** The stock location of a shop, and the shop's name (for a refusal that cannot happen: sales are never refused). */
export async function shopLocation(
  tx: Executor,
  shopId: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await tx
    .select({ id: stockLocations.id, name: shops.name })
    .from(stockLocations)
    .innerJoin(shops, eq(shops.id, stockLocations.shopId))
    .where(eq(stockLocations.shopId, shopId))
    .limit(1);
  return row ?? null;
}
