import { get, post } from './route.js';

/** Sales records (issue 15): what the scales sold, sent by the shop bridge, read by the trade page. */
export const tradesPaths = {
  /** A batch of a scale's sales records; `Authorization: Bearer <device credential>`. */
  ingest: post('/api/devices/trades'),
  /** The trade records page: paged, filtered, with the filtered set's totals. */
  list: get('/api/management/trades'),
  /** The filtered set as a file (xlsx or csv), streamed. */
  export: get('/api/management/trades/export'),
  /** Sales exported by the maker's PC software (csv or xlsx) for one scale, stored as the scale would send them. */
  import: post('/api/management/trades/import'),
};
