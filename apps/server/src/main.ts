import { loadConfig } from './config.js';
import { openDatabase, openReplica } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { assertPortFree, PortInUseError } from './lib/port.js';

const startedAt = performance.now();
const config = loadConfig();

// A port clash or a second server on the same DATA_DIR fails before any database file is opened.
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  await assertPortFree(config.port, config.host);
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof PortInUseError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
// The app's modules load once the start is sure to go ahead: a refused start answers at once.
const [{ buildApp }, { createContext }, { migrate }, { seedDemo }] = await Promise.all([
  import('./app.js'),
  import('./context.js'),
  import('./db/migrate.js'),
  import('./db/seed/demo.js'),
]);
const seeded = await database.exclusively(async () => {
  await migrate(database.db);
  return config.seed === 'demo' ? seedDemo(database.db) : false;
});

const replica = config.databaseReplicaUrl ? openReplica(config.databaseReplicaUrl) : null;
const log = (await import('pino')).default({ level: config.logLevel });
const { primaryOnly, replicaRouter } = await import('./db/read-router.js');
const reads = replica
  ? replicaRouter({ primary: database.db, replica: replica.db, log })
  : primaryOnly(database.db);
const ctx = createContext(database.db, config, log, reads);
const app = await buildApp(ctx, { logger: ctx.log });
if (config.clockOffsetFile)
  app.log.warn(
    { file: config.clockOffsetFile },
    'CLOCK_OFFSET_FILE is set: the clock follows that file (tests only)',
  );
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
    await replica?.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info({ startupMs: Math.round(performance.now() - startedAt) }, 'ready');
