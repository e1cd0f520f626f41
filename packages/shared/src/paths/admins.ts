import { get, post, put } from './route.js';

export const adminsPaths = {
  list: get('/api/management/admins'),
  create: post('/api/management/admins'),
  setStatus: put('/api/management/admins/:id/status'),
  setRole: put('/api/management/admins/:id/role'),
  resetPassword: put('/api/management/admins/:id/password'),
  /** Give or take the "site editor" right (issue 30): super administrators only. */
  setSiteEditor: put('/api/management/admins/:id/site_editor'),
};
