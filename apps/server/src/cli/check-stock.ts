/**
 * Proves the stock balances are the sum of the ledger's moves, for every location and goods item.
 *   npm run check-stock -w apps/server
 * Uses the same DATABASE_URL / DATA_DIR as the server (stop a PGlite server first: one process
 * per data directory). Exits 1 and lists the pairs that differ.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { mismatchedBalances } from '../modules/stock/balances-repo.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const mismatches = await mismatchedBalances(database.db);
await database.close();
if (mismatches.length === 0) console.log('Stock balances equal the sum of their moves.');
else {
  console.error(`${mismatches.length} balances differ from their moves:`);
  console.table(mismatches);
  process.exitCode = 1;
}
