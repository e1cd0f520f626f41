import type { Db } from '../../db/client.js';
import { versionsOf } from './repo.js';

/** How often the waiting requests' scales are re-checked (one query for all of them). */
export const RECHECK_MS = 250;

type Waiter = { scaleId: number; since: number; wake: (version: number) => void };

/**
 * Long-polling (GET /api/devices/changes?wait=): waiting requests are kept per scale in this
 * process; while any wait, one query every RECHECK_MS reads their scales' versions and wakes those
 * whose scale moved past what they hold. The versions are written by database triggers, so a change
 * saved through any instance (or straight into the database) is seen within RECHECK_MS.
 */
export class ChangeNotifier {
  private readonly waiters = new Set<Waiter>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(private readonly db: Db) {}

  /** Resolves with the scale's new version once it passes `since`, or null after `ms` or on abort. */
  waitFor(scaleId: number, since: number, ms: number, signal?: AbortSignal): Promise<number | null> {
    return new Promise((resolve) => {
      const done = (version: number | null) => {
        clearTimeout(timeout);
        signal?.removeEventListener('abort', aborted);
        this.waiters.delete(waiter);
        if (this.waiters.size === 0) this.stop();
        resolve(version);
      };
      const waiter: Waiter = { scaleId, since, wake: done };
      const aborted = () => done(null);
      const timeout = setTimeout(() => done(null), ms);
      signal?.addEventListener('abort', aborted, { once: true });
      this.waiters.add(waiter);
      this.start();
    });
  }

  close(): void {
    for (const waiter of [...this.waiters]) waiter.wake(waiter.since);
    this.stop();
  }

  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.check(), RECHECK_MS);
    this.timer.unref();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async check(): Promise<void> {
    if (this.checking || this.waiters.size === 0) return;
    this.checking = true;
    try {
      const versions = await versionsOf(this.db, [...new Set([...this.waiters].map((w) => w.scaleId))]);
      for (const waiter of [...this.waiters]) {
        const version = versions.get(waiter.scaleId) ?? 0;
        if (version > waiter.since) waiter.wake(version);
      }
    } catch {
      // A failed re-check (database restarting) is retried at the next tick; the waits still end.
    } finally {
      this.checking = false;
    }
  }
}
