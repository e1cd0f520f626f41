import { get } from './route.js';

const BASE = '/api/management/stats';

/** The four analyses (issue 15) and their detail pages; every one reads the sales rollups only. */
export const statsPaths = {
  orders: get(`${BASE}/orders`),
  sales: get(`${BASE}/sales`),
  goods: get(`${BASE}/goods`),
  goodsOne: get(`${BASE}/goods/:id`),
  shops: get(`${BASE}/shops`),
  shopOne: get(`${BASE}/shops/:id`),
};
