import { DEFAULT_TIME_ZONE, dateTimeIn, dateTimeSecondsIn } from '@dahua/shared';

/**
 * Times as the console shows them: on the wall clock of the viewer's company (its statistics
 * zone; the maker's, Asia/Shanghai, for administrators and people in no company), whatever zone
 * the browser is in, so a figure and the time beside it always speak of the same day.
 */
let zone = DEFAULT_TIME_ZONE;
export const displayZone = (): string => zone;

/** Set by the session (session.ts) whenever the signed-in person changes. */
export function setDisplayZone(next: string | null | undefined): void {
  zone = next || DEFAULT_TIME_ZONE;
}

const parsed = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** `2026-11-27 04:00`; an unreadable value as it is, none as ''. */
export function dateTime(iso: string | null | undefined, zone = displayZone()): string {
  const at = parsed(iso);
  return at ? dateTimeIn(at, zone) : (iso ?? '');
}

/** `2026-11-27 04:00:09`. */
export function dateTimeSeconds(iso: string | null | undefined, zone = displayZone()): string {
  const at = parsed(iso);
  return at ? dateTimeSecondsIn(at, zone) : (iso ?? '');
}
