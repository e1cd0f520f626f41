/**
 * Recomputes the sales rollups of a range of days (each company's in its own zone) from the raw sales records (after a fix,
 * a bulk load or a restore):
 *   npm run rebuild-rollups -w apps/server -- 2026-01-01 2026-12-31
 * Without dates: every day that has sales. Uses the same DATABASE_URL / DATA_DIR as the server
 * (stop a PGlite server first: one process per data directory).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { rebuildRollups } from '../modules/trades/rollups.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const [from, to] = process.argv.slice(2);
if ((from && !DAY.test(from)) || (to && !DAY.test(to))) {
  console.error('usage: rebuild-rollups [YYYY-MM-DD [YYYY-MM-DD]]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  let first = from;
  let last = to ?? from;
  if (!first) {
    const result = (await database.db.execute(
      // A day either side: the first and last instants fall on other days in other zones.
      sql`select to_char(min(trade_time) - interval '1 day', 'YYYY-MM-DD') as first,
                 to_char(max(trade_time) + interval '1 day', 'YYYY-MM-DD') as last from trades`,
    )) as unknown as { rows: { first: string | null; last: string | null }[] };
    first = result.rows[0]?.first ?? undefined;
    last = result.rows[0]?.last ?? undefined;
  }
  if (!first || !last) console.log('No sales records: nothing to rebuild.');
  else {
    const started = Date.now();
    const records = await rebuildRollups(database.db, first, last);
    console.log(
      `Rebuilt the rollups of ${first} to ${last} from ${records} sales records in ${Date.now() - started} ms.`,
    );
  }
} finally {
  await database.close();
}
