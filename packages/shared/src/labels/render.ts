import {
  amountFen,
  type BarcodeSettings,
  previewBarcode,
  type WeighingMode,
} from '../barcodes/price-preview.js';
import { addDays, dateTimeIn, dayIn } from '../calendar.js';
import { fenToYuanText } from '../money.js';
import { fitsBox, fontOf, type LabelFont, textWidth } from './fonts.js';
import { DOTS_PER_MM, type LabelItem, type LabelStyle } from './model.js';
import { PRICE_BARCODE_VALUE } from './scale-layout.js';

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
  };
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
  | { kind: 'text'; item: number; x: number; y: number; w: number; h: number; text: string; font: LabelFont }
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

/** A QR content template with the goods' values filled in; a path gets the site's origin. */
export function qrContent(template: string, data: LabelData): string {
  const filled = template
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

function renderItem(item: LabelItem, index: number, data: LabelData, out: RenderedLabel): void {
  const box = {
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
      const text = item.itemName === 'text' ? item.value : fieldText(item.value, data);
      if (!text) return;
      const fit = fitsBox(text, font, box.w, box.h);
      const turned = font.angle === 90 || font.angle === 270;
      const shown = fit.fits ? text : clip(text, font, turned ? box.h : box.w);
      if (!fit.fits) out.warnings.push({ kind: 'textOverflow', item: index, text, fits: [...shown].length });
      out.primitives.push({ kind: 'text', ...box, text: shown, font });
      return;
    }
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
