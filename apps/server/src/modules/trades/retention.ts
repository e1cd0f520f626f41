import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { csvBatches, csvLine } from './archive-csv.js';
import { ensureSalesMonths } from './partitions.js';
import * as repo from './retention-repo.js';

/**
 * Sales retention (issue 33 §2). A company that keeps `sales_retention_months = n` has each UTC month
 * of its raw sales that ended n months or more before this UTC month began exported to the private
 * archive store (ctx.archive) as gzip-compressed CSV with a SHA-256, then removed from `trades`: the
 * month's partition is dropped when no other company has rows in it, else the company's rows are
 * deleted. The rollups (what the analyses read) are kept for ever. `restoreMonth` brings a month back.
 * The server runs the archiver every day (trades/routes.ts); `npm run sales-retention` and
 * `npm run sales-restore` are the commands.
 */

/** How often the server archives (a run with nothing expired is one grouped query over old months). */
export const RETENTION_RUN_MS = 24 * 3600_000;
/** The first run, this long after the server starts (not in the start's rush). */
export const RETENTION_FIRST_RUN_MS = 10 * 60_000;
/** Rows read per query while exporting a month (keyset on id). */
const EXPORT_BATCH = 5000;
/** Rows inserted per statement while restoring. */
const RESTORE_BATCH = 2000;
/** How long a restored month stays unless the command says otherwise. */
export const DEFAULT_KEEP_DAYS = 30;

export class RetentionError extends Error {
  override name = 'RetentionError';
}

