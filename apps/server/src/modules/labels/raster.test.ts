import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { fontOf } from '@dahua/shared/labels/fonts';
import type { LabelStyle } from '@dahua/shared/labels/model';
import type { Primitive, RenderedLabel } from '@dahua/shared/labels/render';
import { createCanvas } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, goods, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { warningsHeader } from './print.js';
import { blankBitmap, encodePng1, labelPng, rasterLabel } from './raster.js';

// --- an independent reader of what we write: PNG chunks, IHDR, zlib, row filters ----------------------

type Decoded = { width: number; height: number; bitDepth: number; colourType: number; dark: Uint8Array };

/** Reads a grayscale PNG (any row filter) into one byte a pixel: 1 printed, 0 blank. */
function decodePng(png: Buffer): Decoded {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let offset = 8;
  let header: Buffer | null = null;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('latin1');
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  if (!header) throw new Error('no IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const bitDepth = header[8]!;
  const colourType = header[9]!;
  expect([colourType, header[12]]).toEqual([0, 0]);
  const stride = Math.ceil((width * bitDepth) / 8);
  const raw = inflateSync(Buffer.concat(data));
  expect(raw.length).toBe((stride + 1) * height);
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i > 0 ? rows[y * stride + i - 1]! : 0;
      const b = y > 0 ? rows[(y - 1) * stride + i]! : 0;
      const c = i > 0 && y > 0 ? rows[(y - 1) * stride + i - 1]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter]!;
      rows[y * stride + i] = (x + predicted) & 0xff;
    }
  }
  const dark = new Uint8Array(width * height);
  const max = (1 << bitDepth) - 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const bit = x * bitDepth;
      const value = (rows[y * stride + (bit >> 3)]! >> (8 - bitDepth - (bit & 7))) & max;
      dark[y * width + x] = value < (max + 1) / 2 ? 1 : 0;
    }
  return { width, height, bitDepth, colourType, dark };
}

