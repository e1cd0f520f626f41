import { addDays, daysBetween } from './calendar.js';

/**
 * A scale's legal verification status (issue 27), from its newest record that counts (not corrected
 * by a later one), on the shop's calendar day `today`:
 * - `never`: no record;
 * - `failed`: the newest record failed (the scale may not be used for trade until it passes);
 * - `overdue`: its next due day has passed (due today is still valid; the day after is overdue);
 * - `due`: valid, next due within DUE_SOON_DAYS days;
 * - `valid`.
 */
export const VERIFICATION_STATUSES = ['valid', 'due', 'overdue', 'failed', 'never'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** "Due within 30 days". */
export const DUE_SOON_DAYS = 30;

export type CountingVerification = { result: 'pass' | 'fail'; next_due_on: string } | null;

export function verificationStatusOf(newest: CountingVerification, today: string): VerificationStatus {
  if (!newest) return 'never';
  if (newest.result === 'fail') return 'failed';
  const left = daysBetween(today, newest.next_due_on) - 1; // days left; daysBetween counts both ends
  if (left < 0) return 'overdue';
  if (left <= DUE_SOON_DAYS) return 'due';
  return 'valid';
}

/** The default next due day: one year after the verification (29 Feb → 28 Feb). */
export function defaultNextDue(verifiedOn: string): string {
  const [y, m, d] = verifiedOn.split('-').map(Number) as [number, number, number];
  const sameDay = `${String(y + 1).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (m === 2 && d === 29) return addDays(`${String(y + 1).padStart(4, '0')}-03-01`, -1);
  return sameDay;
}
