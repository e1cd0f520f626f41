import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createContext } from './context.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './db/seed/demo.js';

const startedAt = performance.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database.db);
const seeded = config.seed === 'demo' ? await seedDemo(database.db) : false;

const ctx = createContext(database.db, config);
const app = await buildApp(ctx, { logger: ctx.log });
app.log.info(
  { engine: database.engine, dataDir: config.databaseUrl ? undefined : config.dataDir, seeded },
  'database ready',
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info({ startupMs: Math.round(performance.now() - startedAt) }, 'ready');
