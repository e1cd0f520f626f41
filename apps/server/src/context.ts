import { type Clock, systemClock } from '@dahua/shared';
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { primaryOnly, type ReadRouter } from './db/read-router.js';
import { offsetClock } from './lib/offset-clock.js';
import { SessionCache } from './modules/auth/session-cache.js';
import { createSmsSender } from './modules/sms/senders/create-sender.js';
import type { SmsSender } from './modules/sms/senders/sender.js';
import { type ArchiveStore, createArchiveStore } from './storage/archive.js';
import { createStorage, type Storage } from './storage/index.js';
import { createSiteReleases, type SiteReleases } from './storage/site-releases.js';

/** What services need from the outside world; built once in main.ts (or per test file). */
export type AppContext = {
  db: Db;
  /** Where the reads that may lag go (the primary unless a replica is configured). */
  reads: ReadRouter;
  config: Config;
  log: Logger;
  sessions: SessionCache;
  storage: Storage;
  /** The private archive of old raw sales (issue 33 §2): DATA_DIR/archive or the S3 bucket, never served. */
  archive: ArchiveStore;
  sms: SmsSender;
  /** The folder this server serves the public site from, and its releases (issue 30 §3). */
  siteReleases: SiteReleases;
  /** The time now; tests replace it to move through service levels and automatic closing. */
  clock: Clock;
};

export function createContext(
  db: Db,
  config: Config,
  log: Logger = pino({ level: config.logLevel }),
  reads: ReadRouter = primaryOnly(db),
): AppContext {
  return {
    db,
    reads,
    config,
    log,
    sessions: new SessionCache(config.sessionCacheMs),
    storage: createStorage(config.storage),
    archive: createArchiveStore(config.storage),
    sms: createSmsSender(config, log),
    siteReleases: createSiteReleases(config.staticRoot, config.dataDir),
    clock: config.clockOffsetFile ? offsetClock(config.clockOffsetFile) : systemClock,
  };
}
