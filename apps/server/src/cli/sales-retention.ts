/**
 * Archives every company's raw sales past its retention (issue 33 §2, modules/trades/retention.ts):
 *   npm run sales-retention -w apps/server               archive and remove what is expired
 *   npm run sales-retention -w apps/server -- --dry-run  list what would be archived, change nothing
 * The server does the same every 24 h. Uses the same DATABASE_URL / DATA_DIR / STORAGE as the server
 * (stop a PGlite server first: one process per data directory).
 */
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { openDatabase } from '../db/client.js';
import { archiveExpired, expiredMonths } from '../modules/trades/retention.js';

const args = process.argv.slice(2);
if (args.some((a) => a !== '--dry-run')) {
  console.error('usage: sales-retention [--dry-run]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const ctx = createContext(database.db, config);
let failed = false;
try {
  const now = new Date();
  if (args.includes('--dry-run')) {
    const months = await expiredMonths(ctx, now);
    for (const m of months) console.log(`company ${m.companyId}  ${m.month.slice(0, 7)}  ${m.rows} sale(s)`);
    console.log(`${months.length} month(s) would be archived.`);
  } else {
    const run = await archiveExpired(ctx, now);
    if (!run.ran) console.log('Another server is archiving now; nothing done.');
    for (const a of run.archived)
      console.log(
        `company ${a.companyId}  ${a.month.slice(0, 7)}  part ${a.part}: ${a.rows} sale(s), ${a.bytes} bytes, ${a.removal === 'drop' ? 'partition dropped' : 'rows deleted'}  ${a.key}`,
      );
    for (const f of run.failed)
      console.error(`company ${f.companyId}  ${f.month.slice(0, 7)}: FAILED ${f.error}`);
    console.log(`${run.archived.length} month(s) archived, ${run.failed.length} failed.`);
    failed = run.failed.length > 0;
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
