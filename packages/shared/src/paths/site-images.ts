import { get, post } from './route.js';

const BASE = '/api/management/site/images';

/**
 * The public site's photos (issue 30 §2): an upload makes AVIF, WebP and JPEG variants at the site's
 * widths and a blurred placeholder; site editors list them and read one.
 */
export const siteImagesPaths = {
  /** Multipart field `file`: JPEG, PNG or WebP, at most 20 MB. */
  upload: post(BASE),
  list: get(BASE),
  one: get(`${BASE}/:id`),
};
