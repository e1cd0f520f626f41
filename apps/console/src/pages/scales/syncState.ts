import type { ScaleSync } from '../../api/devices';

/** How the state reads: the i18n key under `devices.state`, its values, and the badge's colour. */
export type SyncWords = {
  key: 'never' | 'waiting' | 'inStep' | 'behind' | 'pushing' | 'pushingStarted' | 'unreachable' | 'error';
  values: Record<string, string | number>;
  tone: 'default' | 'processing' | 'success' | 'warning' | 'error';
};

/**
 * A scale's sync state as words: never contacted (no sync row), contacted but not yet synced,
 * in step (or behind: the scale acknowledged an older version than it should hold), pushing n of m,
 * unreachable since a time, or an error with the bridge's message. `time` formats the instants.
 */
export function syncWords(sync: ScaleSync | null, time: (iso: string) => string): SyncWords {
  if (!sync) return { key: 'never', values: {}, tone: 'default' };
  switch (sync.state) {
    case 'in_step': {
      const acknowledged = sync.acknowledged_version ?? 0;
      return acknowledged < sync.version
        ? { key: 'behind', values: { acknowledged, version: sync.version }, tone: 'warning' }
        : { key: 'inStep', values: {}, tone: 'success' };
    }
    case 'pushing':
      return sync.total === null
        ? { key: 'pushingStarted', values: {}, tone: 'processing' }
        : { key: 'pushing', values: { pushed: sync.pushed ?? 0, total: sync.total }, tone: 'processing' };
    case 'unreachable':
      // Since the state changed (the bridge reports each failed try; the server keeps the first).
      return {
        key: 'unreachable',
        values: { time: time(sync.state_since ?? sync.error_time ?? sync.last_contact) },
        tone: 'error',
      };
    case 'error':
      return { key: 'error', values: { message: sync.error ?? '' }, tone: 'error' };
    default:
      return { key: 'waiting', values: {}, tone: 'default' };
  }
}

/** Refresh quickly while a push runs, slowly otherwise. */
export function syncRefreshMs(sync: ScaleSync | null | undefined): number {
  return sync?.state === 'pushing' ? 3_000 : 15_000;
}
