import {
  amountFen,
  type BarcodeSettings,
  previewBarcode,
  type WeighingMode,
} from '../barcodes/price-preview.js';
import { addDays, dateTimeIn, dayIn } from '../calendar.js';
import { fenToYuanText } from '../money.js';
import { fitsBox, fontOf, type LabelFont, lineHeight, textWidth } from './fonts.js';
import { type FoodData, foodFieldText, type LotData, type MarkedText, nutritionTable } from './food-text.js';
import { DOTS_PER_MM, FOOD_FIELDS, type LabelItem, type LabelStyle, WRAPPING_FIELDS } from './model.js';
import { DEFAULT_QR_CONTENT, PRICE_BARCODE_VALUE } from './scale-layout.js';

/** What a label prints about: the goods item, the sale (weight or count), the time, the shop. */
export type LabelData = {
  goods: {
    id: number;
    name: string;
    plu_number: number;
    item_code: string;
    unit_price: number;
    weighing_mode: WeighingMode;
    measure_unit: string;
    shelf_life: number;
    origin: string;
    trace_code: string;
    department: number;
  } & FoodData;
  /** The shop's current lot of the goods item (issue 29 §3): its lot line and trace QR; null: none. */
  lot?: LotData | null;
  /** Grams for weighed and fixed-weight goods, pieces for counted goods. */
  quantity: number;
  /** When it is packed; its dates and time print on the wall clock of `timeZone`. */
  time: Date;
  /** The shop's IANA zone (its labels' dates are the shop's calendar, wherever this runs). */
  timeZone: string;
  barcode: BarcodeSettings;
  shopName: string;
  /** Special information texts 1–3 and label texts 1–32, as the scale holds them. */
  specialInfo?: readonly string[];
  labelTexts?: readonly string[];
  /** Prefix for QR contents that are paths (`/external/…`): the site's origin. */
  origin?: string;
  /** The print sequence number. */
  sequence?: number;
};

/** Everything in printer dots (8 per mm), from the label's top left corner. */
export type Primitive =
  | {
      kind: 'text';
      item: number;
      x: number;
      y: number;
      w: number;
      h: number;
      text: string;
      font: LabelFont;
      /** Per character: emphasised (an allergen ingredient), drawn `emphasis`. */
      marks?: boolean[] | undefined;
      emphasis?: 'bold' | 'underline' | undefined;
    }
  | {
      kind: 'barcode';
      item: number;
      x: number;
      y: number;
      w: number;
      h: number;
      digits: string;
      symbology: 'ean13' | 'code128';
      module: number;
    }
  | { kind: 'qr'; item: number; x: number; y: number; size: number; content: string }
  | { kind: 'line' | 'box'; item: number; x: number; y: number; w: number; h: number; thickness: number }
  | { kind: 'image'; item: number; x: number; y: number; w: number; h: number; src: string };

export type RenderWarning =
  | { kind: 'outside'; item: number }
  | { kind: 'textOverflow'; item: number; text: string; fits: number }
  | { kind: 'barcodeNarrow'; item: number; module: number }
  | { kind: 'barcodeUnavailable'; item: number; reason: string };

export type RenderedLabel = {
  width: number;
  height: number;
  primitives: Primitive[];
  warnings: RenderWarning[];
};

const dots = (mm: number) => Math.round(mm * DOTS_PER_MM);

/** The smallest bar a scanner reads reliably at 203 dpi: 2 dots (0.25 mm). */
export const MIN_BARCODE_MODULE = 2;
/**
 * Modules a symbol needs across its box, quiet zones included: EAN-13 is 95 plus 11 on the left
 * and 7 on the right; Code 128 (digits in set C) is 11 per symbol + 35 plus 10 on each side.
 */
const modulesOf = (digits: string, symbology: 'ean13' | 'code128') =>
  symbology === 'ean13' ? 95 + 18 : 11 * (Math.ceil(digits.length / 2) + 1) + 35 + 20;