const count = (d: Decoded, box = { x: 0, y: 0, w: d.width, h: d.height }) => {
  let n = 0;
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w; x++) n += d.dark[y * d.width + x]!;
  return n;
};
/** The dark pixels' bounding box. */
function inkBox(d: Decoded) {
  let [x0, y0, x1, y1] = [d.width, d.height, -1, -1];
  for (let y = 0; y < d.height; y++)
    for (let x = 0; x < d.width; x++)
      if (d.dark[y * d.width + x])
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  return { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}
/** Runs of equal pixels along row y from x0 to x1 (exclusive), starting with a dark run. */
function runs(d: Decoded, y: number, x0: number, x1: number): number[] {
  let x = x0;
  while (x < x1 && !d.dark[y * d.width + x]) x++;
  const out: number[] = [];
  while (x < x1) {
    const colour = d.dark[y * d.width + x];
    let n = 0;
    while (x < x1 && d.dark[y * d.width + x] === colour) {
      n++;
      x++;
    }
    out.push(n);
  }
  if (out.length % 2 === 0) out.pop(); // the trailing light run
  return out;
}

// --- EAN-13 from the standard's tables (not from bwip-js) --------------------------------------------

const L_CODES = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G_CODES = L_CODES.map((c) =>
  [...c]
    .reverse()
    .map((b) => (b === '1' ? '0' : '1'))
    .join(''),
);
const R_CODES = L_CODES.map((c) => [...c].map((b) => (b === '1' ? '0' : '1')).join(''));
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

function eanModules(digits: string): string {
  const d = [...digits].map(Number);
  let bits = '101';
  for (let i = 1; i <= 6; i++) bits += (PARITY[d[0]!]![i - 1] === 'L' ? L_CODES : G_CODES)[d[i]!];
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += R_CODES[d[i]!];
  return `${bits}101`;
}
/** Bar and space widths in dots of an EAN-13 at a module width. */
const eanRuns = (digits: string, module: number) =>
  (eanModules(digits).match(/1+|0+/g) ?? []).map((run) => run.length * module);

function eanCheck(twelve: string): string {
  const sum = [...twelve].reduce((s, c, i) => s + Number(c) * (i % 2 ? 3 : 1), 0);
  return twelve + ((10 - (sum % 10)) % 10);
}

const label = (width: number, height: number, primitives: Primitive[]): RenderedLabel => ({
  width,
  height,
  primitives,
  warnings: [],
});

// --- the raster itself ---------------------------------------------------------------------------------

describe('the label raster', () => {
  it('writes a real 1-bit grayscale PNG of the label in dots: strokes exactly, a blank label all white', async () => {
    const strokes = label(320, 480, [
      { kind: 'box', item: 0, x: 0, y: 0, w: 320, h: 480, thickness: 2 },
      { kind: 'line', item: 1, x: 8, y: 100, w: 304, h: 0, thickness: 3 },
      { kind: 'line', item: 2, x: 160, y: 120, w: 0, h: 200, thickness: 4 },
    ]);
    const png = decodePng((await labelPng(strokes)).png);
    expect([png.width, png.height, png.bitDepth, png.colourType]).toEqual([320, 480, 1, 0]);
    // Frame 2 dots inside the edges, a 304×3 rule, a 4×200 rule (a line grows from its box's edge).
    expect(count(png)).toBe(320 * 480 - 316 * 476 + 304 * 3 + 4 * 200);
    expect(count(png, { x: 8, y: 100, w: 304, h: 3 })).toBe(304 * 3);
    expect(count(png, { x: 160, y: 120, w: 4, h: 200 })).toBe(800);
    const blank = decodePng(encodePng1(blankBitmap(320, 480)));
    expect(count(blank)).toBe(0);
    // The same input gives the same pixels.
    const hash = (d: Decoded) => createHash('sha256').update(d.dark).digest('hex');
    expect(hash(decodePng((await labelPng(strokes)).png))).toBe(hash(png));
  });

  it('draws an EAN-13 with the module pattern of the standard, centred, digits under it when they fit', async () => {
    const digits = '2000001016008';
    const bar: Primitive = {
      kind: 'barcode',
      item: 0,
      x: 16,
      y: 320,
      w: 288,
      h: 96,
      digits,
      symbology: 'ean13',
      module: 3,
    };
    const png = decodePng((await labelPng(label(320, 480, [bar]))).png);
    // 95 modules × 3 dots = 285, centred in 288: the first bar at 16 + 1.
    const row = runs(png, 330, 0, 320);
    expect(row).toEqual(eanRuns(digits, 3));
    expect(png.dark[330 * 320 + 17]).toBe(1);
    expect(png.dark[330 * 320 + 16]).toBe(0);
    // Bars down to the digits (24 dots high, 3 dots apart), the digits below, nothing under the box.
    const ink = inkBox(png);
    expect(ink.x).toBe(17);
    expect(ink.w).toBe(285);
    expect(ink.y).toBe(320);
    expect(ink.y + ink.h).toBeLessThanOrEqual(416);
    expect(runs(png, 320 + 68, 0, 320)).toEqual(eanRuns(digits, 3));
    const digitsInk = count(png, { x: 16, y: 416 - 24, w: 288, h: 24 });
    expect(digitsInk).toBeGreaterThan(400);
    // Too low for the digits: bars only, the full height.
    const low = decodePng((await labelPng(label(320, 480, [{ ...bar, h: 40 }]))).png);
    expect(runs(low, 359, 0, 320)).toEqual(eanRuns(digits, 3));
    expect(inkBox(low).h).toBe(40);
  });

  it('draws a QR code module for module as the qrcode library encodes it, on whole dots', async () => {
    const content = 'https://scale.example.com/external/qrdetail/42';
    const png = decodePng(
      (await labelPng(label(320, 480, [{ kind: 'qr', item: 0, x: 208, y: 128, size: 96, content }]))).png,
    );
    const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' });
    const n = modules.size;
    const module = Math.floor(96 / n);
    const offset = Math.floor((96 - module * n) / 2);
    let wrong = 0;
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++)
        for (const [dy, dx] of [
          [0, 0],
          [module - 1, module - 1],
        ] as const) {
          const x = 208 + offset + c * module + dx;
          const y = 128 + offset + r * module + dy;
          if (png.dark[y * 320 + x] !== modules.data[r * n + c]) wrong++;
        }
    expect(wrong).toBe(0);
    expect(count(png)).toBe(modules.data.reduce((s, v) => s + v, 0) * module * module);
  });

  it('prints text in the CJK font, a glyph as high as the font table says, only inside its box', async () => {
    const font = fontOf(9); // 24 dots high, Chinese 24 wide, ASCII 12 wide
    const text: Primitive = {
      kind: 'text',
      item: 0,
      x: 8,
      y: 8,
      w: 304,
      h: 32,
      text: '红富士苹果 12.80',
      font,
    };
    const png = decodePng((await labelPng(label(320, 480, [text]))).png);
    const ink = inkBox(png);
    expect(ink.x).toBeGreaterThanOrEqual(8);
    expect(ink.y).toBeGreaterThanOrEqual(8);
    // Five Chinese cells of 24 dots, a space and five ASCII cells of 12 dots: 192 dots at most.
    expect(ink.x + ink.w).toBeLessThanOrEqual(8 + 5 * 24 + 12 + 5 * 12);
    // The glyphs fill the 24-dot line: ink 20–24 dots high, from the top of the box.
    expect(ink.h).toBeGreaterThanOrEqual(20);
    expect(ink.y + ink.h).toBeLessThanOrEqual(8 + 24);
    const dark = count(png);
    // 890 dots here (Skia's anti-aliasing thresholded at mid gray); a platform may move edge pixels.
    expect(dark).toBeGreaterThan(800);
    expect(dark).toBeLessThan(980);
    // One Chinese glyph per 24-dot cell: each of the five cells has ink.
    for (let i = 0; i < 5; i++) expect(count(png, { x: 8 + i * 24, y: 8, w: 24, h: 24 })).toBeGreaterThan(40);
    // Nothing below the line or right of the text, across the whole label.
    expect(count(png, { x: 0, y: 33, w: 320, h: 447 })).toBe(0);
  });

  it('turns text with the font: 90 reads downward at the right of its box, 270 upward at the left', async () => {
    const box = { x: 40, y: 40, w: 32, h: 200 };
    for (const [no, side] of [
      [10, 'right'],
      [12, 'left'],
      [11, 'bottom'],
    ] as const) {
      const font = fontOf(no); // 24 dots, at 90, 270 and 180
      const png = decodePng(
        (await labelPng(label(320, 480, [{ kind: 'text', item: 0, ...box, text: '苹果苹果', font }]))).png,
      );
      const ink = inkBox(png);
      expect(ink.x, `font ${no}`).toBeGreaterThanOrEqual(box.x);
      expect(ink.y).toBeGreaterThanOrEqual(box.y);
      expect(ink.x + ink.w).toBeLessThanOrEqual(box.x + box.w);
      expect(ink.y + ink.h).toBeLessThanOrEqual(box.y + box.h);
      if (side === 'bottom') {
        // Upside down: from the bottom right, 24 dots high (the box is only 32 wide: clipped).
        expect(ink.y + ink.h).toBeGreaterThan(box.y + box.h - 4);
        continue;
      }
      // Four glyphs of 24 dots along the box's height, 24 dots across.
      expect(ink.h).toBeGreaterThanOrEqual(4 * 24 - 6);
      expect(ink.w).toBeLessThanOrEqual(24);
      if (side === 'right') expect(ink.x + ink.w).toBeGreaterThan(box.x + box.w - 4);
      else expect(ink.x).toBeLessThan(box.x + 4);
      expect(side === 'right' ? ink.y - box.y : box.y + box.h - (ink.y + ink.h)).toBeLessThan(4);
    }
  });

  it('cuts what lies beyond the label and draws a logo scaled and thresholded', async () => {
    // A 2×2 logo: dark top-left and bottom-right, as our own 1-bit PNG; and a gray one (below 128 prints).
    const logo = encodePng1({ width: 2, height: 2, rows: new Uint8Array([0b0100_0000, 0b1000_0000]) });
    const gray = createCanvas(4, 4);
    const g = gray.getContext('2d');
    g.fillStyle = 'rgb(100,100,100)';
    g.fillRect(0, 0, 4, 2);
    g.fillStyle = 'rgb(200,200,200)';
    g.fillRect(0, 2, 4, 2);
    const url = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
    const { png, warnings } = await labelPng(
      label(80, 80, [
        { kind: 'image', item: 0, x: 0, y: 0, w: 32, h: 32, src: url(logo) },
        { kind: 'image', item: 1, x: 40, y: 0, w: 32, h: 32, src: url(gray.toBuffer('image/png')) },
        { kind: 'image', item: 2, x: 0, y: 40, w: 8, h: 8, src: 'data:image/png;base64,AAAA' },
        { kind: 'box', item: 3, x: 60, y: 60, w: 100, h: 100, thickness: 2 },
      ]),
    );
    const d = decodePng(png);
    expect([d.width, d.height]).toEqual([80, 80]);
    expect(count(d, { x: 2, y: 2, w: 12, h: 12 })).toBe(144);
    expect(count(d, { x: 18, y: 2, w: 12, h: 12 })).toBe(0);
    expect(count(d, { x: 2, y: 18, w: 12, h: 12 })).toBe(0);
    expect(count(d, { x: 18, y: 18, w: 12, h: 12 })).toBe(144);
    expect(count(d, { x: 42, y: 2, w: 28, h: 12 })).toBe(28 * 12);
    expect(count(d, { x: 42, y: 18, w: 28, h: 12 })).toBe(0);
    expect(warnings).toEqual([{ kind: 'imageUnreadable', item: 2 }]);
    // The frame's top and left sides, cut at the label's edge.
    expect(count(d, { x: 60, y: 60, w: 20, h: 20 })).toBe(20 * 2 + 18 * 2);
  });

  it('says what it could not draw: a bad check digit, a QR code with no room', async () => {
    const { warnings } = await rasterLabel(
      label(100, 100, [
        {
          kind: 'barcode',
          item: 0,
          x: 0,
          y: 0,
          w: 95,
          h: 20,
          digits: '2000001016009',
          symbology: 'ean13',
          module: 1,
        },
        {
          kind: 'qr',
          item: 1,
          x: 0,
          y: 50,
          size: 20,
          content: 'https://scale.example.com/external/qrdetail/42',
        },
      ]),
    );
    expect(warnings.map((w) => w.kind)).toEqual(['barcodeInvalid', 'qrNarrow']);
    expect(warnings[1]).toMatchObject({ module: 0 });
  });

  it('keeps the warnings header ASCII, short and JSON', () => {
    const long = '一段放不下的很长很长的文字一段放不下的很长很长的文字';
    const many = Array.from({ length: 200 }, (_, item) => ({
      kind: 'textOverflow' as const,
      item,
      text: long,
      fits: 3,
    }));
    const header = warningsHeader(many);
    expect(header.value).toMatch(/^[\x20-\x7e]*$/);
    expect(header.value.length).toBeLessThanOrEqual(2000);
    const parsed = JSON.parse(header.value);
    expect(parsed[0]).toEqual({ kind: 'textOverflow', item: 0, text: long.slice(0, 20), fits: 3 });
    expect(parsed.length + header.omitted).toBe(200);
  });
});

