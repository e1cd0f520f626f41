import { get, put } from './route.js';

/**
 * Lots from receipt to shopper (issue 29 §3): a goods item's lots, the shops' current lots (first
 * expiry first, or chosen by hand) and the public trace view of a lot by its 13-digit trace code.
 * The pages `/external/trace/{code}` and `/01/{gtin-or-code}/10/{lot}` are server-rendered HTML.
 */
export const lotsPaths = {
  /** `?goods_id=`: the goods item's lots, with the shops where each is current. */
  list: get('/api/management/lots'),
  /** The shop's goods items that have lots: each one's current lot and the lots to choose from. */
  shopLots: get('/api/management/shops/:id/current_lots'),
  /** Choose lots by hand (lot_id null: back to first expiry first). */
  setCurrent: put('/api/management/shops/:id/current_lots'),
  /** Public, rate-limited per IP. */
  trace: get('/api/external/trace/:code'),
};