/** The text a bound field prints for this sale (empty when it has nothing to print). */
export function fieldText(key: string, data: LabelData): string {
  const g = data.goods;
  const lines = g.name.split('\n');
  const byCount = g.weighing_mode === 1;
  const total = amountFen(g.unit_price, g.weighing_mode, data.quantity);
  const packed = dayIn(data.time, data.timeZone);
  const labelText = /^label_text_(\d+)$/.exec(key);
  if (labelText) return data.labelTexts?.[Number(labelText[1]) - 1] ?? '';
  switch (key) {
    case 'name':
      return lines.join(' ');
    case 'name_line_1':
    case 'name_line_2':
    case 'name_line_3':
      return lines[Number(key.slice(-1)) - 1] ?? '';
    case 'unit_price':
    case 'list_unit_price':
      return fenToYuanText(g.unit_price);
    case 'weight':
    case 'promotion_weight':
      return byCount ? String(data.quantity) : (data.quantity / 1000).toFixed(3);
    case 'total':
    case 'list_total':
      return fenToYuanText(total);
    case 'unit':
      return byCount ? g.measure_unit || '件' : g.measure_unit || 'kg';
    case 'pack_date':
      return packed;
    case 'pack_time':
      return dateTimeIn(data.time, data.timeZone).slice(11);
    case 'sell_by_date':
      // Shelf life in calendar days from the packed day (a DST change does not move it).
      return g.shelf_life > 0 ? addDays(packed, g.shelf_life) : '';
    case 'shelf_life':
      return g.shelf_life > 0 ? String(g.shelf_life) : '';
    case 'origin':
      return g.origin;
    case 'trace_code':
      return g.trace_code;
    case 'item_code':
      return g.item_code;
    case 'department':
      return g.department ? String(g.department) : '';
    case 'shop_name':
      return data.shopName;
    case 'special_info_1':
    case 'special_info_2':
    case 'special_info_3':
      return data.specialInfo?.[Number(key.slice(-1)) - 1] ?? '';
    case 'print_sequence':
      return String(data.sequence ?? 1);
    default:
      return '';
  }
}

/**
 * A QR content template with the goods' values filled in; a path gets the site's origin. The lot's
 * trace code (`{lot_trace_code}`) needs a current lot: without one the goods' public page is encoded.
 */
export function qrContent(template: string, data: LabelData): string {
  const lotCode = data.lot?.trace_code;
  const source = template.includes('{lot_trace_code}') && !lotCode ? DEFAULT_QR_CONTENT : template;
  const filled = source
    .replaceAll('{lot_trace_code}', encodeURIComponent(lotCode ?? ''))
    .replaceAll('{id}', String(data.goods.id))
    .replaceAll('{plu}', String(data.goods.plu_number))
    .replaceAll('{item_code}', data.goods.item_code)
    .replaceAll('{trace_code}', data.goods.trace_code);
  return filled.startsWith('/') && data.origin ? `${data.origin}${filled}` : filled;
}

/** The longest start of a text that fits `width` dots in a font. */
function clip(text: string, font: LabelFont, width: number): string {
  let kept = '';
  for (const char of text) {
    if (textWidth(kept + char, font) > width) break;
    kept += char;
  }
  return kept;
}

type Box = { item: number; x: number; y: number; w: number; h: number };

/** Line `i`'s box inside a text's box, lines stacking across the text's direction. */
function lineBox(box: Box, font: LabelFont, i: number): Box {
  const lh = lineHeight(font);
  switch (font.angle) {
    case 0:
      return { ...box, y: box.y + i * lh, h: Math.min(lh, box.h) };
    case 180:
      return { ...box, y: box.y + box.h - (i + 1) * lh, h: Math.min(lh, box.h) };
    case 90:
      return { ...box, x: box.x + box.w - (i + 1) * lh, w: Math.min(lh, box.w) };
    case 270:
      return { ...box, x: box.x + i * lh, w: Math.min(lh, box.w) };
  }
}

