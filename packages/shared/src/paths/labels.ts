import { del, get, post, put } from './route.js';

/** SPEC §7 names the first five; edit, delete, copy and the goods' label slots are ours. */
export const labelsPaths = {
  /** A shop's label templates, by slot. */
  ofShop: get('/api/management/shops/:id/labels'),
  one: get('/api/management/labels/:id'),
  create: post('/api/management/shops/:id/labels'),
  /** Answers a `url` the browser opens: the template file. */
  download: get('/api/management/labels/:id/download'),
  /** Multipart field `label`: our template file or a scale layout pair; answers its `data` to preview. */
  upload: post('/api/management/labels/upload'),
  edit: put('/api/management/labels/:id'),
  remove: del('/api/management/labels/:id'),
  /** Copies a template to other shops of the company. */
  copy: post('/api/management/labels/:id/copy'),
  /** Which template a goods item's label number means in each shop of its company. */
  ofGoods: get('/api/management/goods/:id/labels'),
  /** A test print of a saved template for a goods item and a quantity: the label as a 1-bit PNG or a PDF. */
  testPrint: post('/api/management/labels/:id/test_print'),
  /** The same for a style not saved yet (`style` a JSON string, as create takes it): the designer's preview. */
  preview: post('/api/management/labels/preview'),
  /** The label check (issue 29 §2): the template with each goods item that prints with it; the failing ones. */
  check: post('/api/management/labels/:id/check'),
  /** Pushes a held template to the scales, its failing goods items confirmed by name. */
  push: post('/api/management/labels/:id/push'),
};
