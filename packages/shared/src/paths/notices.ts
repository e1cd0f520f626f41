import { del, get, post, put } from './route.js';

/** The caller's own notices (the bell), and sending one (administrators). */
export const noticesPaths = {
  list: get('/api/management/notices'),
  unreadCount: get('/api/management/notices/unread_count'),
  toggleRead: put('/api/management/notices/:id/read'),
  /** Clears the caller's notices of one type. */
  clear: del('/api/management/notices'),
  send: post('/api/management/notices'),
};
