import { describe, expect, it } from 'vitest';
import {
  FALLBACK_HOT_KEY_COUNT,
  FALLBACK_PLU_CAPACITY,
  hotKeyCountOf,
  hotKeyGroupOf,
  isScaleModelCode,
  MAKER_PLU_NAME_CHARS,
  MAX_PLU_NUMBER_ON_WIRE,
  MIN_NAME_CHARS,
  nameCharsOf,
  pluCapacityLimit,
  pluNumberLimit,
  SCALE_MODEL_CODES,
  SCALE_MODELS,
  type ScaleModel,
  scaleModel,
} from './scale-models.js';

function model(code: string): ScaleModel {
  const found = scaleModel(code);
  if (!found) throw new Error(`no model ${code}`);
  return found;
}

describe('name limits', () => {
  it('every model takes names of 33 characters a line (the maker’s 132 code digits), the fewest of all is 33', () => {
    for (const m of SCALE_MODELS) expect(nameCharsOf(m)).toBe(MAKER_PLU_NAME_CHARS);
    expect(MAKER_PLU_NAME_CHARS).toBe(132 / 4);
    expect(MIN_NAME_CHARS).toBe(33);
    expect(nameCharsOf(undefined)).toBe(33);
  });
});

describe('scale models (SPEC §9)', () => {
  it('has unique codes and names in both languages', () => {
    expect(new Set(SCALE_MODEL_CODES).size).toBe(SCALE_MODELS.length);
    for (const m of SCALE_MODELS) {
      expect(m.nameZh).not.toBe('');
      expect(m.nameEn).not.toBe('');
    }
  });

  it('lists the models the scales issue names', () => {
    for (const code of [
      'TM-Aa',
      'TM-Ab',
      'TM-F',
      'TM-H',
      'TM-P',
      'TM-P2',
      'TM-PC',
      'TM-Q',
      'TM-AZ',
      'XK3170',
    ]) {
      expect(isScaleModelCode(code)).toBe(true);
    }
    expect(SCALE_MODEL_CODES.filter((code) => code.startsWith('SY-')).length).toBeGreaterThan(0);
  });

  it.each([
    ['TM-Aa', 4000],
    ['LED-COUNTING', 4000],
    ['TM-P', 9999],
    ['TM-P2', 9999],
    ['TM-H', 10_000],
    ['BENCH', 10_000],
    ['TM-PC', 10_000],
    ['TM-Q', 10_000],
    ['TM-AZ', 10_000],
    ['XK3170', 10_000],
  ])('%s holds %i PLUs', (code, capacity) => {
    expect(model(code).pluCapacity).toBe(capacity);
  });

  it.each([
    ['TM-Aa', 71],
    ['TM-F', 71],
    ['TM-Ab', 142],
    ['TM-Aa-4b', 142],
    ['TM-Aa-4d', 142],
    ['SY-B-1d', 142],
  ])('%s has %i hot keys', (code, keys) => {
    expect(model(code).hotKeyCount).toBe(keys);
  });

  it.each([
    ['TM-Aa', 5000],
    ['TM-F', 5000],
    ['TM-P', 10_000],
    ['TM-P2', 10_000],
    ['XK3170', 10_000],
  ])('%s keeps %i sales records', (code, records) => {
    expect(model(code).salesRecordCapacity).toBe(records);
  });

  it('prints 56 mm wide on label scales, 48 mm on TM-P2 and bench scales', () => {
    expect(model('TM-Aa').maxPrintWidthMm).toBe(56);
    expect(model('TM-H').maxPrintWidthMm).toBe(56);
    expect(model('TM-P').maxPrintWidthMm).toBe(56);
    expect(model('TM-P2').maxPrintWidthMm).toBe(48);
    expect(model('BENCH').maxPrintWidthMm).toBe(48);
  });

  it('never states a figure outside those SPEC gives', () => {
    for (const m of SCALE_MODELS) {
      expect([null, 4000, 9999, 10_000]).toContain(m.pluCapacity);
      expect([null, 71, 142]).toContain(m.hotKeyCount);
      expect([null, 5000, 10_000]).toContain(m.salesRecordCapacity);
      expect([null, 48, 56]).toContain(m.maxPrintWidthMm);
    }
  });

  it('leaves unknown figures null', () => {
    expect(model('TM-Ab').pluCapacity).toBeNull();
    expect(model('TM-H').hotKeyCount).toBeNull();
    expect(model('XK3170').maxPrintWidthMm).toBeNull();
  });

  it('answers undefined for an unknown or differently cased code', () => {
    expect(scaleModel('TM-Z')).toBeUndefined();
    expect(scaleModel('tm-aa')).toBeUndefined();
    expect(isScaleModelCode('tm-aa')).toBe(false);
    expect(isScaleModelCode(42)).toBe(false);
  });

  it('falls back to documented limits where SPEC is silent', () => {
    expect(pluCapacityLimit(model('TM-P2'))).toBe(9999);
    expect(pluCapacityLimit(model('TM-Ab'))).toBe(FALLBACK_PLU_CAPACITY);
    expect(FALLBACK_PLU_CAPACITY).toBe(Math.min(...SCALE_MODELS.flatMap((m) => m.pluCapacity ?? [])));
    expect(hotKeyCountOf(model('TM-Aa'))).toBe(71);
    expect(hotKeyCountOf(model('TM-H'))).toBe(FALLBACK_HOT_KEY_COUNT);
    expect(FALLBACK_HOT_KEY_COUNT).toBe(Math.max(...SCALE_MODELS.flatMap((m) => m.hotKeyCount ?? [])));
  });
});

describe('pluNumberLimit and hot-key groups', () => {
  it('caps every model at the 4-digit PLU record and keeps smaller capacities', () => {
    expect(pluNumberLimit(scaleModel('TM-Aa')!)).toBe(4000);
    expect(pluNumberLimit(scaleModel('TM-P2')!)).toBe(9999);
    expect(pluNumberLimit(scaleModel('TM-H')!)).toBe(MAX_PLU_NUMBER_ON_WIRE);
    expect(pluNumberLimit(scaleModel('TM-Ab')!)).toBe(FALLBACK_PLU_CAPACITY);
  });

  it('splits the keys into UP (first half, rounded up) and DOWN', () => {
    expect(hotKeyGroupOf(36, 71)).toBe('UP');
    expect(hotKeyGroupOf(37, 71)).toBe('DOWN');
    expect(hotKeyGroupOf(71, 142)).toBe('UP');
    expect(hotKeyGroupOf(72, 142)).toBe('DOWN');
  });
});
