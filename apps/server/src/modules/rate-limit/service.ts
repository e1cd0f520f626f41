import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import * as repo from './repo.js';

/** A named limit: at most `max` events per `windowMs` for one key. */
export type Limit = { name: string; max: number; windowMs: number };

function keyOf(limit: Limit, subject: string): string {
  return `${limit.name}:${subject}`;
}

/** The minutes until the window reopens, at least one. */
function minutesLeft(counter: repo.Counter, limit: Limit): { minutes: number } {
  const reopensInMs = counter.windowStartedAt.getTime() + limit.windowMs - Date.now();
  return { minutes: Math.max(1, Math.ceil(reopensInMs / 60_000)) };
}

/** Counts an event: the window's count with it, and how long until the window reopens. */
export async function count(
  db: Db,
  limit: Limit,
  subject: string,
): Promise<{ count: number; reopensInMs: number }> {
  const counter = await repo.increment(db, keyOf(limit, subject), limit.windowMs);
  return {
    count: counter.count,
    reopensInMs: counter.windowStartedAt.getTime() + limit.windowMs - Date.now(),
  };
}

/** Counts an event and refuses it once the window already holds `max` of them. */
export async function consume(db: Db, limit: Limit, subject: string): Promise<void> {
  const counter = await repo.increment(db, keyOf(limit, subject), limit.windowMs);
  if (counter.count > limit.max) throw new AppError('TOO_MANY_ATTEMPTS', minutesLeft(counter, limit));
}

/**
 * The same for a public request (a report, an enquiry, a page view) rather than an attempt at a
 * secret: refused as too many requests, with the minutes to wait.
 */
export async function consumeRequest(db: Db, limit: Limit, subject: string): Promise<void> {
  const counter = await repo.increment(db, keyOf(limit, subject), limit.windowMs);
  if (counter.count > limit.max) throw new AppError('TOO_MANY_REQUESTS', minutesLeft(counter, limit));
}

export async function reset(db: Db, limit: Limit, subject: string): Promise<void> {
  await repo.clear(db, keyOf(limit, subject));
}
