/**
 * Where a sale falls in the rollups: its China calendar day and the start of its hour. China keeps
 * UTC+8 all year (no daylight saving since 1991), and whole-hour offsets make UTC hours China hours.
 * The SQL of rollups.ts computes the same (`at time zone 'Asia/Shanghai'`); a test holds them equal.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;
const HOUR_MS = 3600_000;

export function chinaDayOf(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export function hourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}
