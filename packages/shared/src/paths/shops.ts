import { del, get, post, put } from './route.js';

/** SPEC §7 names /api/management/shops/create and the short /shops forms: all are served. */
export const shopsPaths = {
  /** Also served at /api/management/shops/search. */
  list: get('/api/management/shops'),
  one: get('/api/management/shops/:id'),
  /** Also served at POST /api/management/shops and POST /shops. */
  create: post('/api/management/shops/create'),
  /** Also served at PUT /shops/:id. */
  edit: put('/api/management/shops/:id'),
  /** Also served at DELETE /shops/:id. */
  remove: del('/api/management/shops/:id'),
};
