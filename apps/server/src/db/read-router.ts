import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from './db-type.js';
import { sessions } from './schema/index.js';

/**
 * Where reads that may lag go (issue 33 §1): the analyses, the trade list and its totals, the exports
 * and the fleet list read from a streaming replica when `DATABASE_REPLICA_URL` is set; everything else,
 * and every read inside a write, from the primary.
 *
 * Read-your-writes by LSN, not by a timer: after a session's write, the primary's current WAL position
 * is stored on the session's row (so every instance sees it); that session's lagging reads go to the
 * primary until the replica has replayed past it. A replica that does not answer is left alone for a
 * while (a warning in the log) and the primary serves: a user never sees the replica's failure.
 */
export type ReadRouter = {
  /** The database for a read that may lag, made by this session (null: no session). */
  forSession(sessionId: number | null): Promise<Db>;
  /** After a session's write (before its answer is sent). */
  markWrite(sessionId: number): Promise<void>;
  /** A replica is configured (writes are marked only then). */
  readonly hasReplica: boolean;
};

/** No replica: every read on the primary, nothing to mark. */
export function primaryOnly(primary: Db): ReadRouter {
  return { forSession: async () => primary, markWrite: async () => {}, hasReplica: false };
}

/** A WAL position (`16/B374D848`) as a number that compares. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** How long a replica that failed is left alone before it is tried again. */
const REPLICA_RETRY_MS = 10_000;

export function replicaRouter({
  primary,
  replica,
  log,
  now = () => Date.now(),
}: {
  primary: Db;
  replica: Db;
  log: Pick<Logger, 'warn' | 'info'>;
  now?: () => number;
}): ReadRouter {
  let downUntil = 0;

  /** What the replica has replayed; null when it answers but is not a standby (then it is current). */
  async function replayed(): Promise<bigint | null> {
    const result = await replica.execute(sql`select pg_last_wal_replay_lsn()::text as lsn`);
    const lsn = (result as unknown as { rows: { lsn: string | null }[] }).rows[0]?.lsn;
    return lsn ? lsnValue(lsn) : null;
  }

  async function lastWrite(sessionId: number): Promise<bigint | null> {
    const [row] = await primary
      .select({ lsn: sessions.lastWriteLsn })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row?.lsn ? lsnValue(row.lsn) : null;
  }

  return {
    hasReplica: true,
    async forSession(sessionId) {
      if (now() < downUntil) return primary;
      try {
        const [written, replay] = await Promise.all([
          sessionId === null ? null : lastWrite(sessionId),
          replayed(),
        ]);
        if (written !== null && replay !== null && replay < written) return primary;
        return replica;
      } catch (error) {
        downUntil = now() + REPLICA_RETRY_MS;
        log.warn(
          { err: (error as Error).message, retryInMs: REPLICA_RETRY_MS },
          'the read replica does not answer: reads go to the primary',
        );
        return primary;
      }
    },
    async markWrite(sessionId) {
      await primary
        .update(sessions)
        // Never backwards: two writes of one session at once may store their positions in either order.
        .set({ lastWriteLsn: sql`greatest(${sessions.lastWriteLsn}::pg_lsn, pg_current_wal_lsn())::text` })
        .where(eq(sessions.id, sessionId));
    },
  };
}
