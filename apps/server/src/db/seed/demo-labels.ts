import { type LabelItem, type LabelStyle, qrCodesOf } from '@dahua/shared/labels/model';
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

const style = (width: number, height: number, itemList: LabelItem[]): LabelStyle => ({
  size: { width, height },
  itemList,
  qr_code_list: qrCodesOf(itemList),
});

/** The two templates every demo shop has: 40×30 in slot 1 (weighed goods), 56×40 in slot 2. */
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
];
