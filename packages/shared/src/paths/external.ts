import { get } from './route.js';

/** Display pages for people outside the platform (no sign-in): /external/qrdetail/{id}. */
export const externalPaths = {
  /** Public, rate-limited per IP. */
  goods: get('/api/external/goods/:id'),
};
