import type { Db } from './client.js';

const preparedOfDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query prepared once per database and shape (Drizzle's `.prepare()` with placeholders): hot
 * paths skip building the SQL text on every request. `name` names the shape (it is also the
 * key of the cache), so one name must always build the same statement.
 */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let prepared = preparedOfDb.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedOfDb.set(db, prepared);
  }
  let query = prepared.get(name) as T | undefined;
  if (query === undefined) {
    query = build();
    prepared.set(name, query);
  }
  return query;
}

/**
 * The statement name to prepare with: none. Drizzle keeps the built SQL text (what costs the CPU),
 * while PostgreSQL plans each execution for its values: a named statement would switch to a
 * generic plan after five runs, and a generic plan of `name like $1` cannot see that the pattern
 * is selective (a search answered in 750 ms instead of 10 ms under the bench).
 */
export const UNNAMED = '';