/** sales-archive/<company id>/<YYYY-MM>/part-<n>.csv.gz */
export function archiveKeyOf(companyId: number, month: string, part: number): string {
  return `sales-archive/${companyId}/${month.slice(0, 7)}/part-${part}.csv.gz`;
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The expired (company, month) pairs with their row counts, as the next run would archive them. */
export function expiredMonths(ctx: AppContext, now: Date): Promise<repo.ExpiredMonth[]> {
  return repo.expiredMonths(ctx.db, now);
}

/**
 * How many of a company's months of raw sales are in the archive only. A time zone change regroups
 * every rollup from the raw sales (rollups.ts rebuildCompanyRollups), so companies/service.ts refuses
 * it while any month is away (their rollups would be lost).
 */
export function archivedMonthsAway(db: Executor, companyId: number, now: Date): Promise<number> {
  return repo.monthsAway(db, companyId, now);
}

type Export = { bytes: Buffer; rows: number; sha256: string };

/** A company's rows of a month, ordered by id, as one gzip-compressed CSV (header row first). */
async function exportMonth(ctx: AppContext, companyId: number, month: string): Promise<Export> {
  const columns = await repo.tradeColumns(ctx.db);
  let rows = 0;
  async function* lines() {
    yield csvLine(columns.map((c) => c.name));
    let after = '0';
    for (;;) {
      const batch = await repo.monthRowsAfter(ctx.db, columns, companyId, month, after, EXPORT_BATCH);
      if (batch.length === 0) return;
      rows += batch.length;
      after = batch.at(-1)![0]!;
      yield batch.map(csvLine).join('');
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  if (columns[0]?.name !== 'id') throw new RetentionError('trades: the first column is not id');
  const chunks: Buffer[] = [];
  const hash = createHash('sha256');
  await pipeline(Readable.from(lines()), createGzip(), async (gzipped: AsyncIterable<Buffer>) => {
    for await (const chunk of gzipped) {
      chunks.push(chunk);
      hash.update(chunk);
    }
  });
  return { bytes: Buffer.concat(chunks), rows, sha256: hash.digest('hex') };
}

export type ArchivedMonth = {
  companyId: number;
  month: string;
  part: number;
  key: string;
  rows: number;
  bytes: number;
  sha256: string;
  removal: 'drop' | 'delete';
  superseded: number[];
};

/**
 * Archives one (company, month): export, upload, read back and check, then in one transaction the
 * archive row, the parts it supersedes and the removal of the rows. Throws (leaving the rows in place
 * and the month not archived) on any failure; the uploaded object of a failed attempt is deleted
 * (unless its row is there: a commit that succeeded but whose answer was lost).
 */
async function archiveMonth(
  ctx: AppContext,
  companyId: number,
  month: string,
  now: Date,
): Promise<ArchivedMonth> {
  const exported = await exportMonth(ctx, companyId, month);
  const part = await repo.nextPart(ctx.db, companyId, month);
  const key = archiveKeyOf(companyId, month, part);
  await ctx.archive.put(key, exported.bytes);
  try {
    const back = await ctx.archive.get(key);
    if (!back || sha256Of(back) !== exported.sha256)
      throw new RetentionError(`${key}: the stored file does not match what was written`);
    // Dropping needs the parent's lock, deleting only the partition's: chosen before, checked after.
    const dropWanted = !(await repo.othersInPartition(ctx.db, companyId, month));
    const result = await ctx.db.transaction(async (tx) => {
      await repo.lockForRemoval(tx, month, dropWanted);
      const parts = await repo.partsOf(tx, companyId, month, true);
      if (parts.some((p) => p.keptUntil && p.keptUntil > now))
        throw new RetentionError(`${companyId} ${month}: restored meanwhile`);
      if (parts.some((p) => p.part >= part))
        throw new RetentionError(`${companyId} ${month}: archived meanwhile`);
      // The rows only grow (append-only): the same count is the same rows as exported.
      const count = await repo.countMonthRows(tx, companyId, month);
      if (count !== exported.rows)
        throw new RetentionError(`${companyId} ${month}: ${count - exported.rows} sale(s) arrived meanwhile`);
      await repo.insertPart(tx, {
        companyId,
        month,
        part,
        storageKey: key,
        rows: exported.rows,
        bytes: exported.bytes.length,
        sha256: exported.sha256,
        archivedTime: now,
      });
      // Parts brought back by a restore: their rows were in the table and are in this part now.
      const restored = parts.filter((p) => !p.supersededTime && p.keptUntil);
      await repo.supersede(
        tx,
        companyId,
        month,
        restored.map((p) => p.part),
        now,
      );
      const drop = dropWanted && !(await repo.othersInPartition(tx, companyId, month));
      if (drop) await repo.dropPartition(tx, month);
      else {
        const gone = await repo.deleteCompanyMonth(tx, companyId, month);
        if (gone !== exported.rows)
          throw new RetentionError(`${companyId} ${month}: deleted ${gone} of ${exported.rows}`);
      }
      return { restored, removal: drop ? ('drop' as const) : ('delete' as const) };
    });
    for (const old of result.restored) {
      await ctx.archive
        .delete(old.storageKey)
        .catch((error) =>
          ctx.log.warn({ err: error, key: old.storageKey }, 'a superseded sales archive was not deleted'),
        );
    }
    return {
      companyId,
      month,
      part,
      key,
      rows: exported.rows,
      bytes: exported.bytes.length,
      sha256: exported.sha256,
      removal: result.removal,
      superseded: result.restored.map((p) => p.part),
    };
  } catch (error) {
    // The object goes unless the part was recorded after all (a commit whose answer was lost).
    const recorded = await repo
      .partsOf(ctx.db, companyId, month)
      .then((parts) => parts.some((p) => p.part === part))
      .catch(() => true);
    if (!recorded) await ctx.archive.delete(key).catch(() => {});
    throw error;
  }
}

export type ArchiveRun = {
  /** false when another server (or the command) was archiving: this run did nothing. */
  ran: boolean;
  archived: ArchivedMonth[];
  failed: { companyId: number; month: string; error: string }[];
};

/**
 * Archives every expired (company, month), one at a time, while no other session archives. A month
 * that fails is logged and left as it was; the next run tries it again.
 */
export async function archiveExpired(ctx: AppContext, now: Date): Promise<ArchiveRun> {
  const run = await repo.withRetentionLock(ctx.db, async () => {
    const archived: ArchivedMonth[] = [];
    const failed: ArchiveRun['failed'] = [];
    for (const { companyId, month } of await repo.expiredMonths(ctx.db, now)) {
      try {
        const done = await archiveMonth(ctx, companyId, month, now);
        archived.push(done);
        ctx.log.info(done, 'sales month archived');
      } catch (error) {
        failed.push({ companyId, month, error: error instanceof Error ? error.message : String(error) });
        ctx.log.error(
          { err: error, companyId, month },
          'archiving a sales month failed; tried again next run',
        );
      }
    }
    return { ran: true, archived, failed };
  });
  return run ?? { ran: false, archived: [], failed: [] };
}

export type Restored = {
  companyId: number;
  month: string;
  parts: number[];
  rows: number;
  inserted: number;
  keptUntil: Date;
};

/**
 * Brings a company's archived month back into `trades`: every part not superseded is read and its
 * checksum checked (a mismatch refuses the whole restore, naming the file), then all rows are inserted
 * with their own ids in one transaction (a row already there is left, so a second restore adds
 * nothing) and the parts are kept until `now + keepDays`: the archiver leaves the month alone until
 * then, and afterwards exports it again as a new part that supersedes these. Rollups are untouched.
 */
export async function restoreMonth(
  ctx: AppContext,
  companyId: number,
  month: string,
  keepDays: number,
  now: Date,
): Promise<Restored> {
  const first = `${month.slice(0, 7)}-01`;
  const parts = (await repo.partsOf(ctx.db, companyId, first)).filter((p) => !p.supersededTime);
  if (parts.length === 0)
    throw new RetentionError(`company ${companyId} has no archive of ${first.slice(0, 7)}`);
  const files: { part: number; bytes: Uint8Array; rows: number }[] = [];
  for (const p of parts) {
    const bytes = await ctx.archive.get(p.storageKey);
    if (!bytes)
      throw new RetentionError(`${p.storageKey} is missing from the archive store; nothing restored`);
    const sha = sha256Of(bytes);
    if (sha !== p.sha256)
      throw new RetentionError(
        `${p.storageKey}: checksum ${sha} is not the recorded ${p.sha256}; nothing restored`,
      );
    files.push({ part: p.part, bytes, rows: p.rows });
  }
  const columns = (await repo.tradeColumns(ctx.db)).map((c) => c.name);
  await ensureSalesMonths(ctx.db, [first]);
  const keptUntil = new Date(now.getTime() + keepDays * 86_400_000);
  let rows = 0;
  // Read as a stream (a month of a large company is millions of rows); a bad part rolls back all.
  const inserted = await ctx.db.transaction(async (tx) => {
    let added = 0;
    for (const file of files) {
      let header: string[] | null = null;
      let count = 0;
      for await (const batch of csvBatches(Readable.from([file.bytes]).pipe(createGunzip()), RESTORE_BATCH)) {
        if (!header) {
          const names = batch.shift() ?? [];
          if (names.length === 0 || names.some((name) => name === null || !columns.includes(name)))
            throw new RetentionError(`part ${file.part}: its header names columns trades does not have`);
          header = names as string[];
        }
        const named = header;
        count += batch.length;
        if (batch.length)
          added += await repo.insertArchivedRows(
            tx,
            batch.map((record) => Object.fromEntries(named.map((name, j) => [name, record[j] ?? null]))),
          );
      }
      if (count !== file.rows)
        throw new RetentionError(`part ${file.part}: ${count} rows, the archive row says ${file.rows}`);
      rows += count;
    }
    await repo.keepParts(tx, companyId, first, keptUntil);
    return added;
  });
  return { companyId, month: first, parts: parts.map((p) => p.part), rows, inserted, keptUntil };
}
