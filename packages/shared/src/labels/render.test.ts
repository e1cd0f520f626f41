import { describe, expect, it } from 'vitest';
import type { LabelStyle } from './model.js';
import { fieldText, type LabelData, qrContent, renderLabel } from './render.js';

const apple: LabelData = {
  goods: {
    id: 42,
    name: '红富士苹果\n特级',
    plu_number: 1,
    item_code: '1000001',
    unit_price: 1280,
    weighing_mode: 0,
    measure_unit: 'kg',
    shelf_life: 15,
    origin: '山东烟台',
    trace_code: 'T123',
    department: 1,
  },
  quantity: 1250,
  time: new Date('2026-11-22T01:05:00Z'),
  timeZone: 'Asia/Shanghai',
  barcode: { format: 'FFWWWWWEEEEEC', flag: '20' },
  shopName: '文三路生鲜店',
  origin: 'https://scale.example.com',
};

const label: LabelStyle = {
  size: { width: 40, height: 60 },
  itemList: [
    { itemName: 'field', value: 'name', style: { font: 9, x: 1, y: 1, w: 38, h: 4 } },
    { itemName: 'field', value: 'unit_price', style: { font: 5, x: 1, y: 6, w: 18, h: 3 } },
    { itemName: 'field', value: 'weight', style: { font: 5, x: 21, y: 6, w: 18, h: 3 } },
    { itemName: 'field', value: 'total', style: { font: 13, x: 1, y: 10, w: 38, h: 5 } },
    { itemName: 'barCode', value: '{price_barcode}', style: { font: 1, x: 2, y: 40, w: 36, h: 12 } },
    { itemName: 'QRCode', value: '/external/qrdetail/{id}', style: { font: 0, x: 26, y: 16, w: 12, h: 12 } },
    { itemName: 'box', value: '', style: { font: 0, x: 0, y: 0, w: 40, h: 60, thickness: 2 } },
  ],
  qr_code_list: [],
};

describe('the label renderer', () => {
  it('prints the sale: price, weight, total (rounded as the scale does), dates', () => {
    expect(fieldText('unit_price', apple)).toBe('12.80');
    expect(fieldText('weight', apple)).toBe('1.250');
    expect(fieldText('total', apple)).toBe('16.00');
    expect(fieldText('name_line_2', apple)).toBe('特级');
    expect(fieldText('pack_date', apple)).toBe('2026-11-22');
    expect(fieldText('pack_time', apple)).toBe('09:05');
    expect(fieldText('sell_by_date', apple)).toBe('2026-12-07');
  });

  it('dates a label on the shop’s calendar, whatever zone the renderer runs in', () => {
    // 20:00 UTC on the 26th: 04:00 on the 27th in Shanghai, noon on the 26th in Los Angeles.
    const at = new Date('2026-11-26T20:00:00Z');
    const shanghai = { ...apple, time: at, timeZone: 'Asia/Shanghai' };
    const la = { ...apple, time: at, timeZone: 'America/Los_Angeles' };
    expect(fieldText('pack_date', shanghai)).toBe('2026-11-27');
    expect(fieldText('pack_time', shanghai)).toBe('04:00');
    expect(fieldText('sell_by_date', shanghai)).toBe('2026-12-12');
    expect(fieldText('pack_date', la)).toBe('2026-11-26');
    expect(fieldText('pack_time', la)).toBe('12:00');
    expect(fieldText('sell_by_date', la)).toBe('2026-12-11');
    const eggs = {
      ...apple,
      goods: { ...apple.goods, weighing_mode: 1 as const, unit_price: 150, measure_unit: '个' },
      quantity: 12,
    };
    expect([fieldText('weight', eggs), fieldText('total', eggs), fieldText('unit', eggs)]).toEqual([
      '12',
      '18.00',
      '个',
    ]);
  });

  it('lays a 40×60 label out in dots with the price barcode and the goods page QR', () => {
    const out = renderLabel(label, apple);
    expect([out.width, out.height]).toEqual([320, 480]);
    expect(out.warnings).toEqual([]);
    const text = out.primitives.filter((p) => p.kind === 'text');
    expect(text.map((p) => [p.x, p.y, p.text])).toEqual([
      [8, 8, '红富士苹果 特级'],
      [8, 48, '12.80'],
      [168, 48, '1.250'],
      [8, 80, '16.00'],
    ]);
    const barcode = out.primitives.find((p) => p.kind === 'barcode');
    // Flag 20, item code 01 (last 5 digits 00001), amount 01600 fen, check digit 8 (odd 4 + even 6×3 = 22).
    expect(barcode).toMatchObject({
      digits: '2000001016008',
      symbology: 'ean13',
      x: 16,
      y: 320,
      w: 288,
      module: 2,
    });
    expect(out.primitives.find((p) => p.kind === 'qr')).toMatchObject({
      content: 'https://scale.example.com/external/qrdetail/42',
      size: 96,
    });
  });

  it('warns of items outside the label, text too long for its box and barcodes too narrow to scan', () => {
    const out = renderLabel(
      {
        ...label,
        itemList: [
          {
            itemName: 'text',
            value: '一段放不下的很长很长的文字',
            style: { font: 5, x: 1, y: 1, w: 20, h: 3 },
          },
          { itemName: 'barCode', value: '{price_barcode}', style: { font: 1, x: 2, y: 40, w: 20, h: 12 } },
          { itemName: 'line', value: '', style: { font: 0, x: 30, y: 55, w: 20, h: 0 } },
        ],
      },
      apple,
    );
    expect(out.warnings).toEqual([
      { kind: 'textOverflow', item: 0, text: '一段放不下的很长很长的文字', fits: 10 },
      { kind: 'barcodeNarrow', item: 1, module: 1 },
      { kind: 'outside', item: 2 },
    ]);
    expect(out.primitives[0]).toMatchObject({ text: '一段放不下的很长很长' });
  });

  it('says why there is no price barcode when the total is beyond its field', () => {
    const out = renderLabel(label, { ...apple, quantity: 9_000_000 });
    expect(out.warnings).toContainEqual({ kind: 'barcodeUnavailable', item: 4, reason: 'amountTooLarge' });
    expect(qrContent('{plu}-{item_code}', apple)).toBe('1-1000001');
  });
});
