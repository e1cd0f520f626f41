import type { Config } from './config.js';
import type { Db } from './db/client.js';

/** What services need from the outside world; built once in main.ts (or per test file). */
export type AppContext = {
  db: Db;
  config: Config;
};
