import { describe, expect, it } from 'vitest';
import type { LabelStyle } from './model.js';
import {
  fromScaleLayout,
  LAYOUT_BODY_LENGTH,
  LayoutError,
  TEXTS_BODY_LENGTH,
  toScaleLayout,
} from './scale-layout.js';

const style: LabelStyle = {
  size: { width: 56, height: 40 },
  itemList: [
    { itemName: 'field', value: 'name', style: { font: 9, x: 2, y: 1, w: 52, h: 4 } },
    { itemName: 'field', value: 'unit_price', style: { font: 5, x: 2, y: 10, w: 20, h: 3 } },
    { itemName: 'field', value: 'weight', style: { font: 5, x: 30, y: 10, w: 20, h: 3 } },
    { itemName: 'field', value: 'total', style: { font: 13, x: 30, y: 16, w: 24, h: 6 } },
    { itemName: 'field', value: 'pack_date', style: { font: 1, x: 2, y: 24, w: 24, h: 3 } },
    { itemName: 'barCode', value: '{price_barcode}', style: { font: 1, x: 4, y: 28, w: 40, h: 10 } },
    { itemName: 'field', value: 'label_text_1', style: { font: 1, x: 2, y: 36, w: 30, h: 3 } },
    { itemName: 'text', value: '谢谢惠顾', style: { font: 1, x: 40, y: 36, w: 14, h: 3 } },
  ],
  qr_code_list: [],
};

describe('the scale layout pair', () => {
  it('writes a 158-digit !0T body and a 192-digit !0R body for a slot', () => {
    const { layout, texts } = toScaleLayout(style, 2);
    expect(layout.startsWith('!0T01A5640')).toBe(true);
    expect(layout.length).toBe(6 + LAYOUT_BODY_LENGTH);
    expect(texts.length).toBe(6 + TEXTS_BODY_LENGTH);
    // name is field 1: font 09, X 02, Y 01
    expect(layout.slice(10, 16)).toBe('090201');
    // the main barcode after the 23 fields: font, X, Y, height
    expect(layout.slice(10 + 23 * 6, 10 + 23 * 6 + 8)).toBe('01042810');
    expect(texts.slice(6, 12)).toBe('010236');
  });

  it('reads back what it wrote (fixed text has no place in the scale layout)', () => {
    const { layout, texts } = toScaleLayout(style, 2);
    const read = fromScaleLayout(layout, texts);
    expect(read.slot).toBe(2);
    expect(read.style.size).toEqual({ width: 56, height: 40 });
    const positions = read.style.itemList.map((i) => [
      i.itemName,
      i.value,
      i.style.font,
      i.style.x,
      i.style.y,
    ]);
    expect(positions).toEqual([
      ['field', 'name', 9, 2, 1],
      ['field', 'weight', 5, 30, 10],
      ['field', 'unit_price', 5, 2, 10],
      ['field', 'total', 13, 30, 16],
      ['field', 'pack_date', 1, 2, 24],
      ['barCode', '{price_barcode}', 1, 4, 28],
      ['field', 'label_text_1', 1, 2, 36],
    ]);
    expect(toScaleLayout(read.style, 2)).toEqual({ layout, texts });
  });

  it('sends a scale its print width, not a narrower label’s (a public 40×30 preset sends 56 30)', () => {
    const small: LabelStyle = { ...style, size: { width: 40, height: 30 } };
    expect(toScaleLayout(small, 1, { printWidthMm: 56 }).layout.slice(0, 10)).toBe('!0T00A5630');
    expect(toScaleLayout(small, 1, { printWidthMm: 48 }).layout.slice(0, 10)).toBe('!0T00A4830');
    expect(toScaleLayout(style, 1, { printWidthMm: 56 }).layout.slice(0, 10)).toBe('!0T00A5640');
    // The named option switches back to the label's width; a file with no scale in view keeps it.
    expect(toScaleLayout(small, 1, { printWidthMm: 56, widthOnWire: 'labelWidth' }).layout.slice(0, 10)).toBe(
      '!0T00A4030',
    );
    expect(toScaleLayout(small, 1).layout.slice(0, 10)).toBe('!0T00A4030');
    expect(toScaleLayout(small, 1, { printWidthMm: null }).layout.slice(0, 10)).toBe('!0T00A4030');
  });

  it('refuses what is not a layout, or a layout of the wrong length, naming what is wrong', () => {
    expect(() => fromScaleLayout('hello')).toThrow(LayoutError);
    expect(() => fromScaleLayout('!0T00A5640')).toThrow(/4 digits after A, 158 expected/);
    expect(() => fromScaleLayout(`!0T00A${'x'.repeat(158)}`)).toThrow(LayoutError);
    const { layout, texts } = toScaleLayout(style, 1);
    expect(() => fromScaleLayout(layout, texts.replace('!0R00', '!0R03'))).toThrow(
      /label 1, !0R for label 4/,
    );
    expect(() => fromScaleLayout(`!0T00A0505${'0'.repeat(154)}`)).toThrow(/too small/);
  });
});
