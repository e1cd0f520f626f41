/**
 * The maker's scale models and the limits that follow from them (SPEC §9, scale-protocol.md).
 *
 * Every figure here is one SPEC §9 states for that model (or for the class it names, such as
 * "label scales" or "bench scales"). Where SPEC gives no figure the field is null, never a guess;
 * code that must enforce a limit anyway goes through pluCapacityLimit() and hotKeyCountOf(), whose
 * fallbacks are chosen and explained once, below.
 */

export interface ScaleModel {
  /** Stable code, stored with each scale; the model name as the maker writes it. */
  code: string;
  nameZh: string;
  nameEn: string;
  /**
   * Goods (PLUs) the scale holds; null where SPEC is silent. Note the PLU download record numbers
   * PLUs with 4 digits (0001–9999), so a 10,000-PLU model cannot be filled through `!0V` alone.
   */
  pluCapacity: number | null;
  /** Hot (shortcut) keys; null where SPEC is silent. */
  hotKeyCount: number | null;
  /** Sales records the scale keeps; null where SPEC is silent. */
  salesRecordCapacity: number | null;
  /** Widest print on a label, mm; null where SPEC is silent (models that are not label/bench scales). */
  maxPrintWidthMm: number | null;
  /**
   * The most characters a PLU name line may have on this model. A scale answers a longer name with
   * silence (five tries, then "unreachable"), so longer names are cut before they are sent.
   */
  maxNameChars: number;
}

/** SPEC §9: "max print width 56 mm (48 mm for TM-P2 and bench scales)" for label scales. */
const LABEL_PRINT_WIDTH_MM = 56;
const NARROW_PRINT_WIDTH_MM = 48;

/**
 * The maker's own PC software caps a PLU name at 132 code digits (its database's item_max_len), that
 * is 33 zone-bit characters of 4 digits (scale-protocol.md): the one public figure, and it is the
 * same software for every TM-series model, so every model here carries it. (Another public client
 * cuts names at 12 characters, its own choice, not the scale's.) A model found to take fewer on a
 * real scale gets its own figure here.
 */
export const MAKER_PLU_NAME_CHARS = 33;

