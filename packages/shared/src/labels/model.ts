/**
 * A label template (SPEC §3 "Label"): its size in mm and its items. The seed's three item kinds
 * (`text`, `barCode`, `QRCode`) keep their meaning; `field` (a goods or sale value bound by key),
 * `line`, `box` and `logo` are ours. Positions and sizes are in mm from the top left corner
 * (the printer's resolution is 8 dots per mm: 0.125 mm is one dot).
 */
export const ITEM_NAMES = ['text', 'barCode', 'QRCode', 'field', 'line', 'box', 'logo', 'nutrition'] as const;
export type ItemName = (typeof ITEM_NAMES)[number];

export type ItemStyle = {
  /** 1–32: the scale's font (fonts.ts). */
  font: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Lines and boxes: stroke in dots. */
  thickness?: number | undefined;
  /** Food text (issue 29): the language it prints in; zh when absent. */
  lang?: FoodLang | undefined;
  /** The ingredients field: how allergen ingredients stand out (GB 7718-2025, EU 1169/2011 Art. 21). */
  emphasis?: Emphasis | undefined;
  /** The nutrition table: whether it prints the NRV% column (default true). */
  nrv?: boolean | undefined;
};

export const FOOD_LANGS = ['zh', 'en'] as const;
export type FoodLang = (typeof FOOD_LANGS)[number];
export const EMPHASES = ['bold', 'underline', 'caps'] as const;
export type Emphasis = (typeof EMPHASES)[number];

export type LabelItem = { itemName: ItemName; value: string; style: ItemStyle };

export type LabelSize = { width: number; height: number };

export type QrCodeInfo = { index: number; content: string };

/** What `style` holds: the size, the items and the QR codes with what each encodes. */
export type LabelStyle = { size: LabelSize; itemList: LabelItem[]; qr_code_list: QrCodeInfo[] };

/** The 203 dpi thermal head: dots per mm. */
export const DOTS_PER_MM = 8;

/**
 * The values a `field` item can print, in the order of the scale's `!0T` layout for its 23 fields
 * (scale-protocol.md), then the designer's own.
 */
export const SCALE_FIELDS = [
  'name',
  'note_a',
  'note_b',
  'item_code',
  'weight',
  'tare',
  'gross',
  'list_unit_price',
  'list_total',
  'promotion_weight',
  'promotion_unit_price',
  'unit_price',
  'total',
  'pack_date',
  'pack_time',
  'sell_by_date',
  'department',
  'shop_name',
  'special_info_1',
  'special_info_2',
  'special_info_3',
  'ean13',
  'print_sequence',
] as const;

/**
 * The food label's text fields (issue 29 §2), each a labelled line in its item's language:
 * ingredients (allergen ingredients emphasised), the allergen line, storage, producer, the packed
 * date, the use-by or best-before date (by the goods' date type) and the shop's current lot. The
 * scales' own layout (`!0T`) has no place for them: they print on our rendered labels only.
 */
const FOOD_FIELDS_ = [
  'ingredients',
  'allergen_line',
  'storage',
  'producer',
  'packed_date_line',
  'expiry_date_line',
  'lot',
] as const;
export const FOOD_FIELDS: readonly BoundField[] = FOOD_FIELDS_;
/** Food fields that wrap within their box (several lines); every other text prints on one line. */
export const WRAPPING_FIELDS: readonly string[] = ['ingredients', 'allergen_line', 'storage', 'producer'];

/** The traceability QR (issue 29 §3): the lot's public page; without a current lot, the goods' page. */
export const TRACE_QR_CONTENT = '/external/trace/{lot_trace_code}';

export const BOUND_FIELDS = [
  ...SCALE_FIELDS,
  'name_line_1',
  'name_line_2',
  'name_line_3',
  'unit',
  'origin',
  'trace_code',
  ...FOOD_FIELDS_,
] as const;
export type BoundField = (typeof BOUND_FIELDS)[number];

/** The label sizes of SPEC §9 and the two layouts the scales carry presets for (width × height, mm). */
export const LABEL_PRESETS: readonly LabelSize[] = [
  { width: 40, height: 30 },
  { width: 30, height: 40 },
  { width: 37, height: 50 },
  { width: 40, height: 50 },
  { width: 40, height: 60 },
  { width: 56, height: 40 },
];

/** The widest a label scale prints: 56 mm, 48 mm on TM-P2 and bench scales (SPEC §9). */
export const MAX_PRINT_WIDTH_MM = 56;
export const NARROW_PRINT_WIDTH_MM = 48;

/** The QR codes a label carries and what each encodes, in item order. */
export function qrCodesOf(items: readonly LabelItem[]): QrCodeInfo[] {
  return items
    .filter((item) => item.itemName === 'QRCode')
    .map((item, index) => ({ index: index + 1, content: item.value }));
}
