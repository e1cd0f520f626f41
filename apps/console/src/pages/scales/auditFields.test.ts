import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScaleAudit } from '../../api/devices';
import { consoleEn } from '../../i18n/locales/console.en';
import { consoleZh } from '../../i18n/locales/console.zh';
import { auditFieldWords, auditValue } from './auditFields';
import { agoWords, differenceRows, differingCount, repairWords } from './auditWords';

type T = (key: string, values?: Record<string, string | number>) => string;
const t: Record<'zh' | 'en', T> = { zh: (key) => key, en: (key) => key };
beforeAll(async () => {
  for (const [lng, catalogue, lang] of [
    ['ch', consoleZh, 'zh'],
    ['en', consoleEn, 'en'],
  ] as const) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng,
      resources: { [lng]: { translation: catalogue } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    t[lang] = (key, values) => String(i18n.t(key, values as never));
  }
});

/** A field as the scale page names it (unknown fields as they are). */
const fieldName = (lang: 'zh' | 'en', field: string) => {
  const words = auditFieldWords(field);
  return words ? t[lang](`devices.auditFields.${words.key}`, words.values) : field;
};
const value = (lang: 'zh' | 'en', field: string, held: string | null) =>
  auditValue(field, held, (key, values) => t[lang](`devices.auditFields.${key}`, values));

describe('the fields of a differing PLU in plain words', () => {
  it('names the record’s fields as people say them, in both languages', () => {
    expect(fieldName('zh', 'unit_price')).toBe('单价');
    expect(fieldName('en', 'unit_price')).toBe('Unit price');
    expect(fieldName('zh', 'name')).toBe('品名');
    expect(fieldName('zh', 'name1')).toBe('品名第 1 行');
    expect(fieldName('en', 'name_2')).toBe('Name, line 2');
    expect(fieldName('zh', 'tare')).toBe('皮重');
    expect(fieldName('en', 'shelf_life')).toBe('Shelf life');
    expect(fieldName('zh', 'item_code')).toBe('商品编码');
    expect(fieldName('en', 'label_number')).toBe('Label number');
    expect(fieldName('zh', 'weighing_mode')).toBe('称重方式');
    expect(fieldName('en', 'special_info_3')).toBe('Special information 3');
    expect(fieldName('en', 'discount_periods')).toBe('Discounts');
  });

  it('reads the protocol codec’s camelCase names the same way', () => {
    expect(fieldName('en', 'unitPrice')).toBe('Unit price');
    expect(fieldName('zh', 'shelfLife')).toBe('保质期');
    expect(fieldName('en', 'numericCode')).toBe('13-digit code');
  });

  it('shows a field it does not know by its own name', () => {
    expect(auditFieldWords('checksum')).toBeNull();
    expect(fieldName('en', 'checksum')).toBe('checksum');
  });

  it('shows a price as money (the record holds fen), side by side', () => {
    expect(value('zh', 'unit_price', '1280')).toBe('¥12.80');
    expect(value('en', 'unit_price', '123456')).toBe('¥1,234.56');
    expect(value('en', 'unitPrice', '5')).toBe('¥0.05');
    // Not whole fen: as it came.
    expect(value('en', 'unit_price', '12.8')).toBe('12.8');
  });

  it('says what nothing, an empty name, a weighing mode, a tare and a shelf life mean', () => {
    expect(value('zh', 'unit_price', null)).toBe('（无）');
    expect(value('en', 'name1', null)).toBe('(none)');
    expect(value('en', 'name1', '')).toBe('(empty)');
    expect(value('zh', 'name1', '苹果')).toBe('苹果');
    expect(value('zh', 'weighing_mode', '1')).toBe('计件');
    expect(value('en', 'weighing_mode', '0')).toBe('By weight');
    expect(value('en', 'weighing_mode', '7')).toBe('7');
    expect(value('zh', 'tare', '15')).toBe('15 克');
    expect(value('en', 'shelf_life', '3')).toBe('3 days');
  });
});

const audit = (
  last: Partial<NonNullable<ScaleAudit['last']>> | null,
  mode: ScaleAudit['repair_mode'] = 'auto',
): ScaleAudit => ({
  last: last && {
    id: 1,
    checked_time: '2026-11-27T02:00:00.000Z',
    checked: 1234,
    matched: 1231,
    full: true,
    repaired: false,
    differences: [],
    more: 0,
    ...last,
  },
  verified: null,
  repair_mode: mode,
  verify_requested: false,
});

describe('an audit on the scale page', () => {
  it('says how long ago: just now, minutes, hours, else the time', () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    const time = (iso: string) => `<${iso}>`;
    expect(agoWords('2026-11-27T11:59:30.000Z', now, time)).toEqual({ key: 'justNow', values: {} });
    expect(agoWords('2026-11-27T11:48:00.000Z', now, time)).toEqual({
      key: 'minutesAgo',
      values: { count: 12 },
    });
    expect(agoWords('2026-11-27T09:00:00.000Z', now, time)).toEqual({
      key: 'hoursAgo',
      values: { count: 3 },
    });
    expect(agoWords('2026-11-25T09:00:00.000Z', now, time)).toEqual({
      key: 'at',
      values: { time: '<2026-11-25T09:00:00.000Z>' },
    });
    expect(
      t.en('devices.audit.verified', {
        ago: t.en('devices.audit.minutesAgo', { count: 12 }),
        matched: '1,234',
        checked: '1,234',
      }),
    ).toBe('Verified 12 min ago, 1,234 of 1,234 PLUs match');
    expect(
      t.zh('devices.audit.verified', {
        ago: t.zh('devices.audit.minutesAgo', { count: 12 }),
        matched: '1,234',
        checked: '1,234',
      }),
    ).toBe('已核对 12 分钟前，1,234 / 1,234 个 PLU 一致');
  });

  it('counts the differing PLUs listed and those only counted', () => {
    const differences = [
      {
        plu: 12,
        kind: 'differs' as const,
        name: '苹果',
        fields: [{ field: 'unit_price', scale: '1000', console: '1280' }],
      },
    ];
    expect(differingCount(audit({ differences, more: 2 }))).toBe(3);
    expect(differingCount(audit(null))).toBe(0);
  });

  it('says whether the differences were repaired, are being resent, or were only reported', () => {
    expect(repairWords(audit({ repaired: true }))).toBe('repaired');
    expect(repairWords(audit({ repaired: false }, 'auto'))).toBe('repairing');
    expect(repairWords(audit({ repaired: false }, 'report'))).toBe('reportOnly');
    expect(t.zh('devices.audit.repaired')).toBe('已自动修复');
    expect(t.en('devices.audit.reportOnly')).toBe('Reported only: push to repair');
  });

  it('lists one row per differing field, and one for a PLU missing on either side', () => {
    const rows = differenceRows([
      {
        plu: 12,
        kind: 'differs',
        name: '苹果',
        fields: [
          { field: 'unit_price', scale: '1000', console: '1280' },
          { field: 'name1', scale: '苹菓', console: '苹果' },
        ],
      },
      { plu: 40, kind: 'missing', name: '香蕉', fields: [] },
    ]);
    expect(rows.map((r) => [r.plu, r.field, r.scale, r.console, r.kind, r.span])).toEqual([
      [12, 'unit_price', '1000', '1280', 'differs', 2],
      [12, 'name1', '苹菓', '苹果', 'differs', 0],
      [40, null, null, null, 'missing', 1],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });
});
