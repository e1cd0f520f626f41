import { get, post, put } from './route.js';

const BASE = '/api/management/work_orders';

/** Service work orders (issue 16): a shop reports a scale's fault, the maker's service staff take it to the end. */
export const workOrdersPaths = {
  list: get(BASE),
  submit: post(BASE),
  /** Counts per status, overdue, mean time to resolve over a range. */
  stats: get(`${BASE}/stats`),
  /** The list as xlsx, with the list's filters. */
  export: get(`${BASE}/export`),
  one: get(`${BASE}/:id`),
  transition: post(`${BASE}/:id/transitions`),
  comment: post(`${BASE}/:id/comments`),
  /** The service levels (administrators change them). */
  settings: get('/api/management/work_order_settings'),
  editSettings: put('/api/management/work_order_settings'),
};
