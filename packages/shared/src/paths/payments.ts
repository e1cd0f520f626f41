import { get, post, put } from './route.js';

const BASE = '/api/management/payments';
const PUBLIC = '/api/external/payments';

/** Pay at the scale (issue 31): shops' merchant bindings, payments, refunds, and the shopper's side. */
export const paymentsPaths = {
  /** Company and shop payments, newest first (owners, managers, staff of the shop's company; administrators). */
  list: get(BASE),
  /** Paid amounts per day and channel (the shop's calendar), refunds apart. */
  daily: get(`${BASE}/daily`),
  /** The list's rows as xlsx. */
  export: get(`${BASE}/export`),
  one: get(`${BASE}/:id`),
  /** A full or partial refund (owner, manager), with its reason. */
  refund: post(`${BASE}/:id/refunds`),
  /** The shop's merchant binding and payment code (made on first reading). */
  settings: get('/api/management/shops/:id/payment_settings'),
  /** Binds, unbinds, enables: each binding is verified with its provider when saved. */
  saveSettings: put('/api/management/shops/:id/payment_settings'),
  /** The shop's payment QR as a printable stand sticker (PDF). */
  sticker: get('/api/management/shops/:id/payment_sticker'),
  /** Public: what the payment page shows for a shop's payment code. */
  shopOfCode: get('/api/external/payment_shops/:code'),
  /** Public: an order for a shop's code and amount (one per page visit, channel and amount). */
  create: post(PUBLIC),
  /** Public: an order's state by our order number (asks the provider while it is unpaid). */
  status: get(`${PUBLIC}/:no`),
};
