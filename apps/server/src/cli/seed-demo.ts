/**
 * Migrates the database and seeds the demo data if it is empty, then exits.
 *   npm run seed-demo -w apps/server
 * Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from '../db/seed/demo.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const seeded = await database.exclusively(async () => {
  await migrate(database.db);
  return seedDemo(database.db);
});
console.log(seeded ? 'Demo data seeded.' : 'The database is not empty; nothing seeded.');
await database.close();
