/**
 * China calendar days and hours (sales rollups, work-order ranges, the demo). China keeps UTC+8 all
 * year (no daylight saving since 1991), and whole-hour offsets make UTC hours China hours. The SQL of
 * trades/rollups.ts computes the same (`at time zone 'Asia/Shanghai'`); a test holds them equal.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;
const HOUR_MS = 3600_000;

export function chinaDayOf(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export function hourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

/** China days `from`..`to` (both included) as the instants that bound them (`to` exclusive). */
export function rangeOfDays(from: string, to: string): { from: Date; to: Date } {
  const start = new Date(`${from}T00:00:00+08:00`);
  const end = new Date(`${to}T00:00:00+08:00`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { from: start, to: end };
}
