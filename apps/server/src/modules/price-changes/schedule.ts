import type { AppContext } from '../../context.js';
import * as repo from './schedule-repo.js';

/** How often each instance looks for a change or promotion due (a started one reaches the scales' feed then). */
export const SCHEDULE_INTERVAL_MS = 1000;

/**
 * Starts what is due to start and ends what is due to end at `ctx.clock()`, in the order they fall due,
 * in one transaction: a change writes its prices (the goods' or the list's triggers send them to the
 * scales), a promotion is marked started or ended (its trigger sends its goods). Every instance runs it;
 * the rows are locked, so each start and end happens once whoever runs it, and a run that waited for
 * another finds nothing left. A server that was down catches up at its first run; a promotion whose
 * end passed meanwhile ends too, so a scale never keeps a promotion past its end once a server runs.
 * Answers what it did.
 */
export async function runPriceSchedule(ctx: AppContext): Promise<{ started: number[]; ended: number[] }> {
  const now = ctx.clock();
  const done = { started: [] as number[], ended: [] as number[] };
  if (!(await repo.anythingDue(ctx.db, now))) return done;
  await ctx.db.transaction(async (tx) => {
    done.started = [];
    done.ended = [];
    for (const row of await repo.lockDue(tx, now)) {
      if (row.step === 'start' && row.kind === 'change') await repo.applyChange(tx, row);
      await repo.mark(tx, row, now);
      (row.step === 'start' ? done.started : done.ended).push(row.id);
    }
  });
  return done;
}

/** The schedule's timer for a listening server (tests that only inject run the schedule themselves). */
export function startPriceSchedule(ctx: AppContext): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runPriceSchedule(ctx)
      .then(({ started, ended }) => {
        if (started.length + ended.length > 0) ctx.log.info({ started, ended }, 'price schedule');
      })
      .catch((error) => ctx.log.error({ err: error }, 'the price schedule failed'))
      .finally(() => {
        running = false;
      });
  }, SCHEDULE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
