import { get } from './route.js';

const BASE = '/api/management/stock/shrink';

/** The shrink report (issue 28 §3): per shop × goods × period, what came in, went out and vanished. */
export const shrinkPaths = {
  report: get(BASE),
  /** The report as xlsx, with the report's query (every row). */
  export: get(`${BASE}/export`),
  /** The moves (and for `sold` the daily sales) behind one figure of one row. */
  moves: get(`${BASE}/moves`),
};
