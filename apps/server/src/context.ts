import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { SessionCache } from './modules/auth/session-cache.js';

/** What services need from the outside world; built once in main.ts (or per test file). */
export type AppContext = {
  db: Db;
  config: Config;
  sessions: SessionCache;
};

export function createContext(db: Db, config: Config): AppContext {
  return { db, config, sessions: new SessionCache(config.sessionCacheMs) };
}
