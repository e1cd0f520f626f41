import { describe, expect, it } from 'vitest';
import { consoleEn as en } from '../../i18n/locales/console.en';
import { consoleZh as zh } from '../../i18n/locales/console.zh';
import { refusalReason } from './refusalReason';

describe('the codec’s refusal reasons in the user’s language', () => {
  it('reads the codec’s reasons into keys and values', () => {
    expect(refusalReason('character "€" (U+20AC) has no GB2312 form')).toEqual({
      key: 'notGb2312',
      values: { char: '"€"' },
    });
    expect(refusalReason('1234567 is outside 0–999999')).toEqual({
      key: 'outside',
      values: { value: '1234567', min: '0', max: '999999' },
    });
    expect(refusalReason('20 is not a label number 0–15')).toEqual({
      key: 'labelNumber',
      values: { value: '20', max: '15' },
    });
    expect(refusalReason('something new')).toBeNull();
  });

  it('has every reason in both languages', () => {
    const zhReasons = (zh as unknown as { devices: { reasons: Record<string, string> } }).devices.reasons;
    const enReasons = (en as unknown as { devices: { reasons: Record<string, string> } }).devices.reasons;
    expect(Object.keys(zhReasons).sort()).toEqual(Object.keys(enReasons).sort());
    expect(Object.keys(zhReasons)).toHaveLength(12);
  });
});
