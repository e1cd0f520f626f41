import { describe, expect, it } from 'vitest';
import { checkLabel, xHeightMm } from './check.js';
import { fontOf, wrapLines } from './fonts.js';
import { type LabelItem, type LabelStyle, TRACE_QR_CONTENT } from './model.js';
import { type LabelData, qrContent, renderLabel } from './render.js';
import { toScaleLayout } from './scale-layout.js';

const cake: LabelData = {
  goods: {
    id: 7,
    name: '奶油蛋糕',
    plu_number: 700,
    item_code: '9600700',
    unit_price: 2800,
    weighing_mode: 1,
    measure_unit: '件',
    shelf_life: 3,
    origin: '杭州',
    trace_code: 'T7',
    department: 1,
    ingredients: [
      { zh: '小麦粉', en: 'wheat flour', allergen: 'gluten' },
      { zh: '白砂糖', en: 'sugar', allergen: null },
      { zh: '鸡蛋', en: 'eggs', allergen: 'eggs' },
    ],
    allergens: ['gluten', 'eggs'],
    may_contain: ['nuts'],
    nutrition: {
      energy_kj: 1600,
      protein_g: 6,
      fat_g: 15,
      saturated_fat_g: 8,
      carbohydrate_g: 55,
      sugars_g: 30,
      sodium_mg: 200,
    },
    storage: '0–4 °C 冷藏',
    storage_en: 'Keep at 0–4 °C',
    date_type: 'use_by',
    producer: '西湖烘焙',
  },
  lot: { lot: 'L2611', trace_code: 'TRC9', production_date: '2026-11-21', expiry_date: '2026-11-24' },
  quantity: 1,
  // 23:30 in Shanghai on the 21st: UTC still says the 21st at 15:30, the shop's calendar the 21st too;
  // 16:30 UTC is the 22nd in Shanghai.
  time: new Date('2026-11-21T16:30:00Z'),
  timeZone: 'Asia/Shanghai',
  barcode: { format: 'FFWWWWWEEEEEC', flag: '20' },
  shopName: '文三路店',
  origin: 'https://scale.example.com',
};

const field = (value: string, x: number, y: number, w: number, h: number, extra = {}): LabelItem => ({
  itemName: 'field',
  value,
  style: { font: 9, x, y, w, h, ...extra },
});

const styleOf = (...items: LabelItem[]): LabelStyle => ({
  size: { width: 40, height: 60 },
  itemList: items,
  qr_code_list: [],
});

const texts = (style: LabelStyle, data = cake) =>
  renderLabel(style, data).primitives.flatMap((p) => (p.kind === 'text' ? [p] : []));

describe('food label elements', () => {
  it('prints the ingredients wrapped within their box, allergen ingredients marked for emphasis', () => {
    const style = styleOf(field('ingredients', 0, 0, 40, 9, { emphasis: 'bold' }));
    const lines = texts(style);
    // Font 9: 24×24-dot Chinese cells; 40 mm = 320 dots hold 13 a line.
    expect(lines.map((l) => l.text)).toEqual(['配料：小麦粉、白砂糖、鸡蛋']);
    const line = lines[0]!;
    expect(line.emphasis).toBe('bold');
    const marked = [...line.text].filter((_, i) => line.marks?.[i]).join('');
    expect(marked).toBe('小麦粉鸡蛋');
    // Narrower: two lines stacked one cell apart, each within the box.
    const three = texts(styleOf(field('ingredients', 0, 0, 20, 9, { emphasis: 'underline' })));
    expect(three.map((l) => l.text)).toEqual(['配料：小麦粉', '、白砂糖、鸡', '蛋']);
    expect(three.map((l) => l.y)).toEqual([0, 24, 48]);
    expect(three.map((l) => [...l.text].filter((_, i) => l.marks?.[i]).join(''))).toEqual([
      '小麦粉',
      '鸡',
      '蛋',
    ]);
  });

  it('upper-cases allergen ingredients for the caps emphasis and breaks English at spaces', () => {
    const style = styleOf(field('ingredients', 0, 0, 40, 12, { emphasis: 'caps', lang: 'en', font: 5 }));
    const all = texts(style)
      .map((l) => l.text)
      .join('\n');
    expect(all.replace(/\n/g, ' ')).toBe('Ingredients: WHEAT FLOUR, sugar, EGGS');
    // 40 mm = 320 dots of 8-dot cells: 40 characters a line; no word is split.
    expect(wrapLines('Ingredients: wheat flour, sugar', fontOf(5), 13 * 8)).toEqual([
      'Ingredients:',
      'wheat flour,',
      'sugar',
    ]);
  });

  it('warns when the ingredients need more lines than their box holds, exactly as printed', () => {
    const rendered = renderLabel(styleOf(field('ingredients', 0, 0, 20, 3)), cake);
    expect(rendered.warnings).toEqual([
      expect.objectContaining({ kind: 'textOverflow', item: 0, fits: [...'配料：小麦粉'].length }),
    ]);
    expect(rendered.primitives).toHaveLength(1);
  });

  it('prints the allergen line, storage, dates by the date type on the shop calendar, and the lot', () => {
    const style = styleOf(
      field('allergen_line', 0, 0, 40, 12, { font: 5 }),
      field('storage', 0, 12, 40, 4, { lang: 'en' }),
      field('packed_date_line', 0, 16, 40, 4),
      field('expiry_date_line', 0, 20, 40, 4),
      field('lot', 0, 24, 40, 4, { lang: 'en' }),
    );
    const printed = texts(style).map((l) => l.text);
    expect(printed).toContain('含有：麸质、蛋；可能含有：坚果');
    expect(printed).toContain('Storage: Keep at 0–4 °C');
    expect(printed).toContain('包装日期：2026-11-22');
    expect(printed).toContain('食用期限至：2026-11-25');
    expect(printed).toContain('Lot: L2611');
    const bestBefore = { ...cake, goods: { ...cake.goods, date_type: 'best_before' as const } };
    expect(texts(styleOf(field('expiry_date_line', 0, 0, 40, 4, { lang: 'en' })), bestBefore)[0]!.text).toBe(
      'Best before: 2026-11-25',
    );
    const noLot = { ...cake, lot: null };
    expect(texts(styleOf(field('lot', 0, 0, 40, 4)), noLot)).toEqual([]);
  });

  it('prints the nutrition table with the rows chosen and the NRV% column', () => {
    const table: LabelItem = {
      itemName: 'nutrition',
      value: 'energy_kj,fat_g',
      style: { font: 5, x: 0, y: 0, w: 40, h: 8 },
    };
    const printed = texts(styleOf(table)).map((l) => l.text);
    expect(printed).toEqual([
      '营养成分表',
      '每100克',
      'NRV%',
      '能量',
      '1600 kJ',
      '19%',
      '脂肪',
      '15.0 g',
      '25%',
    ]);
    const noNrv = texts(styleOf({ ...table, style: { ...table.style, nrv: false, lang: 'en' } })).map(
      (l) => l.text,
    );
    expect(noNrv).toEqual(['Nutrition', 'per 100 g', 'Energy', '1600 kJ', 'Fat', '15.0 g']);
    // All seven rows and the header need 8 lines of 2 mm: a 8 mm box holds 4.
    const all = renderLabel(styleOf({ ...table, value: '' }), cake);
    expect(all.warnings).toEqual([expect.objectContaining({ kind: 'textOverflow', item: 0, fits: 4 })]);
  });

  it("encodes the lot's trace page, or the goods' page without a current lot", () => {
    expect(qrContent(TRACE_QR_CONTENT, cake)).toBe('https://scale.example.com/external/trace/TRC9');
    expect(qrContent(TRACE_QR_CONTENT, { ...cake, lot: null })).toBe(
      'https://scale.example.com/external/qrdetail/7',
    );
  });

  it("leaves the food elements out of the scales' own layout without breaking it", () => {
    const style = styleOf(
      field('name', 0, 0, 40, 4),
      field('ingredients', 0, 4, 40, 8),
      { itemName: 'nutrition', value: '', style: { font: 5, x: 0, y: 12, w: 40, h: 20 } },
      field('lot', 0, 32, 40, 4),
    );
    const withFood = toScaleLayout(style, 1);
    const plain = toScaleLayout(styleOf(field('name', 0, 0, 40, 4)), 1);
    expect(withFood).toEqual(plain);
  });
});

