import type { ShopScale } from '../../api/shops';

/** A scale's live state on the shop page (the row's `data-state`). */
export type ShopScaleStateName =
  | 'in_step'
  | 'pushing'
  | 'unreachable'
  | 'error'
  | 'differs'
  | 'no_address'
  | 'waiting';

/**
 * How the state reads: the i18n key under `devices.shopState`, its values, the badge's colour, and
 * what to do (a key under `devices.shopState`, or null) — plain words, no protocol terms.
 */
export type ShopScaleWords = {
  state: ShopScaleStateName;
  key:
    | 'inStep'
    | 'behind'
    | 'pushing'
    | 'pushingStarted'
    | 'unreachable'
    | 'error'
    | 'differs'
    | 'noAddress'
    | 'waiting';
  values: Record<string, string | number>;
  tone: 'default' | 'processing' | 'success' | 'warning' | 'error';
  hint: 'unreachableHint' | 'errorHint' | 'differsHint' | 'noAddressHint' | 'waitingHint' | null;
};

/**
 * A scale of the shop page in words (issue 25 §5): a running push first (n of m), then a scale the
 * bridge cannot reach (since when, and what to check), an error, PLUs that differ from the console,
 * in step (with its version; behind while a change waits to be pushed); before any sync, no address
 * (the bridge cannot reach it) or waiting for the bridge. `time` formats the instants.
 */
export function shopScaleState(
  scale: Pick<ShopScale, 'lan_host' | 'sync' | 'differs'>,
  time: (iso: string) => string,
): ShopScaleWords {
  const sync = scale.sync;
  if (sync?.state === 'pushing')
    return sync.total === null
      ? { state: 'pushing', key: 'pushingStarted', values: {}, tone: 'processing', hint: null }
      : {
          state: 'pushing',
          key: 'pushing',
          values: { pushed: sync.pushed ?? 0, total: sync.total },
          tone: 'processing',
          hint: null,
        };
  if (sync?.state === 'unreachable')
    return {
      state: 'unreachable',
      key: 'unreachable',
      values: { time: time(sync.state_since ?? sync.error_time ?? sync.last_contact) },
      tone: 'error',
      hint: 'unreachableHint',
    };
  if (sync?.state === 'error')
    return { state: 'error', key: 'error', values: {}, tone: 'error', hint: 'errorHint' };
  if (scale.differs > 0)
    return {
      state: 'differs',
      key: 'differs',
      values: { count: scale.differs },
      tone: 'warning',
      hint: 'differsHint',
    };
  if (sync?.state === 'in_step') {
    const acknowledged = sync.acknowledged_version ?? 0;
    return acknowledged < sync.version
      ? {
          state: 'pushing',
          key: 'behind',
          values: { acknowledged, version: sync.version },
          tone: 'processing',
          hint: null,
        }
      : { state: 'in_step', key: 'inStep', values: { version: acknowledged }, tone: 'success', hint: null };
  }
  if (!scale.lan_host)
    return { state: 'no_address', key: 'noAddress', values: {}, tone: 'warning', hint: 'noAddressHint' };
  return { state: 'waiting', key: 'waiting', values: {}, tone: 'default', hint: 'waitingHint' };
}

/** The shop page refreshes its scales' states every 5 s (issue 25 §5). */
export const SHOP_REFRESH_MS = 5_000;

/**
 * An instant as the shop page shows it: the time alone (`10:42`) when it is today, else date and
 * time. `format` gives `YYYY-MM-DD HH:MM` on the display zone's wall clock.
 */
export function shortTime(iso: string, now: Date, format: (iso: string) => string): string {
  const at = format(iso);
  const today = format(now.toISOString());
  return at.slice(0, 10) === today.slice(0, 10) && at.length >= 16 ? at.slice(11, 16) : at;
}
