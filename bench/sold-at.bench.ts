// Issue 28: the cost of judging which price a sale was made at, per ingested batch (trades/ingest.ts): the one
// query of modules/prices/sold-at.ts for a batch of one scale (66 goods) and the pure judge over 500 records, on
// a fresh PostgreSQL database with 100 started changes and promotions. Run from bench/:
//   npx tsx --conditions source sold-at.bench.ts
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { judgeSoldAt, soldAtFacts } from '../apps/server/src/modules/prices/sold-at.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { stats, triple } from './support.js';

const scratch = await createScratchDatabase('postgres://postgres@127.0.0.1:5432/test', 'bench_soldat');
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
try {
  await migrate(database.db);
  const db = database.db;
  type Row = { id: number };
  const rows = async (q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
  const [c] = await rows(sql`insert into companies (name, status) values ('x', 'active') returning id`);
  const [s] = await rows(sql`insert into shops (company_id, name) values (${c!.id}, 's') returning id`);
  await db.execute(sql`insert into goods (company_id, plu_number, item_code, name, unit_price_fen)
    select ${c!.id}, n, n::text, 'g' || n, 100 + n from generate_series(1, 200) n`);
  const [l] = await rows(sql`insert into price_lists (company_id, name) values (${c!.id}, 'L') returning id`);
  await db.execute(
    sql`insert into price_list_shops (shop_id, price_list_id, company_id) values (${s!.id}, ${l!.id}, ${c!.id})`,
  );
  await db.execute(
    sql`insert into price_list_prices (price_list_id, goods_id, unit_price_fen) select ${l!.id}, id, 90 from goods where plu_number <= 100`,
  );
  // 50 started changes and 50 started-and-ended promotions over the 200 goods, 10 goods each.
  for (let i = 0; i < 100; i++) {
    const [p] =
      await rows(sql`insert into price_changes (company_id, kind, name, price_list_id, starts_at, ends_at, started_time, ended_time)
      values (${c!.id}, ${i % 2 ? 'promotion' : 'change'}, ${'c' + i}, ${i % 3 ? null : l!.id}, now() - interval '30 days',
        ${i % 2 ? sql`now() - interval '1 day'` : null}, now() - interval '30 days', ${i % 2 ? sql`now() - interval '1 day'` : null}) returning id`);
    await db.execute(sql`insert into price_change_lines (price_change_id, goods_id, unit_price_fen)
      select ${p!.id}, id, 50 + ${i} from goods where plu_number between ${((i * 10) % 200) + 1} and ${((i * 10) % 200) + 10}`);
  }
  await db.execute(sql`analyze`);
  const ids = (await rows(sql`select id from goods order by plu_number limit 66`)).map((r) => Number(r.id));
  const to = Date.now() - 2 * 86400_000;
  const from = to - 3600_000;
  const samples: number[] = [];
  const judge: number[] = [];
  for (let i = 0; i < 220; i++) {
    const t = performance.now();
    const facts = await soldAtFacts(db, s!.id, ids, from, to);
    const mid = performance.now();
    for (let r = 0; r < 500; r++) judgeSoldAt(facts.get(ids[r % 66]!)!, from + r * 1000, 90 + (r % 30));
    if (i >= 20) {
      samples.push(mid - t);
      judge.push(performance.now() - mid);
    }
  }
  console.log(
    `soldAtFacts (66 goods, 100 started changes/promotions): p50/p95/p99 ms ${triple(stats(samples))}`,
  );
  console.log(`judgeSoldAt × 500 records: p50/p95/p99 ms ${triple(stats(judge))}`);
} finally {
  await database.close();
  await scratch.drop();
}
process.exit(0);
