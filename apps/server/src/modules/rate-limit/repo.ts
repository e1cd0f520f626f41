import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';

export type Counter = { count: number; windowStartedAt: Date };

/** Counts one event in the key's current window (a window older than windowMs starts over). */
export async function increment(db: Db, key: string, windowMs: number): Promise<Counter> {
  const expired = sql`${rateLimitCounters.windowStartedAt} < now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowStartedAt: rateLimitCounters.windowStartedAt });
  return row!;
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}
