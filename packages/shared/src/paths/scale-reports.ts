import { get, post } from './route.js';

/**
 * One scale, one code (issue 27 §3): the public view of a scale by its public code, the problems
 * shoppers report from its page, their handling by the shop, and the QR stickers of a shop's scales.
 * The page itself (`/external/scale/{code}`) is server-rendered HTML, not a call.
 */
export const scaleReportsPaths = {
  /** Public, rate-limited per IP. */
  publicScale: get('/api/external/scales/:code'),
  /** Public: a shopper reports a problem (JSON, or multipart with a photo); rate-limited per IP and per scale. */
  report: post('/api/external/scales/:code/reports'),
  /** Public: a report's status and the shop's answer, by its reference, only under its own scale's code. */
  reportStatus: get('/api/external/scales/:code/reports/:reference'),
  /** The reports the caller may read (company, administrators, inspectors' assigned shops). */
  list: get('/api/management/scale_reports'),
  /** A report taken by phone, entered by the shop's owner or a manager (or an administrator). */
  create: post('/api/management/scale_reports'),
  answer: post('/api/management/scale_reports/:id/answer'),
  /** A scale's public code and page address (for its QR on the scale page). */
  publicLink: get('/api/management/scales/:id/public_link'),
  /** A4 sheet (PDF) of QR stickers, 3 × 8 labels of 70 × 37 mm, one per scale in service. */
  stickers: get('/api/management/shops/:id/scale_stickers'),
};
