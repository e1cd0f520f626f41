import { get, post, put } from './route.js';

/** SPEC §7 also names the short `/companies/{id}` forms of the PUTs: both are served. */
export const companiesPaths = {
  create: post('/api/management/companies/create'),
  /** Also served at /api/management/companies/search (the selector). */
  list: get('/api/management/companies'),
  one: get('/api/management/companies/:id'),
  /** Also served at PUT /companies/:id. */
  edit: put('/api/management/companies/:id'),
  /** Also served at PUT /companies/:id/barcode. */
  setBarcode: put('/api/management/companies/:id/barcode'),
  /** Automatic work orders for unreachable scales (issue 27). */
  setFleetSettings: put('/api/management/companies/:id/fleet_settings'),
  /** The food label's minimum x-height and whether the public trace page names suppliers (issue 29). */
  setLabelSettings: put('/api/management/companies/:id/label_settings'),
  disable: post('/api/management/companies/:id/disable'),
  enable: post('/api/management/companies/:id/enable'),
};
