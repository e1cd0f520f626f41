import { del, get, post, put } from './route.js';

const BASE = '/api/management/price_changes';

/** Scheduled price changes and promotions (issue 28 §2), and a goods item's price timeline. */
export const priceChangesPaths = {
  /** Upcoming, active or past; by kind, list and goods. */
  list: get(BASE),
  create: post(BASE),
  one: get(`${BASE}/:id`),
  /** Only before its start. */
  edit: put(`${BASE}/:id`),
  /** Cancels it (only before its start; a second cancel answers it unchanged). */
  cancel: del(`${BASE}/:id`),
  /** What sells where now and why, and the changes and promotions of the goods item. */
  timeline: get('/api/management/goods/:id/price_timeline'),
};
