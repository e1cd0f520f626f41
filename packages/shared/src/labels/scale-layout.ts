import {
  type CodePosition,
  DecodeError,
  decodeLabelLayout,
  decodeLabelTexts,
  encodeLabelLayout,
  encodeLabelTexts,
  LAYOUT_BODY_LENGTH,
  LAYOUT_TEXT_SLOTS,
  NO_CODE,
  NOT_PRINTED,
  type PrintPosition,
  TEXTS_BODY_LENGTH,
} from '@dahua/tm-protocol/label-layout';
import { type LabelItem, type LabelStyle, qrCodesOf, SCALE_FIELDS } from './model.js';

/*
 * Label templates as the scales' own label layout pair (`!0T<nn>A` and `!0R<nn>A`). The wire form
 * itself — the 23 fields of font, X, Y, the two codes, the 32 text slots, their lengths — is the
 * codec's (packages/tm-protocol/src/label-layout.ts); this file maps templates onto it: SCALE_FIELDS
 * are the 23 fields in wire order, `label_text_<n>` items the text slots. Font 00: not printed.
 * The maker's PC software stores a layout as this pair of lines.
 */

export { LAYOUT_BODY_LENGTH, TEXTS_BODY_LENGTH };

/** What the additional (second) code of a layout encodes by default: the goods' public page. */
export const DEFAULT_QR_CONTENT = '/external/qrdetail/{id}';
export const PRICE_BARCODE_VALUE = '{price_barcode}';

export class LayoutError extends Error {
  constructor(
    readonly reason: 'notLayout' | 'length' | 'digits' | 'size' | 'mismatch',
    message: string,
  ) {
    super(message);
    this.name = 'LayoutError';
  }
}

const two = (value: number) => Math.min(99, Math.max(0, Math.round(value)));

/**
 * What the two width digits of `!0T` carry (uncertain: packages/tm-protocol README).
 * - `printWidth`: the scale's print width (its print head: 56 mm on the label scales, 48 on TM-P2
 *   and bench scales), whatever the label's width. Every public layout of a label narrower than the
 *   head does so: a shop system's "40×30" preset sends `56 30`, the translated document's 30 mm
 *   sample `!0T02A5630…` too, and both keep their fields within the left 40 mm (X ≤ 28), while its
 *   56×40 sample prints out to X 50. The document calls the digits "print width" and "print height".
 * - `labelWidth`: the label's own width (what this project sent before; `56 40` agrees either way).
 * The height digits are the label's height in both readings.
 */
export type LabelWidthOnWire = 'printWidth' | 'labelWidth';
export const DEFAULT_LABEL_WIDTH_ON_WIRE: LabelWidthOnWire = 'printWidth';

export interface ScaleLayoutOptions {
  /**
   * The print width of the scale the layout goes to (its model's, SCALE_MODELS maxPrintWidthMm).
   * Without it (a file for the maker's PC software, no scale in view) the label's width is written.
   */
  printWidthMm?: number | null;
  /** Default DEFAULT_LABEL_WIDTH_ON_WIRE. */
  widthOnWire?: LabelWidthOnWire;
}

/** The width digits a scale receives for a label of `labelWidthMm` (see LabelWidthOnWire). */
export function layoutWidthOnWire(labelWidthMm: number, options: ScaleLayoutOptions = {}): number {
  const { printWidthMm, widthOnWire = DEFAULT_LABEL_WIDTH_ON_WIRE } = options;
  return two(widthOnWire === 'printWidth' && printWidthMm ? printWidthMm : labelWidthMm);
}

