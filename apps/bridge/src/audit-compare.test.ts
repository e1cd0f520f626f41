import { AUDIT_DIFFERENCES_MAX } from '@dahua/shared/contracts/devices';
import {
  blankPlu,
  decodePlu,
  decodePluReadReply,
  encodePlu,
  encodePluReadReply,
  type PluRecord,
} from '@dahua/tm-protocol';
import { describe, expect, it } from 'vitest';
import {
  AUDITED_FIELDS,
  compareRecords,
  listed,
  nextRound,
  rollingCount,
  summarize,
} from './audit-compare.js';

const record = (plu: number, patch: Partial<PluRecord> = {}): PluRecord => ({
  ...blankPlu(plu),
  itemCode: 20_000 + plu,
  unitPrice: 1280,
  barcodeFlag: 22,
  shelfLife: 3,
  name: ['红富士苹果', '产地 烟台', ''],
  ...patch,
});

/** What the scale answers to `!0U`, read as the bridge reads it. */
const readBack = (r: PluRecord) => decodePluReadReply(encodePluReadReply(r));
/** What the console says, read from the desired `!0V` line as the bridge does. */
const wanted = (r: PluRecord) => decodePlu(encodePlu(r));

describe('a PLU read back against what the console says', () => {
  it('agrees when the scale holds the record it was sent', () => {
    const r = record(12, {
      weighingMode: 2,
      tare: 250,
      department: 7,
      labelNumber: 3,
      specialInfo: [1, 0, 2],
    });
    expect(compareRecords(12, readBack(r), wanted(r))).toBeNull();
  });

  it('a price changed at the keyboard: differs, the price side by side (scale vs console, as strings)', () => {
    const r = record(12);
    expect(compareRecords(12, readBack({ ...r, unitPrice: 1999 }), wanted(r))).toEqual({
      plu: 12,
      kind: 'differs',
      name: '红富士苹果',
      fields: [{ field: 'unit_price', scale: '1999', console: '1280' }],
    });
  });

  it('names every field a person can change, each on its own', () => {
    const r = record(5);
    const changes: Record<string, Partial<PluRecord>> = {
      unit_price: { unitPrice: 1 },
      name1: { name: ['青苹果', '产地 烟台', ''] },
      name2: { name: ['红富士苹果', '', ''] },
      name3: { name: ['红富士苹果', '产地 烟台', '特价'] },
      item_code: { itemCode: 1 },
      weighing_mode: { weighingMode: 1 },
      tare: { tare: 10 },
      shelf_life: { shelfLife: 9 },
      barcode_flag: { barcodeFlag: 21 },
      department: { department: 2 },
      numeric_code: { numericCode: '6901234567892' },
      label_number: { labelNumber: 15 },
      special_info: { specialInfo: [0, 3, 0] },
      discount_flag: { discountFlag: 2 },
    };
    expect(Object.keys(changes).sort()).toEqual(AUDITED_FIELDS.map((f) => f.field).sort());
    for (const [field, patch] of Object.entries(changes)) {
      const difference = compareRecords(5, readBack({ ...r, ...patch }), wanted(r));
      expect(
        difference?.fields.map((f) => f.field),
        field,
      ).toEqual([field]);
    }
    expect(compareRecords(5, readBack({ ...r, specialInfo: [0, 3, 0] }), wanted(r))?.fields[0]).toEqual({
      field: 'special_info',
      scale: '0,3,0',
      console: '0,0,0',
    });
  });

  it('leaves out the timed discount periods (later firmware does not keep them)', () => {
    const r = record(8, {
      discountFlag: 1,
      discountPeriods: [
        { startHour: 18, endHour: 22, discount: 30 },
        { startHour: 0, endHour: 0, discount: 0 },
        { startHour: 0, endHour: 0, discount: 0 },
        { startHour: 0, endHour: 0, discount: 0 },
      ],
    });
    expect(
      compareRecords(8, readBack({ ...r, discountPeriods: blankPlu(8).discountPeriods }), wanted(r)),
    ).toBeNull();
  });

  it('compares names after the codec: ASCII sent full-width reads back as ASCII, no difference', () => {
    const r = record(3, { name: ['Fuji 苹果', '', ''] });
    const sent = wanted(r);
    expect(compareRecords(3, readBack(sent), sent)).toBeNull();
  });

  it('missing: the console has it, the scale answers a blank record', () => {
    expect(compareRecords(13, readBack(blankPlu(13)), wanted(record(13)))).toEqual({
      plu: 13,
      kind: 'missing',
      name: '红富士苹果',
      fields: [],
    });
  });

  it('unexpected: the scale holds a PLU the console does not, its values against nothing', () => {
    const difference = compareRecords(40, readBack(record(40)), null);
    expect(difference).toMatchObject({ plu: 40, kind: 'unexpected', name: '红富士苹果' });
    expect(difference?.fields).toContainEqual({ field: 'unit_price', scale: '1280', console: null });
    expect(difference?.fields.every((f) => f.console === null)).toBe(true);
    expect(compareRecords(40, readBack(blankPlu(40)), null)).toBeNull();
  });
});

describe('summaries and the rolling audit’s round', () => {
  it('counts checked and matched; a report lists at most AUDIT_DIFFERENCES_MAX, in PLU order', () => {
    const results = Array.from({ length: AUDIT_DIFFERENCES_MAX + 20 }, (_, i) => ({
      plu: AUDIT_DIFFERENCES_MAX + 20 - i,
      difference: { plu: AUDIT_DIFFERENCES_MAX + 20 - i, kind: 'missing' as const, name: '', fields: [] },
    }));
    const summary = summarize([...results, { plu: 9000, difference: null }]);
    expect([summary.checked, summary.matched, summary.differences.length]).toEqual([
      AUDIT_DIFFERENCES_MAX + 21,
      1,
      AUDIT_DIFFERENCES_MAX + 20,
    ]);
    const list = listed(summary.differences);
    expect(list).toHaveLength(AUDIT_DIFFERENCES_MAX);
    expect(list[0]?.plu).toBe(1);
  });

  it('continues round-robin where the last round stopped, wrapping, each PLU once a round', () => {
    const numbers = [1, 2, 5, 9, 12];
    expect(nextRound(numbers, 0, 2)).toEqual([1, 2]);
    expect(nextRound(numbers, 2, 2)).toEqual([5, 9]);
    expect(nextRound(numbers, 9, 3)).toEqual([12, 1, 2]);
    expect(nextRound(numbers, 3, 10)).toEqual([5, 9, 12, 1, 2]);
    expect(nextRound(numbers, 99, 1)).toEqual([1]);
    expect(nextRound([], 0, 5)).toEqual([]);
  });

  it('reads all PLUs within a day: at least 5 a cycle, ⌈total ÷ cycles a day⌉', () => {
    expect(rollingCount(4000, 300_000)).toBe(14); // 288 cycles a day at the default 5 minutes
    expect(rollingCount(30, 300_000)).toBe(5);
    expect(rollingCount(3, 300_000)).toBe(3);
    expect(rollingCount(9999, 3600_000)).toBe(417);
    expect(rollingCount(4000, 300_000) * 288).toBeGreaterThanOrEqual(4000);
  });
});
