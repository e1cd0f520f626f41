import { get, post } from './route.js';

const BASE = '/api/management/recalls';

/** Recalls (issue 29 §3): where a lot went, notices to the shops that had it, stopping its sale. */
export const recallsPaths = {
  /** Open first, then released; newest first. */
  list: get(BASE),
  /** Resolves the lots and the shops that had them; notifies (default) and stops selling (if asked). */
  create: post(BASE),
  one: get(`${BASE}/:id`),
  /** Every section of the recall as xlsx. */
  export: get(`${BASE}/:id/export`),
  /** A todo notice to the people of the affected shops (once per recall). */
  notify: post(`${BASE}/:id/notify`),
  /** Takes the recalled goods off the affected shops' scales. */
  stop: post(`${BASE}/:id/stop`),
  /** Lifts the stops (the PLUs go back) and closes the recall. */
  release: post(`${BASE}/:id/release`),
};