/**
 * A text in its box: one line, or (`wrap`) as many lines as the box holds. What does not fit is cut
 * and warned about with how many characters print, exactly as the lines are drawn.
 */
function renderText(
  marked: MarkedText,
  font: LabelFont,
  wrap: boolean,
  item: LabelItem,
  box: Box,
  out: RenderedLabel,
): void {
  const { text, marks } = marked;
  const fit = fitsBox(text, font, box.w, box.h, wrap);
  const turned = font.angle === 90 || font.angle === 270;
  const along = turned ? box.h : box.w;
  const emphasis = marks && item.style.emphasis !== 'caps' ? item.style.emphasis : undefined;
  // A single line prints in the box even when the box is lower than the glyphs (cut at its edge).
  const lines = wrap ? fit.lines.slice(0, Math.max(1, fit.room)) : fit.lines;
  let offset = 0;
  let shownChars = 0;
  // Where each line starts in the text (a wrapped line's dropped space counted).
  const chars = [...text];
  lines.forEach((line, i) => {
    const last = i === lines.length - 1;
    const shown = last && !fit.fits ? clip(line, font, along) : line;
    while (offset < chars.length && chars[offset] === ' ' && !line.startsWith(' ')) offset++;
    const lineMarks = marks ? marks.slice(offset, offset + [...shown].length) : undefined;
    offset += [...line].length;
    shownChars += [...shown].length;
    out.primitives.push({
      kind: 'text',
      ...(wrap ? lineBox(box, font, i) : box),
      text: shown,
      font,
      ...(emphasis && lineMarks?.some(Boolean) ? { marks: lineMarks, emphasis } : {}),
    });
  });
  if (!fit.fits) out.warnings.push({ kind: 'textOverflow', item: box.item, text, fits: shownChars });
}

/**
 * The nutrition table: a header line (title, per 100 g, NRV%) and a line per nutrient, the name at
 * the left, the amount right-aligned before the NRV% column (left out when `nrv` is false). It
 * prints upright whatever the font's angle; rows the box cannot hold are cut and warned about.
 */
function renderNutrition(item: LabelItem, box: Box, data: LabelData, out: RenderedLabel): void {
  const nutrition = data.goods.nutrition;
  if (!nutrition) return;
  const font = { ...fontOf(item.style.font || 1), angle: 0 as const };
  const lang = item.style.lang ?? 'zh';
  const keys = item.value ? item.value.split(',').filter(Boolean) : undefined;
  const table = nutritionTable(nutrition, lang, keys);
  const withNrv = item.style.nrv !== false;
  const lh = lineHeight(font);
  const nrvWidth = withNrv ? textWidth('100%', font) : 0;
  const gap = font.en.width;
  const rows = [
    { name: table.title, amount: table.per, nrv: withNrv ? table.nrv : '' },
    ...table.rows.map((r) => ({ name: r.name, amount: r.amount, nrv: withNrv ? r.nrv : '' })),
  ];
  const room = Math.floor(box.h / lh);
  let fits = rows.length <= room;
  const shown = rows.slice(0, room);
  shown.forEach((row, i) => {
    const y = box.y + i * lh;
    const amountRight = box.x + box.w - (withNrv ? nrvWidth + gap : 0);
    const amountX = amountRight - textWidth(row.amount, font);
    const nameRoom = amountX - gap - box.x;
    if (textWidth(row.name, font) > nameRoom || amountX < box.x) fits = false;
    const cell = (x: number, w: number, text: string) =>
      text && w > 0 && out.primitives.push({ kind: 'text', item: box.item, x, y, w, h: lh, text, font });
    cell(box.x, Math.max(0, nameRoom), clip(row.name, font, Math.max(0, nameRoom)));
    cell(Math.max(box.x, amountX), amountRight - Math.max(box.x, amountX), row.amount);
    if (withNrv) cell(box.x + box.w - textWidth(row.nrv, font), textWidth(row.nrv, font), row.nrv);
  });
  if (!fits)
    out.warnings.push({
      kind: 'textOverflow',
      item: box.item,
      text: table.title,
      fits: shown.length,
    });
}

