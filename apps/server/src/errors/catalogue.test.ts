import { describe, expect, it } from 'vitest';
import { CATALOGUE_PARTS, ERRORS } from './app-error.js';

describe('the error catalogue (errors/catalogue/<domain>.ts, assembled in errors/app-error.ts)', () => {
  const entries = Object.values(CATALOGUE_PARTS).flatMap((part) => Object.entries(part));

  it('names every error once and gives each its own stable id', () => {
    const keys = entries.map(([key]) => key);
    const ids = entries.map(([, entry]) => entry.id);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(ERRORS).sort()).toEqual([...keys].sort());
    for (const id of ids) expect(id).toMatch(/^ERCO\d{6}$/);
  });

  it('has a status and a message in both languages for every error', () => {
    for (const [, entry] of entries) {
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(entry.msg.ch.trim()).not.toBe('');
      expect(entry.msg.en.trim()).not.toBe('');
    }
  });
});
