/**
 * Makes the monthly partitions of sales and the hourly rollups (issue 33 §2) that are missing:
 *   npm run partitions -w apps/server                     this month and the next three
 *   npm run partitions -w apps/server -- 2027-01 2027-12  every month of a range (e.g. before a bulk load)
 * The server does the first by itself at start and every six hours; a batch of sales makes its own months.
 * Uses the same DATABASE_URL / DATA_DIR as the server (stop a PGlite server first).
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ensureSalesMonths, MONTHS_AHEAD, monthsAhead } from '../modules/trades/partitions.js';

const MONTH = /^(\d{4})-(\d{2})$/;
const [from, to] = process.argv.slice(2);
if ((from && !MONTH.test(from)) || (to && !MONTH.test(to))) {
  console.error('usage: partitions [YYYY-MM [YYYY-MM]]');
  process.exit(2);
}

function monthsBetween(first: string, last: string): string[] {
  const [, y, m] = MONTH.exec(first)!;
  const months: string[] = [];
  for (let at = new Date(Date.UTC(Number(y), Number(m) - 1, 1)); at.toISOString().slice(0, 7) <= last; ) {
    months.push(at.toISOString().slice(0, 10));
    at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  }
  return months;
}

const months = from ? monthsBetween(from, to ?? from) : monthsAhead(new Date(), MONTHS_AHEAD);
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const made = await ensureSalesMonths(database.db, months);
  console.log(
    `${months.length} month(s), ${months[0]?.slice(0, 7)} to ${months.at(-1)?.slice(0, 7)}: ${made} partition table(s) made, the rest were there.`,
  );
} finally {
  await database.close();
}
