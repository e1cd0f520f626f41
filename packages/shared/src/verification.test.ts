import { describe, expect, it } from 'vitest';
import { defaultNextDue, verificationStatusOf } from './verification.js';

describe('verification status', () => {
  const pass = (next_due_on: string) => ({ result: 'pass' as const, next_due_on });
  it('reads never, failed, overdue, due and valid on the shop day', () => {
    expect(verificationStatusOf(null, '2026-11-27')).toBe('never');
    expect(verificationStatusOf({ result: 'fail', next_due_on: '2027-11-27' }, '2026-11-27')).toBe('failed');
    expect(verificationStatusOf(pass('2026-11-26'), '2026-11-27')).toBe('overdue');
    expect(verificationStatusOf(pass('2026-11-27'), '2026-11-27')).toBe('due');
    expect(verificationStatusOf(pass('2026-12-27'), '2026-11-27')).toBe('due');
    expect(verificationStatusOf(pass('2026-12-28'), '2026-11-27')).toBe('valid');
  });
  it('defaults the next due day to one year later', () => {
    expect(defaultNextDue('2026-11-27')).toBe('2027-11-27');
    expect(defaultNextDue('2028-02-29')).toBe('2029-02-28');
  });
});
