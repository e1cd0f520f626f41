import { get, post, put } from './route.js';

const BASE = '/api/management/leads';

/**
 * Enquiries that reach a person (issue 30 §4): the public site's contact and product forms post
 * an enquiry (or a dealer application) without an account; site editors work them as leads.
 */
export const enquiriesPaths = {
  /** Public: rate-limited per address and per phone / e-mail; answers a reference number. */
  submit: post('/api/external/enquiries'),
  list: get(BASE),
  /** The list as xlsx, with the list's filters. */
  export: get(`${BASE}/export`),
  one: get(`${BASE}/:id`),
  /** Status and / or owner, with an optional `version` (absent: acts on the current row). */
  update: put(`${BASE}/:id`),
  addNote: post(`${BASE}/:id/notes`),
};