/** The `!0T`/`!0R` pair of a template for label slot `slot` (1–16: `nn` is slot − 1). */
export function toScaleLayout(
  style: LabelStyle,
  slot: number,
  options: ScaleLayoutOptions = {},
): { layout: string; texts: string } {
  const firstOf = (match: (item: LabelItem) => boolean) => style.itemList.find(match);
  const at = (item: LabelItem | undefined): PrintPosition =>
    item ? { font: two(item.style.font), x: two(item.style.x), y: two(item.style.y) } : NOT_PRINTED;
  const code = (item: LabelItem | undefined): CodePosition =>
    item
      ? {
          font: two(item.style.font || 1),
          x: two(item.style.x),
          y: two(item.style.y),
          height: two(item.style.h),
        }
      : NO_CODE;
  const layout = encodeLabelLayout({
    number: slot - 1,
    width: layoutWidthOnWire(style.size.width, options),
    height: two(style.size.height),
    fields: SCALE_FIELDS.map((key) => at(firstOf((i) => i.itemName === 'field' && i.value === key))),
    barcode: code(firstOf((i) => i.itemName === 'barCode')),
    additionalCode: code(firstOf((i) => i.itemName === 'QRCode')),
  });
  const texts = encodeLabelTexts({
    number: slot - 1,
    slots: Array.from({ length: LAYOUT_TEXT_SLOTS }, (_, index) =>
      at(firstOf((i) => i.itemName === 'field' && i.value === `label_text_${index + 1}`)),
    ),
  });
  return { layout, texts };
}

/** A line from a file: surrounding blanks and a trailing `B` (some tools write one) are tolerated. */
function read<T>(line: string, command: 'T' | 'R', decode: (line: string) => T): T {
  const trimmed = line.trim().replace(/B$/, '');
  if (!new RegExp(`^!0${command}\\d{2}A`).test(trimmed))
    throw new LayoutError('notLayout', `not a !0${command} line`);
  try {
    return decode(trimmed);
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
    const reason = /digits after A/.test(error.reason)
      ? 'length'
      : /other than digits/.test(error.reason)
        ? 'digits'
        : 'notLayout';
    throw new LayoutError(reason, `!0${command} ${error.reason}`);
  }
}

/**
 * A template's size and items from a scale layout pair (the texts line may be missing). Field
 * items get a box as wide as the rest of the label and 4 mm high (the layout holds no box); the
 * main barcode prints the price-embedded barcode, the additional code a QR of the goods' page.
 */
export function fromScaleLayout(layoutLine: string, textsLine?: string): { slot: number; style: LabelStyle } {
  const layout = read(layoutLine, 'T', decodeLabelLayout);
  const slot = layout.number + 1;
  const { width, height } = layout;
  if (width < 10 || height < 10)
    throw new LayoutError('size', `label size ${width}×${height} mm is too small`);
  const items: LabelItem[] = [];
  const box = (x: number, y: number) => ({
    w: Math.max(1, width - x),
    h: Math.min(4, Math.max(1, height - y)),
  });
  SCALE_FIELDS.forEach((key, index) => {
    const { font, x, y } = layout.fields[index]!;
    if (font === 0) return;
    items.push({ itemName: 'field', value: key, style: { font, x, y, ...box(x, y) } });
  });
  for (const [position, itemName] of [
    [layout.barcode, 'barCode'],
    [layout.additionalCode, 'QRCode'],
  ] as const) {
    const { font, x, y, height: h } = position;
    if (font === 0) continue;
    const side = Math.max(1, Math.min(h, width - x, height - y));
    items.push({
      itemName,
      value: itemName === 'barCode' ? PRICE_BARCODE_VALUE : DEFAULT_QR_CONTENT,
      style:
        itemName === 'barCode'
          ? { font, x, y, w: Math.max(1, width - x), h: Math.max(1, h) }
          : { font, x, y, w: side, h: side },
    });
  }
  if (textsLine !== undefined) {
    const texts = read(textsLine, 'R', decodeLabelTexts);
    if (texts.number + 1 !== slot)
      throw new LayoutError('mismatch', `!0T is for label ${slot}, !0R for label ${texts.number + 1}`);
    texts.slots.forEach(({ font, x, y }, index) => {
      if (font === 0) return;
      items.push({
        itemName: 'field',
        value: `label_text_${index + 1}`,
        style: { font, x, y, ...box(x, y) },
      });
    });
  }
  return { slot, style: { size: { width, height }, itemList: items, qr_code_list: qrCodesOf(items) } };
}
