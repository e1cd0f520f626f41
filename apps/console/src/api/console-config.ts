import type { ConsoleConfig } from '@dahua/shared/contracts/system';
import { useEffect, useSyncExternalStore } from 'react';
import { loadConfig, saveConfig } from '../services/storage';
import { fetchConsoleConfig } from './auth';

/** How long a fetched config is used before the next page that needs it fetches it again. */
const FRESH_MS = 5 * 60_000;

let current: ConsoleConfig | null = loadConfig();
let fetchedAt = 0;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function refresh(): void {
  if (inFlight || Date.now() - fetchedAt < FRESH_MS) return;
  inFlight = fetchConsoleConfig()
    .then((config) => {
      saveConfig(config);
      current = config;
      fetchedAt = Date.now();
      for (const listener of listeners) listener();
    })
    .catch(() => undefined) // the stored record stays; the next page that needs it tries again
    .finally(() => {
      inFlight = null;
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server's console settings, kept as the stored config record (SPEC §3): the stored record at
 * once, refreshed from the server once per load (then at most every 5 minutes). Plain React, so
 * the sign-in page needs no query cache.
 */
export function useConsoleConfig(): ConsoleConfig | null {
  useEffect(refresh, []);
  return useSyncExternalStore(subscribe, () => current);
}