// --- over HTTP: test print and preview ------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const style: LabelStyle = {
  size: { width: 40, height: 60 },
  itemList: [
    { itemName: 'field', value: 'name', style: { font: 9, x: 1, y: 1, w: 38, h: 4 } },
    { itemName: 'field', value: 'total', style: { font: 13, x: 1, y: 10, w: 38, h: 5 } },
    { itemName: 'QRCode', value: '/external/qrdetail/{id}', style: { font: 0, x: 26, y: 16, w: 12, h: 12 } },
    { itemName: 'barCode', value: '{price_barcode}', style: { font: 1, x: 2, y: 40, w: 36, h: 12 } },
    { itemName: 'box', value: '', style: { font: 0, x: 0, y: 0, w: 40, h: 60, thickness: 2 } },
  ],
  qr_code_list: [],
};

async function company(flag = '20') {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  await t.ctx.db.update(companies).set({ barcodeFlag: flag }).where(eq(companies.id, row.id));
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: row.id, name: '文三路店' }).returning();
  const [apple] = await t.ctx.db
    .insert(goods)
    .values({ companyId: row.id, pluNumber: 1, itemCode: '12345', name: '红富士苹果', unitPriceFen: 1280 })
    .returning();
  const token = await signIn(t.app, owner.username!, owner.password);
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/management/shops/${shop!.id}/labels`,
    headers: tokenHeader(token),
    payload: { name: '40×60', style: JSON.stringify(style) },
  });
  return { token, shop: shop!.id, goods: apple!.id, label: made.json().data.id as number };
}

function print(token: string, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: { ...tokenHeader(token), lang: 'en' }, payload });
}

describe('test prints', () => {
  it('prints a saved template for a goods item as a 1-bit PNG with the price barcode of the sale', async () => {
    const c = await company('21');
    const response = await print(c.token, `/api/management/labels/${c.label}/test_print`, {
      goods_id: c.goods,
      quantity: 1250,
      format: 'png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(JSON.parse(String(response.headers['x-label-warnings']))).toEqual([]);
    const png = decodePng(response.rawPayload);
    expect([png.width, png.height, png.bitDepth]).toEqual([320, 480, 1]);
    // Flag 21 (the company's), item code 12345, 12.80 × 1.250 kg = 16.00: 01600 fen; 304 dots hold 113 modules (quiet zones included) at 2 dots.
    expect(runs(png, 330, 8, 312)).toEqual(eanRuns(eanCheck('211234501600'), 2));
    const dark = count(png);
    expect(dark).toBeGreaterThan(12_000);
    expect(dark).toBeLessThan(22_000);
  });

  it('prints a PDF page of the label’s size with the PNG at 203 dpi', async () => {
    const c = await company();
    const response = await print(c.token, `/api/management/labels/${c.label}/test_print`, {
      goods_id: c.goods,
      quantity: 500,
      format: 'pdf',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // 40 × 60 mm in points.
    expect(pdf).toMatch(/\/MediaBox \[0 0 113\.38\d* 170\.07\d*\]/);
    expect(pdf).toContain('/BitsPerComponent 1');
    expect(pdf).toMatch(/\/Width 320\s/);
    expect(pdf).toMatch(/\/Height 480\s/);
  });

  it('previews an unsaved style with the shop’s name, and says in the header what does not fit', async () => {
    const c = await company();
    const tight: LabelStyle = {
      ...style,
      itemList: [
        { itemName: 'field', value: 'shop_name', style: { font: 9, x: 1, y: 1, w: 38, h: 4 } },
        {
          itemName: 'text',
          value: '一段放不下的很长很长的文字',
          style: { font: 5, x: 1, y: 6, w: 20, h: 3 },
        },
      ],
    };
    const response = await print(c.token, '/api/management/labels/preview', {
      style: JSON.stringify(tight),
      goods_id: c.goods,
      quantity: 3,
      shop_id: c.shop,
      format: 'png',
    });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['x-label-warnings']);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(header)).toEqual([
      { kind: 'textOverflow', item: 1, text: '一段放不下的很长很长的文字', fits: 10 },
    ]);
    const png = decodePng(response.rawPayload);
    // 文三路店: four Chinese glyphs in the first line, nothing past four cells.
    expect(count(png, { x: 8, y: 8, w: 96, h: 24 })).toBeGreaterThan(300);
    expect(count(png, { x: 104, y: 8, w: 200, h: 24 })).toBe(0);
  });

  it('answers 404 for another company’s goods, label or shop, and 400 for a bad format or style', async () => {
    const c = await company();
    const other = await company();
    const ok = { goods_id: c.goods, quantity: 100, format: 'png' };
    const url = `/api/management/labels/${c.label}/test_print`;
    expect((await print(c.token, url, { ...ok, goods_id: other.goods })).statusCode).toBe(404);
    expect((await print(other.token, url, { ...ok, goods_id: other.goods })).statusCode).toBe(404);
    expect((await print(other.token, url, ok)).statusCode).toBe(404);
    expect((await print(c.token, '/api/management/labels/999999/test_print', ok)).statusCode).toBe(404);
    const preview = { ...ok, style: JSON.stringify(style) };
    expect((await print(other.token, '/api/management/labels/preview', preview)).statusCode).toBe(404);
    expect(
      (await print(c.token, '/api/management/labels/preview', { ...preview, shop_id: other.shop }))
        .statusCode,
    ).toBe(404);
    const badFormat = await print(c.token, url, { ...ok, format: 'bmp' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().data.fields[0].field).toBe('format');
    expect((await print(c.token, url, { ...ok, quantity: -1 })).statusCode).toBe(400);
    const badStyle = await print(c.token, '/api/management/labels/preview', {
      ...preview,
      style: 'not json',
    });
    expect(badStyle.statusCode).toBe(400);
    expect(badStyle.json().data.dahua_error).toBe('ERCO000730');
  });
});