export const SCALE_MODELS = [
  // SPEC §9: 4000 products, 71 shortcuts, 5000 sales records.
  {
    code: 'TM-Aa',
    nameZh: 'TM-Aa 条码秤',
    nameEn: 'TM-Aa barcode label scale',
    pluCapacity: 4000,
    hotKeyCount: 71,
    salesRecordCapacity: 5000,
    maxPrintWidthMm: LABEL_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9: 142 shortcuts ("4b/4d"). The 4000 products SPEC gives for TM-Aa are not restated for
  // these variants (they have twice its keys), so their capacities stay unknown.
  {
    code: 'TM-Aa-4b',
    nameZh: 'TM-Aa-4b 条码秤',
    nameEn: 'TM-Aa-4b barcode label scale',
    pluCapacity: null,
    hotKeyCount: 142,
    salesRecordCapacity: null,
    maxPrintWidthMm: LABEL_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  {
    code: 'TM-Aa-4d',
    nameZh: 'TM-Aa-4d 联网条码秤',
    nameEn: 'TM-Aa-4d networked barcode label scale',
    pluCapacity: null,
    hotKeyCount: 142,
    salesRecordCapacity: null,
    maxPrintWidthMm: LABEL_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9: 142 shortcuts; no PLU or sales-record figure.
  {
    code: 'TM-Ab',
    nameZh: 'TM-Ab 条码秤',
    nameEn: 'TM-Ab barcode label scale',
    pluCapacity: null,
    hotKeyCount: 142,
    salesRecordCapacity: null,
    maxPrintWidthMm: LABEL_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9: 71 shortcuts, 5000 sales records; no PLU figure.
  {
    code: 'TM-F',
    nameZh: 'TM-F 条码秤',
    nameEn: 'TM-F barcode label scale',
    pluCapacity: null,
    hotKeyCount: 71,
    salesRecordCapacity: 5000,
    maxPrintWidthMm: LABEL_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9: 10,000 PLU; no key or sales-record figure.
  {
    code: 'TM-H',
    nameZh: 'TM-H 零售条码秤',
    nameEn: 'TM-H retail label scale',
    pluCapacity: 10_000,
    hotKeyCount: null,
    salesRecordCapacity: null,
    maxPrintWidthMm: LABEL_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9: 9999 PLUs; 10,000 sales records for the TM-P series.
  {
    code: 'TM-P',
    nameZh: 'TM-P 零售条码秤',
    nameEn: 'TM-P retail label scale',
    pluCapacity: 9999,
    hotKeyCount: null,
    salesRecordCapacity: 10_000,
    maxPrintWidthMm: LABEL_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9: 9999 PLUs, 10,000 sales records (TM-P series), 48 mm print width.
  {
    code: 'TM-P2',
    nameZh: 'TM-P2 零售条码秤',
    nameEn: 'TM-P2 retail label scale',
    pluCapacity: 9999,
    hotKeyCount: null,
    salesRecordCapacity: 10_000,
    maxPrintWidthMm: NARROW_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9: 10,000 PLU and "10,000 records by USB". SPEC does not count it among the label scales,
  // so no print width.
  {
    code: 'TM-PC',
    nameZh: 'TM-PC 电子秤',
    nameEn: 'TM-PC scale',
    pluCapacity: 10_000,
    hotKeyCount: null,
    salesRecordCapacity: 10_000,
    maxPrintWidthMm: null,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9: 10,000 PLU; the product site calls it a touch price label scale.
  {
    code: 'TM-Q',
    nameZh: 'TM-Q 触摸屏条码秤',
    nameEn: 'TM-Q touch-screen label scale',
    pluCapacity: 10_000,
    hotKeyCount: null,
    salesRecordCapacity: null,
    maxPrintWidthMm: LABEL_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9: 10,000 PLU; nothing else, and it does not count it among the label scales.
  {
    code: 'TM-AZ',
    nameZh: 'TM-AZ 电子秤',
    nameEn: 'TM-AZ scale',
    pluCapacity: 10_000,
    hotKeyCount: null,
    salesRecordCapacity: null,
    maxPrintWidthMm: null,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // The SY series. SPEC §9 gives a figure for SY-B-1d only (142 shortcuts). SY-Aa-1a/1b are listed
  // among the barcode label scales, hence the label print width.
  {
    code: 'SY-Aa-1a',
    nameZh: 'SY-Aa-1a 条码秤',
    nameEn: 'SY-Aa-1a barcode label scale',
    pluCapacity: null,
    hotKeyCount: null,
    salesRecordCapacity: null,
    maxPrintWidthMm: LABEL_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  {
    code: 'SY-Aa-1b',
    nameZh: 'SY-Aa-1b 条码秤',
    nameEn: 'SY-Aa-1b barcode label scale',
    pluCapacity: null,
    hotKeyCount: null,
    salesRecordCapacity: null,
    maxPrintWidthMm: LABEL_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  {
    code: 'SY-A5',
    nameZh: 'SY-A5 收银秤',
    nameEn: 'SY-A5 cash-register scale',
    pluCapacity: null,
    hotKeyCount: null,
    salesRecordCapacity: null,
    maxPrintWidthMm: null,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  {
    code: 'SY-A-1d',
    nameZh: 'SY-A-1d 收银秤',
    nameEn: 'SY-A-1d cash-register scale',
    pluCapacity: null,
    hotKeyCount: null,
    salesRecordCapacity: null,
    maxPrintWidthMm: null,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  {
    code: 'SY-A-3',
    nameZh: 'SY-A-3 收银秤',
    nameEn: 'SY-A-3 cash-register scale',
    pluCapacity: null,
    hotKeyCount: null,
    salesRecordCapacity: null,
    maxPrintWidthMm: null,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  {
    code: 'SY-B-1d',
    nameZh: 'SY-B-1d 收银秤',
    nameEn: 'SY-B-1d cash-register scale',
    pluCapacity: null,
    hotKeyCount: 142,
    salesRecordCapacity: null,
    maxPrintWidthMm: null,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9: 10,000 PLU and "XK3170 recovers 10,000" (sales records). An indicator: SPEC gives it
  // no print width.
  {
    code: 'XK3170',
    nameZh: 'XK3170 称重显示器',
    nameEn: 'XK3170 weighing indicator',
    pluCapacity: 10_000,
    hotKeyCount: null,
    salesRecordCapacity: 10_000,
    maxPrintWidthMm: null,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9 gives bench scales as a class (10,000 PLU, 48 mm), not per model (TCS-A, TCS-B, …).
  {
    code: 'BENCH',
    nameZh: '台秤',
    nameEn: 'Bench scale',
    pluCapacity: 10_000,
    hotKeyCount: null,
    salesRecordCapacity: null,
    maxPrintWidthMm: NARROW_PRINT_WIDTH_MM,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
  // SPEC §9: "4000 products (TM-Aa, LED counting scale)".
  {
    code: 'LED-COUNTING',
    nameZh: 'LED 计数秤',
    nameEn: 'LED counting scale',
    pluCapacity: 4000,
    hotKeyCount: null,
    salesRecordCapacity: null,
    maxPrintWidthMm: null,
    maxNameChars: MAKER_PLU_NAME_CHARS,
  },
] as const satisfies readonly ScaleModel[];

export type ScaleModelCode = (typeof SCALE_MODELS)[number]['code'];

export const SCALE_MODEL_CODES: readonly ScaleModelCode[] = SCALE_MODELS.map((model) => model.code);

const modelsByCode = new Map<string, ScaleModel>(SCALE_MODELS.map((model) => [model.code, model]));

export function isScaleModelCode(code: unknown): code is ScaleModelCode {
  return typeof code === 'string' && modelsByCode.has(code);
}

/** The model with this exact code, or undefined. */
export function scaleModel(code: string): ScaleModel | undefined {
  return modelsByCode.get(code);
}

/**
 * Where SPEC gives no PLU capacity: 4000, the smallest capacity SPEC gives any model, so goods
 * sent to a scale of unknown memory never exceed what every known model holds.
 */
export const FALLBACK_PLU_CAPACITY = 4000;

/**
 * Where SPEC gives no hot-key count: 142, the most keys any model has. The protocol's hot-key
 * command (`!0L`, layers 00–03 of 36) carries 144 slots, of which the 142-key models use 142;
 * choosing the largest keeps every key of an unknown model within reach of the editor.
 */
export const FALLBACK_HOT_KEY_COUNT = 142;

/** The most goods a scale of this model may be given. */
export function pluCapacityLimit(model: ScaleModel): number {
  return model.pluCapacity ?? FALLBACK_PLU_CAPACITY;
}

/** The most characters a name line may have on a scale of this model (longer lines are cut). */
export function nameCharsOf(model: Pick<ScaleModel, 'maxNameChars'> | undefined): number {
  return model?.maxNameChars ?? MAKER_PLU_NAME_CHARS;
}

/** The fewest name characters any model takes: what a goods name must fit to print whole anywhere. */
export const MIN_NAME_CHARS = Math.min(...SCALE_MODELS.map((model) => model.maxNameChars));

/** How many hot keys the editor offers for a scale of this model. */
export function hotKeyCountOf(model: ScaleModel): number {
  return model.hotKeyCount ?? FALLBACK_HOT_KEY_COUNT;
}

/**
 * The PLU download record (`!0V`) numbers PLUs with 4 digits, so no scale can be sent a PLU
 * numbered above 9999 — not even the 10,000-PLU models. Decision: those models are offered
 * 9999 numbers (one short of their memory) rather than a number the wire cannot carry.
 */
export const MAX_PLU_NUMBER_ON_WIRE = 9999;

/**
 * The highest PLU number a goods item may have to go to a scale of this model (and so the most
 * goods it can hold): the model's capacity, capped by what the PLU record can carry. A 4000-PLU
 * TM-Aa takes PLUs 1 to 4000 (scale-protocol.md: "0001 to 4000 on the models that hold 4000").
 */
export function pluNumberLimit(model: ScaleModel): number {
  return Math.min(pluCapacityLimit(model), MAX_PLU_NUMBER_ON_WIRE);
}

export const HOT_KEY_GROUPS = ['UP', 'DOWN'] as const;
export type HotKeyGroup = (typeof HOT_KEY_GROUPS)[number];

/**
 * Hot keys are numbered 1 to the model's key count across the keyboard; the upper half of the
 * numbers (rounded up) forms group UP and the rest group DOWN, so a 71-key TM-Aa has UP 1–36 and
 * DOWN 37–71, a 142-key TM-Ab UP 1–71 and DOWN 72–142.
 */
export function hotKeyGroupOf(key: number, keyCount: number): HotKeyGroup {
  return key <= Math.ceil(keyCount / 2) ? 'UP' : 'DOWN';
}
