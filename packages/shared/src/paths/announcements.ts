import { del, get, post, put } from './route.js';

export const announcementsPaths = {
  /** Public: no sign-in needed. */
  published: get('/api/management/announcements/published'),
  list: get('/api/management/announcements'),
  create: post('/api/management/announcements'),
  edit: put('/api/management/announcements/:id'),
  publish: post('/api/management/announcements/:id/publish'),
  withdraw: post('/api/management/announcements/:id/withdraw'),
  remove: del('/api/management/announcements/:id'),
};
