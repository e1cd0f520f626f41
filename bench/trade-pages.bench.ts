import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { ensureSalesData } from './sales-data.js';
import { listen, signInHeaders, timed, triple } from './support.js';

/**
 * The trade page at any depth (issue 33 §3), on the 10,000,000 sales of bench/sales-data.ts: one shop,
 * one month, 20 a page. Each case through the real app beside the plain OFFSET statement the page
 * used before (the baseline, run side by side through `pg`): page 1, the middle and the last page by
 * their number, and the last page reached by stepping forward from the one before (`after`).
 *   npm run trade-pages -w bench   (DATABASE_URL names the server; BENCH_REQUESTS a case, default 100)
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const MONTH = { from: '2026-10-01', to: '2026-10-31' };
const SPAN = ['2026-10-01T00:00:00+08:00', '2026-11-01T00:00:00+08:00'];

async function main() {
  const { url, meta } = await ensureSalesData();
  const shop = meta.companies[0]!.shops[0]!;
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const raw = new pg.Pool({ connectionString: url, max: 10 });
  try {
    const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
      serveStatic: false,
    });
    const base = await listen(app);
    const headers = await signInHeaders(base, 'admin', 'Admin@123456');
    const count = (
      await raw.query<{ n: number }>(
        'select count(*)::int as n from trades where shop_id = $1 and trade_time >= $2 and trade_time < $3',
        [shop.id, ...SPAN],
      )
    ).rows[0]!.n;
    const lastPage = Math.ceil(count / 20);
    const address = (page: number, after?: string) =>
      `${base}/api/management/trades?${new URLSearchParams({
        shop_id: String(shop.id),
        date_from: MONTH.from,
        date_to: MONTH.to,
        page: String(page),
        per_page: '20',
        ...(after ? { after } : {}),
      })}`;
    const fetchPage = async (page: number, after?: string) => {
      const body = (await (await fetch(address(page, after), { headers })).json()) as {
        code: number;
        data: { list: { id: number }[]; next: string | null };
      };
      if (body.code !== 1 || body.data.list.length === 0) throw new Error(`trade page ${page} failed`);
      return body.data;
    };
    const offsetSql = (page: number) =>
      Promise.all([
        raw.query(
          `select t.*, g.img_url, s.scale_name, s.img_url, sh.name, sh.img_url from trades t
           left join goods g on g.id = t.goods_id left join scales s on s.id = t.scale_id
           left join shops sh on sh.id = t.shop_id
           where t.shop_id = $1 and t.trade_time >= $2::timestamptz and t.trade_time < $3::timestamptz
           order by t.trade_time desc, t.id desc limit 20 offset $4`,
          [shop.id, ...SPAN, (page - 1) * 20],
        ),
        raw.query(
          `select count(*)::int, coalesce(sum(weight) filter (where weighing_mode <> 1), 0),
             coalesce(sum(weight) filter (where weighing_mode = 1), 0), coalesce(sum(total_price), 0),
             coalesce(sum(total_before_discount - total_price), 0)
           from trades where shop_id = $1 and trade_time >= $2::timestamptz and trade_time < $3::timestamptz`,
          [shop.id, ...SPAN],
        ),
      ]);
    const beforeLast = await fetchPage(lastPage - 1);
    // The step forward must give the rows the page's number gives.
    const stepped = await fetchPage(lastPage, beforeLast.next!);
    const numbered = await fetchPage(lastPage);
    if (JSON.stringify(stepped.list.map((r) => r.id)) !== JSON.stringify(numbered.list.map((r) => r.id)))
      throw new Error('the last page by cursor and by number differ');

    const rows: string[] = [];
    const cases: [string, number, string | undefined][] = [
      ['page 1', 1, undefined],
      [`page ${Math.ceil(lastPage / 2)} (middle), by number`, Math.ceil(lastPage / 2), undefined],
      [`page ${lastPage} (last), by number`, lastPage, undefined],
      [`page ${lastPage} (last), forward from ${lastPage - 1}`, lastPage, beforeLast.next!],
    ];
    for (const [label, page, after] of cases) {
      const api = await timed(() => fetchPage(page, after).then(() => {}), REQUESTS, 10);
      const plain = await timed(() => offsetSql(page).then(() => {}), REQUESTS, 10);
      console.log(`${label}: API ${triple(api)} ms, OFFSET SQL ${triple(plain)} ms`);
      rows.push(`| ${label} | ${triple(api)} | ${triple(plain)} | ${(api.p95 / plain.p95).toFixed(2)} |`);
    }
    console.log(
      `\n${shop.name}, ${MONTH.from}..${MONTH.to}: ${count} records, ${lastPage} pages of 20, ${REQUESTS} requests a case\n`,
    );
    console.log('| case | API p50 / p95 / p99 ms | OFFSET SQL (before) p50 / p95 / p99 ms | API/SQL (p95) |');
    console.log('|---|---:|---:|---:|');
    for (const row of rows) console.log(row);
    await app.close();
  } finally {
    await raw.end();
    await database.close();
  }
}

await main();
