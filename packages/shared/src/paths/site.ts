import { del, get, post, put } from './route.js';

const ITEMS = '/api/management/site/items';
const ITEM = `${ITEMS}/:kind/:key`;

/**
 * The maker's site content (issue 30 §1, §3, §5), for super administrators and site editors: the
 * settings, the text pages, the downloads, the galleries, every product and news article, each with a
 * draft, a preview of the real page, publishing (the pages that show it are rendered again) and its
 * revisions; products and articles are added, withdrawn from the site, and deleted while never published.
 */
export const sitePaths = {
  list: get(ITEMS),
  one: get(ITEM),
  /** Saves the draft; an optional `version` (absent: acts on the current state). */
  saveDraft: put(`${ITEM}/draft`),
  /** The real page rendered from the draft (text/html); `lang` ch or en, `path` for settings. */
  preview: get(`${ITEM}/preview`),
  publish: post(`${ITEM}/publish`),
  revisions: get(`${ITEM}/revisions`),
  revision: get(`${ITEM}/revisions/:revision`),
  /** Copies a revision into the draft (publish it to put it online). */
  restore: post(`${ITEM}/revisions/:revision/restore`),
  /** A new product or news article, its draft only: it is on the site once published. */
  create: post(`${ITEMS}/:kind`),
  /** Takes a product or an article off the site (its pages go; its draft and revisions stay). */
  withdraw: post(`${ITEM}/withdraw`),
  /** Deletes a product or an article that was never published. */
  remove: del(ITEM),
};
