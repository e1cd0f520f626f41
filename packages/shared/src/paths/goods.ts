import { del, get, post, put } from './route.js';

export const goodsPaths = {
  list: get('/api/management/goods'),
  /** The company's next free PLU number (what a new goods item should take). */
  nextPlu: get('/api/management/goods/next_plu'),
  /** Where a goods item is used: the scales holding it and their hot keys (asked before deleting). */
  usage: get('/api/management/goods/:id/usage'),
  create: post('/api/management/goods'),
  one: get('/api/management/goods/:id'),
  edit: put('/api/management/goods/:id'),
  remove: del('/api/management/goods/:id'),
  /** The file itself (xlsx, csv or plu.plu), not an envelope. */
  export: get('/api/management/goods/export'),
  /** The import template (xlsx or csv), headed in the caller's language. */
  importTemplate: get('/api/management/goods/import_template'),
  /** Multipart field `file`. */
  import: post('/api/management/goods/import'),
};
