import { get, post, put } from './route.js';

/** Inspectors (issue 27): market regulators' read-only accounts, managed by administrators. */
export const inspectorsPaths = {
  list: get('/api/management/inspectors'),
  create: post('/api/management/inspectors'),
  /** Replaces the inspector's companies and shops, all or nothing. */
  setAssignments: put('/api/management/inspectors/:id/assignments'),
  /** Disables (ending the sessions) or enables. */
  setStatus: put('/api/management/inspectors/:id/status'),
  /** Sets a new password (ends the sessions). */
  resetPassword: put('/api/management/inspectors/:id/password'),
};
