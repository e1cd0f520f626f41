import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type AppContext, createContext } from '../context.js';
import { buildCompanyWith, buildUser, signIn } from '../test/factories.js';
import { tokenHeader } from '../test/harness.js';
import { postgresBinaries, startReplicaPair } from '../test/replica-pair.js';
import { type Database, openDatabase, openReplica } from './client.js';
import { migrate } from './migrate.js';
import { type ReadRouter, replicaRouter } from './read-router.js';
import { companies, goods, scaleGoods, scales, sessions, shops } from './schema/index.js';

// Issue 33 §1 on a real pair: a second PostgreSQL streaming from the first (pg_basebackup), made and
// stopped by the test. It runs in the PostgreSQL pass, where Debian's server binaries are there.
const bin = postgresBinaries();
const run = process.env.TEST_ENGINE === 'postgres' && bin !== null;

describe.skipIf(!run)('a primary and its streaming replica', () => {
  let pair: Awaited<ReturnType<typeof startReplicaPair>>;
  let database: Database;
  let replica: ReturnType<typeof openReplica>;
  let reads: ReadRouter;
  let ctx: AppContext;
  let app: FastifyInstance;
  let owner: string;
  let scaleId: number;
  const warnings: string[] = [];

  beforeAll(async () => {
    pair = await startReplicaPair(bin!);
    database = await openDatabase({ databaseUrl: pair.primaryUrl, dataDir: null });
    await migrate(database.db);
    replica = openReplica(pair.replicaUrl);
    reads = replicaRouter({
      primary: database.db,
      replica: replica.db,
      log: { warn: (_: unknown, message: string) => warnings.push(message), info: () => {} } as never,
    });
    ctx = createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' }), undefined, reads);
    app = await buildApp(ctx, { serveStatic: false });
    await app.ready();
    const user = await buildUser(ctx);
    const company = await buildCompanyWith(ctx, user.id);
    await ctx.db.update(companies).set({ ifAnalysisOpen: true }).where(eq(companies.id, company.id));
    owner = await signIn(app, user.username!, user.password);
    const [shop] = await ctx.db.insert(shops).values({ companyId: company.id, name: '一号店' }).returning();
    const [scale] = await ctx.db
      .insert(scales)
      .values({ companyId: company.id, shopId: shop!.id, scaleName: '秤 A' })
      .returning();
    scaleId = scale!.id;
    const [apples] = await ctx.db
      .insert(goods)
      .values({ companyId: company.id, pluNumber: 1, itemCode: 'A1', name: '苹果', unitPriceFen: 1280 })
      .returning();
    await ctx.db.insert(scaleGoods).values({ scaleId, goodsId: apples!.id, companyId: company.id });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await replica?.close();
    await database?.close();
    pair?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: tokenHeader(owner) });

  function importSales(lines: string[]) {
    const boundary = '----pair';
    const csv = `Record no.,Trade time,PLU,Weighing mode,Weight (g) / count,Unit price (yuan),Total (yuan)\r\n${lines.join('\r\n')}\r\n`;
    return app.inject({
      method: 'POST',
      url: `/api/management/trades/import?scale_id=${scaleId}`,
      headers: {
        ...tokenHeader(owner),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sales.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      ),
    });
  }

  it('a sale written by a person is in their list at once, and analyses and exports read the replica', async () => {
    for (let round = 1; round <= 5; round++) {
      const imported = await importSales([`${round},2026-11-20 10:0${round},1,0,500,12.80,6.40`]);
      expect(imported.statusCode, imported.body).toBe(200);
      const listed = await get('/api/management/trades?date_from=2026-11-20&date_to=2026-11-20');
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.meta.total).toBe(round);
    }
    // Once the replica has replayed the writes, the same reads are the replica's.
    const [session] = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .orderBy(desc(sessions.id))
      .limit(1);
    let routed = await reads.forSession(session!.id);
    for (let tries = 0; routed !== replica.db && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      routed = await reads.forSession(session!.id);
    }
    expect(routed).toBe(replica.db);
    const sales = await get(
      '/api/management/stats/sales?date_from=2026-11-20&date_to=2026-11-20&granularity=day',
    );
    expect(sales.statusCode).toBe(200);
    const exported = await get(
      '/api/management/trades/export?format=csv&date_from=2026-11-20&date_to=2026-11-20',
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.body.trim().split('\n')).toHaveLength(6);
  });

  it('with the replica stopped, reads fall back to the primary with a warning in the log', async () => {
    pair.stopReplica();
    const listed = await get('/api/management/trades?date_from=2026-11-20&date_to=2026-11-20');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.meta.total).toBe(5);
    expect(warnings.some((w) => /replica does not answer/.test(w))).toBe(true);
  });
});
