import { type Bilingual, format, type Lang } from '../lib/language.js';
import { accountsErrors } from './catalogue/accounts.js';
import { companiesErrors } from './catalogue/companies.js';
import { devicesErrors } from './catalogue/devices.js';
import { enquiriesErrors } from './catalogue/enquiries.js';
import { generalErrors } from './catalogue/general.js';
import { goodsErrors } from './catalogue/goods.js';
import { imagesErrors } from './catalogue/images.js';
import { inspectorsErrors } from './catalogue/inspectors.js';
import { labelsErrors } from './catalogue/labels.js';
import { lotsErrors } from './catalogue/lots.js';
import { paymentsErrors } from './catalogue/payments.js';
import { priceChangesErrors } from './catalogue/price-changes.js';
import { priceListsErrors } from './catalogue/price-lists.js';
import { recallsErrors } from './catalogue/recalls.js';
import { scaleLegalErrors } from './catalogue/scale-legal.js';
import { scalesErrors } from './catalogue/scales.js';
import { shrinkErrors } from './catalogue/shrink.js';
import { siteErrors } from './catalogue/site.js';
import { siteFilesErrors } from './catalogue/site-files.js';
import { siteImagesErrors } from './catalogue/site-images.js';
import { statsErrors } from './catalogue/stats.js';
import { stockErrors } from './catalogue/stock.js';
import { tradesErrors } from './catalogue/trades.js';
import { workOrdersErrors } from './catalogue/work-orders.js';
import type { ErrorEntry } from './entry.js';

/**
 * The catalogue's parts, one per domain (errors/catalogue/<domain>.ts). Add a new error to its
 * domain's part (a new domain: a new file, listed here), never inline.
 */
export const CATALOGUE_PARTS = {
  general: generalErrors,
  accounts: accountsErrors,
  images: imagesErrors,
  companies: companiesErrors,
  goods: goodsErrors,
  scales: scalesErrors,
  labels: labelsErrors,
  stock: stockErrors,
  devices: devicesErrors,
  trades: tradesErrors,
  stats: statsErrors,
  workOrders: workOrdersErrors,
  scaleLegal: scaleLegalErrors,
  inspectors: inspectorsErrors,
  priceLists: priceListsErrors,
  priceChanges: priceChangesErrors,
  shrink: shrinkErrors,
  recalls: recallsErrors,
  lots: lotsErrors,
  payments: paymentsErrors,
  enquiries: enquiriesErrors,
  site: siteErrors,
  siteImages: siteImagesErrors,
  siteFiles: siteFilesErrors,
} as const satisfies Record<string, Record<string, ErrorEntry>>;

/** Every key and every id once: a part repeating another's key or id stops the server at start. */
function assemble<T extends Record<string, Record<string, ErrorEntry>>>(parts: T) {
  const all: Record<string, ErrorEntry> = {};
  const ids = new Map<string, string>();
  for (const part of Object.values(parts)) {
    for (const [key, entry] of Object.entries(part)) {
      if (key in all) throw new Error(`error catalogue: ${key} is listed twice`);
      const holder = ids.get(entry.id);
      if (holder) throw new Error(`error catalogue: ${entry.id} is used by ${holder} and ${key}`);
      ids.set(entry.id, key);
      all[key] = entry;
    }
  }
  return all as UnionToIntersection<T[keyof T]>;
}
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/**
 * The error catalogue: every failure the API answers, with its stable id (sent as
 * data.dahua_error), its HTTP status and its message in both languages. Clients key on
 * the id, people read the message.
 */
export const ERRORS = assemble(CATALOGUE_PARTS);

export type ErrorKey = keyof typeof ERRORS;

/** A failure the API reports to the caller. Thrown anywhere; the error handler renders it. */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    /** Values for the message's {placeholders}; a Bilingual value is written in the caller's language. */
    readonly params: Record<string, string | number | Bilingual> = {},
    /** Extra fields merged into the envelope's data (never secrets). */
    readonly extra: Record<string, unknown> = {},
    /** The request field the refusal concerns: the answer also lists it in data.fields (forms show it there). */
    readonly field?: string,
  ) {
    super(`${key} ${ERRORS[key].id}`);
    this.name = 'AppError';
  }

  get status(): number {
    return ERRORS[this.key].status;
  }

  messageIn(lang: Lang): string {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(this.params))
      params[key] = typeof value === 'object' ? value[lang] : value;
    return format(ERRORS[this.key].msg[lang], params);
  }
}
