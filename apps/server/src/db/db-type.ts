import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the code sees, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A database or a transaction on it: what repository functions take. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
