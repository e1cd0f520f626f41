import { decodePriceBarcode, PRICE_BARCODE_FORMATS, type PriceBarcodeFormat } from '@dahua/shared';

/** What a goods finder needs of a goods item. */
export type GoodsRef = {
  id: number;
  name: string;
  plu_number: number;
  item_code: string;
  weighing_mode: number;
};

/** The barcode settings of a company (user info `company_info`); defaults when unknown. */
export type BarcodeSettings = { format?: string | null | undefined; flag?: string | null | undefined };

/** A price-embedded barcode read: the 5-digit item code and, when printed, the weight (or count). */
export type ReadBarcode = { itemCode: string; weight: number | null };

/**
 * Reads a scanned or typed price-embedded barcode (13 or 18 digits, check digit right): the
 * company's own format first, then any other format of that length with the same flag. Null when
 * the text is not such a barcode.
 */
export function readBarcode(text: string, settings: BarcodeSettings): ReadBarcode | null {
  const code = text.trim();
  if (!/^(\d{13}|\d{18})$/.test(code)) return null;
  const own = PRICE_BARCODE_FORMATS.find((f) => f === settings.format);
  const formats: PriceBarcodeFormat[] = [
    ...(own ? [own] : []),
    ...PRICE_BARCODE_FORMATS.filter((f) => f !== own),
  ].filter((f) => f.length === code.length);
  const flag = settings.flag && /^\d{2}$/.test(settings.flag) ? settings.flag : null;
  for (const format of formats) {
    try {
      const decoded = decodePriceBarcode(format, code);
      if (flag && decoded.flag !== flag) continue;
      return { itemCode: decoded.itemCode, weight: decoded.weightGrams };
    } catch {
      // The check digit is wrong: no format will read it.
      return null;
    }
  }
  return null;
}

/** Does this goods item's item code print as these 5 barcode digits? */
export function itemCodeMatches(goods: Pick<GoodsRef, 'item_code'>, barcodeItemCode: string): boolean {
  return goods.item_code.padStart(5, '0').slice(-5) === barcodeItemCode;
}

/** What to search the goods list by for a barcode's item code (its digits without leading zeros). */
export function itemCodeSearch(barcodeItemCode: string): string {
  return barcodeItemCode.replace(/^0+(?=\d)/, '');
}

/**
 * The best match of typed text among goods: a barcode's item code, an exact PLU number, an exact
 * item code, then the only candidate; null when there is no single answer.
 */
export function exactMatch<G extends GoodsRef>(
  text: string,
  candidates: G[],
  barcode: ReadBarcode | null,
): G | null {
  const value = text.trim();
  if (barcode) {
    const byBarcode = candidates.filter((g) => itemCodeMatches(g, barcode.itemCode));
    return byBarcode.length === 1 ? byBarcode[0]! : null;
  }
  if (/^\d+$/.test(value)) {
    const byPlu = candidates.filter((g) => String(g.plu_number) === value.replace(/^0+(?=\d)/, ''));
    if (byPlu.length === 1) return byPlu[0]!;
    const byCode = candidates.filter((g) => g.item_code === value);
    if (byCode.length === 1) return byCode[0]!;
  }
  return candidates.length === 1 ? candidates[0]! : null;
}

/** Goods whose name, PLU number or item code holds the text (a list the page already has). */
export function localMatches<G extends GoodsRef>(text: string, goods: G[]): G[] {
  const value = text.trim().toLowerCase();
  if (!value) return goods;
  return goods.filter(
    (g) =>
      g.name.toLowerCase().includes(value) ||
      String(g.plu_number) === value.replace(/^0+(?=\d)/, '') ||
      g.item_code.includes(value),
  );
}
