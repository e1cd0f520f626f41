import { yuanSign } from '../../format/sales';

/** The PLU fields a read-back audit names, by the i18n key (under `devices.auditFields`) that says them in words. */
const FIELD_WORDS: Record<string, string> = {
  plu: 'plu',
  unit_price: 'unitPrice',
  name: 'name',
  item_code: 'itemCode',
  weighing_mode: 'weighingMode',
  tare: 'tare',
  shelf_life: 'shelfLife',
  barcode_flag: 'barcodeFlag',
  department: 'department',
  numeric_code: 'numericCode',
  label_number: 'labelNumber',
  discount_flag: 'discount',
  discount_periods: 'discount',
  special_info: 'specialInfo',
};

/** `unitPrice` → `unit_price`; `name1`/`name_1` stay apart from their line number. */
const snake = (field: string): string =>
  field
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/([a-z])(\d)/g, '$1_$2')
    .toLowerCase();

/**
 * A PLU field as people say it: the i18n key under `devices.auditFields` and its values (a name or
 * special-information line's number); null for a field not known here (shown as it is).
 */
export function auditFieldWords(field: string): { key: string; values: Record<string, number> } | null {
  const name = snake(field);
  const line = /^(name|special_info)_(\d)$/.exec(name);
  if (line) {
    const base = line[1] === 'name' ? 'nameLine' : 'specialInfoLine';
    return { key: base, values: { n: Number(line[2]) } };
  }
  const key = FIELD_WORDS[name];
  return key ? { key, values: {} } : null;
}

/** The i18n keys (under `devices.auditFields`) of a weighing mode's value. */
const WEIGHING_MODES: Record<string, string> = { '0': 'byWeight', '1': 'byCount', '2': 'fixedWeight' };

/**
 * A value the scale or the console holds, for people: a price in yuan (the record holds fen), a
 * weighing mode in words, a tare in grams; null (nothing under that number) as `none`. `t` reads
 * keys under `devices.auditFields`.
 */
export function auditValue(
  field: string,
  value: string | null,
  t: (key: string, values?: Record<string, string | number>) => string,
): string {
  if (value === null) return t('none');
  const name = snake(field);
  const whole = /^-?\d+$/.test(value.trim());
  if (name === 'unit_price' && whole) return yuanSign(Number(value));
  if (name === 'weighing_mode' && WEIGHING_MODES[value.trim()]) return t(WEIGHING_MODES[value.trim()]!);
  if (name === 'tare' && whole) return t('grams', { value: Number(value) });
  if (name === 'shelf_life' && whole) return t('days', { value: Number(value) });
  return value === '' ? t('empty') : value;
}
