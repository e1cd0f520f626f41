import { type LabelItem, type LabelStyle, qrCodesOf, TRACE_QR_CONTENT } from '@dahua/shared/labels/model';
import { DEFAULT_QR_CONTENT, PRICE_BARCODE_VALUE } from '@dahua/shared/labels/scale-layout';

const item = (
  itemName: LabelItem['itemName'],
  value: string,
  font: number,
  x: number,
  y: number,
  w: number,
  h: number,
): LabelItem => ({
  itemName,
  value,
  style: { font, x, y, w, h },
});

/** A food element (issue 29 §2): font 9 (3 mm, x-height 1.62 mm: above the 1.2 mm minimum), in Chinese. */
const food = (value: string, y: number, h: number, extra: Partial<LabelItem['style']> = {}): LabelItem => ({
  itemName: value === 'nutrition' ? 'nutrition' : 'field',
  value: value === 'nutrition' ? '' : value,
  style: { font: 9, x: 1, y, w: 54, h, lang: 'zh', ...extra },
});

const style = (width: number, height: number, itemList: LabelItem[]): LabelStyle => ({
  size: { width, height },
  itemList,
  qr_code_list: qrCodesOf(itemList),
});

/**
 * The templates every demo shop has: 40×30 in slot 1 (weighed goods), 56×40 in slot 2, and the
 * deli's 56×100 food label in slot 3 (the declared goods print with it; the label check passes).
 */
export const DEMO_LABELS = [
  {
    name: '40×30 称重标签',
    type: 'weighed',
    slot: 1,
    style: style(40, 30, [
      item('field', 'name', 9, 1, 1, 38, 4),
      item('text', '单价', 1, 1, 6, 8, 3),
      item('field', 'unit_price', 5, 9, 6, 12, 3),
      item('text', '重量', 1, 21, 6, 8, 3),
      item('field', 'weight', 5, 29, 6, 10, 3),
      item('text', '金额', 1, 1, 10, 8, 4),
      item('field', 'total', 13, 9, 10, 20, 4),
      item('field', 'pack_date', 1, 1, 15, 18, 3),
      item('field', 'sell_by_date', 1, 21, 15, 18, 3),
      item('barCode', PRICE_BARCODE_VALUE, 1, 3, 19, 34, 10),
    ]),
  },
  {
    name: '56×40 标准标签',
    type: 'standard',
    slot: 2,
    style: style(56, 40, [
      item('field', 'shop_name', 1, 1, 1, 40, 3),
      item('field', 'name', 13, 1, 5, 40, 5),
      item('field', 'origin', 1, 1, 11, 26, 3),
      item('field', 'unit_price', 5, 1, 15, 26, 3),
      item('field', 'weight', 5, 1, 19, 26, 3),
      item('field', 'total', 13, 1, 23, 26, 5),
      item('field', 'pack_date', 1, 1, 29, 26, 3),
      item('QRCode', DEFAULT_QR_CONTENT, 0, 42, 1, 13, 13),
      item('line', '', 0, 0, 33, 56, 0.25),
      item('barCode', PRICE_BARCODE_VALUE, 1, 28, 16, 27, 12),
      item('text', '请在保质期内食用', 1, 1, 34, 40, 3),
    ]),
  },
  {
    name: '56×100 熟食标签',
    type: 'food',
    slot: 3,
    style: style(56, 100, [
      item('field', 'name', 13, 1, 1, 40, 5),
      item('QRCode', TRACE_QR_CONTENT, 0, 43, 1, 12, 12),
      item('text', '单价', 1, 1, 7, 8, 2),
      item('field', 'unit_price', 5, 9, 6.5, 14, 2.5),
      item('text', '重量', 1, 24, 7, 8, 2),
      item('field', 'weight', 5, 32, 6.5, 10, 2.5),
      item('text', '金额', 1, 1, 10.5, 8, 2),
      item('field', 'total', 9, 9, 10, 20, 3.5),
      food('ingredients', 14, 12, { emphasis: 'bold' }),
      food('allergen_line', 26.5, 6),
      food('nutrition', 33, 24),
      food('storage', 57.5, 6),
      food('producer', 64, 9),
      food('packed_date_line', 73.5, 3),
      food('expiry_date_line', 77, 3),
      food('lot', 80.5, 3),
      item('barCode', PRICE_BARCODE_VALUE, 1, 3, 84.5, 50, 12),
    ]),
  },
];
