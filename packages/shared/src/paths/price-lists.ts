import { del, get, post, put } from './route.js';

/** Price lists for groups of shops (issue 28 §1). */
export const priceListsPaths = {
  list: get('/api/management/price_lists'),
  create: post('/api/management/price_lists'),
  edit: put('/api/management/price_lists/:id'),
  remove: del('/api/management/price_lists/:id'),
  prices: get('/api/management/price_lists/:id/prices'),
  setPrices: put('/api/management/price_lists/:id/prices'),
};