describe('the label check', () => {
  const lawful = styleOf(
    field('name', 0, 0, 40, 4),
    field('ingredients', 0, 4, 40, 9, { emphasis: 'bold' }),
    { itemName: 'nutrition', value: '', style: { font: 9, x: 0, y: 14, w: 40, h: 24 } },
    field('expiry_date_line', 0, 40, 40, 4),
  );

  it('passes a label with every mandatory element at a legal size', () => {
    expect(checkLabel(lawful, cake, 1.2)).toEqual([]);
  });

  it('finds an overflowing name and a missing allergen element', () => {
    const long = { ...cake, goods: { ...cake.goods, name: '特级手工现烤动物奶油草莓蛋糕' } };
    const style = styleOf(...lawful.itemList.slice(0, 1), ...lawful.itemList.slice(2));
    expect(checkLabel(style, long, 1.2)).toEqual([
      { kind: 'overflow', item: 0, element: 'name', fits: 13 },
      { kind: 'missing', element: 'allergens' },
      { kind: 'missing', element: 'ingredients' },
    ]);
    // Ingredients without emphasis do not declare the allergens; an allergen line does.
    const plainIngredients = styleOf(
      ...lawful.itemList.map((i) => ({ ...i, style: { ...i.style, emphasis: undefined } })),
    );
    expect(checkLabel(plainIngredients, cake, 1.2)).toEqual([{ kind: 'missing', element: 'allergens' }]);
    const withLine = styleOf(...plainIngredients.itemList, field('allergen_line', 0, 44, 40, 8));
    expect(checkLabel(withLine, cake, 1.2)).toEqual([]);
  });

  it('measures the x-height of mandatory elements against the minimum', () => {
    // 16-dot cells: 16 × 0.54 / 8 = 1.08 mm; 24-dot cells: 1.62 mm.
    expect(xHeightMm(5)).toBeCloseTo(1.08);
    expect(xHeightMm(9)).toBeCloseTo(1.62);
    const small = styleOf(
      ...lawful.itemList.map((i, n) => (n === 1 ? { ...i, style: { ...i.style, font: 5 } } : i)),
    );
    expect(checkLabel(small, cake, 1.2)).toEqual([
      { kind: 'too_small', item: 1, element: 'ingredients', x_height_mm: 1.08, min_mm: 1.2 },
    ]);
    expect(checkLabel(small, cake, 1.0)).toEqual([]);
  });

  it('asks nothing of goods without a declaration, and names items outside the label', () => {
    const plain = {
      ...cake,
      goods: {
        ...cake.goods,
        ingredients: [],
        allergens: null,
        may_contain: [],
        nutrition: null,
        date_type: 'none' as const,
      },
    };
    expect(checkLabel(styleOf(field('name', 0, 0, 40, 4)), plain, 1.2)).toEqual([]);
    expect(checkLabel(styleOf(field('name', 30, 58, 20, 4)), plain, 1.2)).toEqual([
      { kind: 'outside', item: 0, element: 'name' },
    ]);
  });
});
