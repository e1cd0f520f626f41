/**
 * Brings a company's archived month of raw sales back (issue 33 §2, modules/trades/retention.ts):
 *   npm run sales-restore -w apps/server -- <company id> <YYYY-MM> [--keep-days 30]
 * Every archived part's checksum is checked first (a mismatch restores nothing); the rows come back
 * with their own ids, a second run adds nothing; the archiver leaves the month alone for keep-days.
 * Uses the same DATABASE_URL / DATA_DIR / STORAGE as the server (stop a PGlite server first).
 */
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { openDatabase } from '../db/client.js';
import { DEFAULT_KEEP_DAYS, RetentionError, restoreMonth } from '../modules/trades/retention.js';

const USAGE = 'usage: sales-restore <company id> <YYYY-MM> [--keep-days N]';
const [company, month, ...rest] = process.argv.slice(2);
const keepValid =
  rest.length === 0 || (rest.length === 2 && rest[0] === '--keep-days' && /^\d{1,4}$/.test(rest[1]!));
if (!company || !/^\d+$/.test(company) || !month || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || !keepValid) {
  console.error(USAGE);
  process.exit(2);
}
const keepDays = rest.length === 2 ? Number(rest[1]) : DEFAULT_KEEP_DAYS;
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let code = 0;
try {
  const done = await restoreMonth(
    createContext(database.db, config),
    Number(company),
    `${month}-01`,
    keepDays,
    new Date(),
  );
  console.log(
    `company ${done.companyId}  ${month}: part(s) ${done.parts.join(', ')}, ${done.rows} sale(s) read, ${done.inserted} restored (the rest were there); kept until ${done.keptUntil.toISOString()}.`,
  );
} catch (error) {
  if (!(error instanceof RetentionError)) throw error;
  console.error(`Refused: ${error.message}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
