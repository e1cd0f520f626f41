import { del, get, post, put } from './route.js';

const BASE = '/api/management';

/** The calls every stock document kind has: list, create (a draft), read, edit and delete a draft. */
function documentPaths<B extends string>(base: B) {
  return {
    list: get(base),
    create: post(base),
    one: get(`${base}/:id`),
    edit: put(`${base}/:id`),
    remove: del(`${base}/:id`),
    cancel: post(`${base}/:id/cancel`),
    /** The list as a file (pdf or xlsx), every page, with the list's filters. */
    export: get(`${base}/export`),
    /** One document as a file (pdf or xlsx) for the supplier or the shop. */
    exportOne: get(`${base}/:id/export`),
  };
}

export const suppliersPaths = {
  list: get(`${BASE}/suppliers`),
  create: post(`${BASE}/suppliers`),
  one: get(`${BASE}/suppliers/:id`),
  edit: put(`${BASE}/suppliers/:id`),
  /** Deletes a supplier without documents; one with documents is deactivated instead. */
  remove: del(`${BASE}/suppliers/:id`),
};

export const stockLocationsPaths = {
  list: get(`${BASE}/stock_locations`),
  create: post(`${BASE}/stock_locations`),
  edit: put(`${BASE}/stock_locations/:id`),
  remove: del(`${BASE}/stock_locations/:id`),
};

export const purchaseOrdersPaths = {
  ...documentPaths(`${BASE}/purchase_orders`),
  submit: post(`${BASE}/purchase_orders/:id/submit`),
  close: post(`${BASE}/purchase_orders/:id/close`),
};

export const receiptsPaths = {
  ...documentPaths(`${BASE}/receipts`),
  post: post(`${BASE}/receipts/:id/post`),
};

export const supplierReturnsPaths = {
  ...documentPaths(`${BASE}/supplier_returns`),
  post: post(`${BASE}/supplier_returns/:id/post`),
};

export const transfersPaths = {
  ...documentPaths(`${BASE}/transfers`),
  ship: post(`${BASE}/transfers/:id/ship`),
  receive: post(`${BASE}/transfers/:id/receive`),
};

export const lossesPaths = {
  ...documentPaths(`${BASE}/losses`),
  post: post(`${BASE}/losses/:id/post`),
};

export const stocktakesPaths = {
  ...documentPaths(`${BASE}/stocktakes`),
  counts: post(`${BASE}/stocktakes/:id/counts`),
  variances: get(`${BASE}/stocktakes/:id/variances`),
  post: post(`${BASE}/stocktakes/:id/post`),
};

export const stockPaths = {
  balances: get(`${BASE}/stock`),
  moves: get(`${BASE}/stock/moves`),
  threshold: put(`${BASE}/stock/thresholds`),
  settings: get(`${BASE}/stock/settings`),
  editSettings: put(`${BASE}/stock/settings`),
  /** The stock overview as a file (pdf or xlsx), with the balances' filters. */
  export: get(`${BASE}/stock/export`),
};
