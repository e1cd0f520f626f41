import { type LabelItem, type LabelStyle, qrCodesOf, SCALE_FIELDS } from './model.js';

/*
 * The scales' own label layout (scale-protocol.md): `!0T<nn>A` with the print width and height in
 * mm (2 digits each), 23 fields of font, X, Y (2 digits each, mm) and two barcode fields of font, X,
 * Y, height; `!0R<nn>A` with 32 text slots of font, X, Y. Font 00 means the field is not printed.
 * The maker's PC software stores a layout as this pair of lines.
 */

const FIELD_COUNT = 23;
const TEXT_SLOTS = 32;
export const LAYOUT_BODY_LENGTH = 4 + FIELD_COUNT * 6 + 2 * 8;
export const TEXTS_BODY_LENGTH = TEXT_SLOTS * 6;

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

const two = (value: number) => String(Math.min(99, Math.max(0, Math.round(value)))).padStart(2, '0');

/** The `!0T`/`!0R` pair of a template for label slot `slot` (1–16: `nn` is slot − 1). */
export function toScaleLayout(style: LabelStyle, slot: number): { layout: string; texts: string } {
  const nn = two(slot - 1);
  const firstOf = (match: (item: LabelItem) => boolean) => style.itemList.find(match);
  const fields = SCALE_FIELDS.map((key) => {
    const item = firstOf((i) => i.itemName === 'field' && i.value === key);
    return item ? two(item.style.font) + two(item.style.x) + two(item.style.y) : '000000';
  }).join('');
  const code = (item: LabelItem | undefined) =>
    item ? two(item.style.font || 1) + two(item.style.x) + two(item.style.y) + two(item.style.h) : '00000000';
  const barcode = code(firstOf((i) => i.itemName === 'barCode'));
  const extra = code(firstOf((i) => i.itemName === 'QRCode'));
  const layout = `!0T${nn}A${two(style.size.width)}${two(style.size.height)}${fields}${barcode}${extra}`;
  const textItems = style.itemList.filter((i) => i.itemName === 'field' && /^label_text_\d+$/.test(i.value));
  const slots = Array.from({ length: TEXT_SLOTS }, (_, index) => {
    const item = textItems.find((i) => i.value === `label_text_${index + 1}`);
    return item ? two(item.style.font) + two(item.style.x) + two(item.style.y) : '000000';
  }).join('');
  return { layout, texts: `!0R${nn}A${slots}` };
}

function digits(body: string, what: string): number[] {
  if (!/^\d*$/.test(body)) throw new LayoutError('digits', `${what} holds characters other than digits`);
  const out: number[] = [];
  for (let i = 0; i < body.length; i += 2) out.push(Number(body.slice(i, i + 2)));
  return out;
}

function bodyOf(line: string, command: 'T' | 'R', length: number): { slot: number; body: string } {
  const match = new RegExp(`^!0${command}(\\d{2})A(\\d*)B?$`).exec(line.trim());
  if (!match) throw new LayoutError('notLayout', `not a !0${command} line`);
  const body = match[2]!;
  if (body.length !== length)
    throw new LayoutError('length', `!0${command} has ${body.length} digits after A, ${length} expected`);
  return { slot: Number(match[1]) + 1, body };
}

/**
 * A template's size and items from a scale layout pair (the texts line may be missing). Field
 * items get a box as wide as the rest of the label and 4 mm high (the layout holds no box); the
 * main barcode prints the price-embedded barcode, the additional code a QR of the goods' page.
 */
export function fromScaleLayout(layoutLine: string, textsLine?: string): { slot: number; style: LabelStyle } {
  const { slot, body } = bodyOf(layoutLine, 'T', LAYOUT_BODY_LENGTH);
  const numbers = digits(body, '!0T');
  const [width, height] = numbers as [number, number];
  if (width < 10 || height < 10)
    throw new LayoutError('size', `label size ${width}×${height} mm is too small`);
  const items: LabelItem[] = [];
  const box = (x: number, y: number) => ({
    w: Math.max(1, width - x),
    h: Math.min(4, Math.max(1, height - y)),
  });
  SCALE_FIELDS.forEach((key, index) => {
    const [font, x, y] = numbers.slice(2 + index * 3, 5 + index * 3) as [number, number, number];
    if (font === 0) return;
    items.push({ itemName: 'field', value: key, style: { font, x, y, ...box(x, y) } });
  });
  const codeAt = 2 + FIELD_COUNT * 3;
  for (const [offset, itemName] of [
    [0, 'barCode'],
    [4, 'QRCode'],
  ] as const) {
    const [font, x, y, h] = numbers.slice(codeAt + offset, codeAt + offset + 4) as [
      number,
      number,
      number,
      number,
    ];
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
    const texts = bodyOf(textsLine, 'R', TEXTS_BODY_LENGTH);
    if (texts.slot !== slot)
      throw new LayoutError('mismatch', `!0T is for label ${slot}, !0R for label ${texts.slot}`);
    const slots = digits(texts.body, '!0R');
    for (let index = 0; index < TEXT_SLOTS; index++) {
      const [font, x, y] = slots.slice(index * 3, index * 3 + 3) as [number, number, number];
      if (font === 0) continue;
      items.push({
        itemName: 'field',
        value: `label_text_${index + 1}`,
        style: { font, x, y, ...box(x, y) },
      });
    }
  }
  return { slot, style: { size: { width, height }, itemList: items, qr_code_list: qrCodesOf(items) } };
}
