import { del, get, post, put } from './route.js';

/**
 * SPEC §7 names a scale by its shop (`/api/shops/{shopId}/scales/{id}`, and `/shops/…` for PUT)
 * and by itself (`/api/management/scales/{id}`): both forms are served.
 */
export const scalesPaths = {
  /** Also served at /api/management/scales/search. */
  list: get('/api/management/scales'),
  models: get('/api/management/scales/models'),
  one: get('/api/management/scales/:id'),
  oneOfShop: get('/api/shops/:shopId/scales/:id'),
  createInShop: post('/api/shops/:shopId/scales'),
  /** Also served at POST /api/management/scales. */
  create: post('/api/management/scales/create'),
  /** Also served at PUT /shops/:shopId/scales/:id. */
  editOfShop: put('/api/shops/:shopId/scales/:id'),
  edit: put('/api/management/scales/:id'),
  /** Also served at DELETE /shops/:shopId/scales/:id. */
  removeOfShop: del('/api/shops/:shopId/scales/:id'),
  remove: del('/api/management/scales/:id'),
  goods: get('/api/scales/:id/goods'),
  /** op_flag 1 adds, 0 removes. */
  changeGoods: post('/api/scales/:id/goods'),
  hotKeys: get('/api/scales/:id/hot_keys'),
  hotKeysOfShop: get('/api/shops/:shopId/scales/:id/hot_keys'),
  saveHotKeys: put('/api/scales/:id/hot_keys'),
  saveHotKeysOfShop: put('/api/shops/:shopId/scales/:id/hot_keys'),
  copyHotKeys: post('/api/scales/:id/hot_keys/copy'),
};
