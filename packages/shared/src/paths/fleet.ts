import { get } from './route.js';

const BASE = '/api/management/fleet';

/**
 * The maker's fleet (issue 27 §1): every scale of every company with its link, software, legal
 * verification and open work orders. Administrators; inspectors for the shops assigned to them.
 */
export const fleetPaths = {
  /** The scales, filtered and paged (company, shop, name). */
  scales: get(`${BASE}/scales`),
  /** Counts per verification status, online/offline, with open work orders, over the same filters. */
  summary: get(`${BASE}/summary`),
  /** The filtered scales as xlsx. */
  export: get(`${BASE}/scales/export`),
  /** One scale's facts and its history (work orders, sync errors, bridges). */
  scale: get(`${BASE}/scales/:id`),
};