function renderItem(item: LabelItem, index: number, data: LabelData, out: RenderedLabel): void {
  const box: Box = {
    item: index,
    x: dots(item.style.x),
    y: dots(item.style.y),
    w: dots(item.style.w),
    h: dots(item.style.h),
  };
  switch (item.itemName) {
    case 'text':
    case 'field': {
      const font = fontOf(item.style.font || 1);
      const marked: MarkedText =
        item.itemName === 'text'
          ? { text: item.value, marks: null }
          : FOOD_FIELDS.includes(item.value as never)
            ? foodFieldText(
                item.value,
                data.goods,
                data.lot,
                data.goods.shelf_life,
                dayIn(data.time, data.timeZone),
                item.style.lang ?? 'zh',
                item.style.emphasis,
              )
            : { text: fieldText(item.value, data), marks: null };
      if (!marked.text) return;
      renderText(
        marked,
        font,
        WRAPPING_FIELDS.includes(item.value) && item.itemName === 'field',
        item,
        box,
        out,
      );
      return;
    }
    case 'nutrition':
      renderNutrition(item, box, data, out);
      return;
    case 'barCode': {
      let digits = item.value.replace(/\s/g, '');
      let symbology: 'ean13' | 'code128' = /^\d{13}$/.test(digits) ? 'ean13' : 'code128';
      if (item.value === PRICE_BARCODE_VALUE) {
        const preview = previewBarcode({
          settings: data.barcode,
          itemCode: data.goods.item_code,
          unitPriceFen: data.goods.unit_price,
          weighingMode: data.goods.weighing_mode,
          quantity: data.quantity,
        });
        if (preview.kind !== 'ok') {
          out.warnings.push({ kind: 'barcodeUnavailable', item: index, reason: preview.kind });
          return;
        }
        digits = preview.digits;
        symbology = preview.symbology;
      }
      if (!digits) return;
      const module = Math.floor(box.w / modulesOf(digits, symbology));
      if (module < MIN_BARCODE_MODULE) out.warnings.push({ kind: 'barcodeNarrow', item: index, module });
      out.primitives.push({ kind: 'barcode', ...box, digits, symbology, module: Math.max(1, module) });
      return;
    }
    case 'QRCode':
      out.primitives.push({
        kind: 'qr',
        item: index,
        x: box.x,
        y: box.y,
        size: Math.min(box.w, box.h),
        content: qrContent(item.value, data),
      });
      return;
    case 'line':
    case 'box':
      out.primitives.push({ kind: item.itemName, ...box, thickness: item.style.thickness ?? 2 });
      return;
    case 'logo':
      out.primitives.push({ kind: 'image', ...box, src: item.value });
      return;
  }
}

/**
 * Lays a template out with a sale's data into primitives in printer dots: the one renderer the
 * designer's canvas, the preview and the server's PNG and PDF all draw from. Warnings name items
 * outside the label, text that does not fit its box by the font table, and barcodes too narrow
 * to scan at 203 dpi or that cannot be made for this sale.
 */
export function renderLabel(style: LabelStyle, data: LabelData): RenderedLabel {
  const out: RenderedLabel = {
    width: dots(style.size.width),
    height: dots(style.size.height),
    primitives: [],
    warnings: [],
  };
  style.itemList.forEach((item, index) => {
    const { x, y, w, h } = item.style;
    if (x + w > style.size.width + 1e-6 || y + h > style.size.height + 1e-6)
      out.warnings.push({ kind: 'outside', item: index });
    renderItem(item, index, data, out);
  });
  return out;
}
