import type { Db } from './client.js';

const preparedOfDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query prepared once per database and shape (Drizzle's `.prepare()` with placeholders): hot
 * paths skip building the SQL text on every request. `name` names the shape (it is also the
 * statement's name on PostgreSQL), so one name must always build the same statement.
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
