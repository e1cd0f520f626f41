import { del, get, post, put } from './route.js';

/** A company's people and their roles (OWNER, MANAGER, USER). */
export const membersPaths = {
  /** An existing account joins a company (SPEC §7). */
  addById: post('/api/management/companies/users'),
  list: get('/api/management/companies/:id/members'),
  addByPhone: post('/api/management/companies/:id/members'),
  changeRole: put('/api/management/companies/:id/members/:userId'),
  remove: del('/api/management/companies/:id/members/:userId'),
  /** Administrators: every company user. */
  users: get('/api/management/users'),
};
