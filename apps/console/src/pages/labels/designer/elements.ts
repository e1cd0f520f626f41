import { fontOf, LABEL_FONTS } from '@dahua/shared/labels/fonts';
import type { BoundField, ItemName, LabelItem } from '@dahua/shared/labels/model';
import { BOUND_FIELDS, FOOD_FIELDS, SCALE_FIELDS, WRAPPING_FIELDS } from '@dahua/shared/labels/model';
import { DEFAULT_QR_CONTENT, PRICE_BARCODE_VALUE } from '@dahua/shared/labels/scale-layout';

/** The fields a label reads first; the scale's other fields follow. */
const FIRST: readonly BoundField[] = [
  'name',
  'name_line_1',
  'name_line_2',
  'name_line_3',
  'unit_price',
  'weight',
  'total',
  'unit',
  'pack_date',
  'pack_time',
  'sell_by_date',
  'origin',
  'trace_code',
  ...FOOD_FIELDS,
  'item_code',
  'shop_name',
  'special_info_1',
  'special_info_2',
  'special_info_3',
];

/** The bound fields the designer offers, in the order a label reads. */
export const DESIGNER_FIELDS: readonly BoundField[] = [
  ...FIRST,
  ...BOUND_FIELDS.filter((f) => !FIRST.includes(f)),
];

/** What the palette adds: a kind, and for a bound field its key. */
export type NewElement = { kind: ItemName; field?: BoundField };

/** A font's box for `chars` wide characters, in mm (8 dots per mm), plus a dot of slack. */
function textBox(font: number, wideChars: number) {
  const f = fontOf(font);
  return { w: (f.zh.width * wideChars + 1) / 8, h: (Math.max(f.zh.height, f.en.height) + 1) / 8 };
}

/** A new element placed at (x, y) mm with a size that fits what it usually prints. */
export function newItem({ kind, field }: NewElement, x: number, y: number): LabelItem {
  const at = (w: number, h: number, value: string, font = 0, thickness?: number): LabelItem => ({
    itemName: kind,
    value,
    style: { font, x, y, w, h, ...(thickness ? { thickness } : {}) },
  });
  switch (kind) {
    case 'text': {
      const box = textBox(9, 4);
      return at(box.w, box.h, '文字', 9);
    }
    case 'field': {
      const key = field ?? 'name';
      // Food text wraps: a box of three lines across the label; the date lines and lot one line.
      if (WRAPPING_FIELDS.includes(key)) return at(38, textBox(9, 1).h * 3, key, 9);
      if (FOOD_FIELDS.includes(key)) return at(textBox(9, 12).w, textBox(9, 1).h, key, 9);
      const wide = key.startsWith('name') || key === 'shop_name' || key === 'origin' ? 8 : 4;
      const box = textBox(9, wide);
      return at(box.w, box.h, key, 9);
    }
    case 'barCode':
      return at(30, 12, PRICE_BARCODE_VALUE, 1);
    case 'QRCode':
      return at(14, 14, DEFAULT_QR_CONTENT);
    case 'line':
      return at(30, 0.25, '', 0, 2);
    case 'box':
      return at(20, 10, '', 0, 2);
    case 'logo':
      return at(10, 10, '');
    case 'nutrition':
      // The header and seven rows at font 5 (16-dot lines): 8 × 2 mm.
      return at(38, 16.25, '', 5);
  }
}

/**
 * Whether the scales' own layout (`!0T`/`!0R`, toScaleLayout) prints an item: the first of each
 * of its 23 fields and 32 text slots, the first barcode and the first QR code. Everything else
 * (fixed text, lines, boxes, logos, the food elements) prints only on labels we render.
 */
export function printedByScaleLayout(items: readonly LabelItem[], index: number): boolean {
  const item = items[index];
  if (!item) return false;
  const first = (match: (i: LabelItem) => boolean) => items.findIndex(match) === index;
  if (item.itemName === 'barCode' || item.itemName === 'QRCode')
    return first((i) => i.itemName === item.itemName);
  if (item.itemName !== 'field') return false;
  const onWire =
    (SCALE_FIELDS as readonly string[]).includes(item.value) || /^label_text_\d+$/.test(item.value);
  return onWire && first((i) => i.itemName === 'field' && i.value === item.value);
}

/** "16 × 32 dots · 0°": what a font prints, for the font select. */
export const FONT_OPTIONS = LABEL_FONTS.map((f) => ({
  value: f.no,
  label: `${f.no}: ${f.zh.width}×${f.zh.height} · ${f.angle}°`,
}));

/** Kinds whose `font` matters. */
export const hasFont = (kind: ItemName) => kind === 'text' || kind === 'field' || kind === 'nutrition';
