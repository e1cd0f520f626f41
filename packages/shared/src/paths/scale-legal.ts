import { get, post } from './route.js';

/**
 * Each scale's legal life (issue 27 §2): its verification records (强制检定; never deleted, corrected by
 * a later record), its append-only event log, and the scales whose verification is due.
 */
export const scaleLegalPaths = {
  /** Newest first, with the scale's status and the record that counts now. */
  verifications: get('/api/management/scales/:id/verifications'),
  addVerification: post('/api/management/scales/:id/verifications'),
  /** Paged, newest first, `kind` filters. */
  events: get('/api/management/scales/:id/events'),
  addEvent: post('/api/management/scales/:id/events'),
  /** Scales due within `within_days`, overdue or failed (and never verified on request). */
  due: get('/api/management/verifications/due'),
};
