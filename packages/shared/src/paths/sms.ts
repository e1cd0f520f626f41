import { get } from './route.js';

export const smsPaths = {
  /** A 4-digit code for signing in or binding a phone (public). */
  sendCode: get('/api/management/users/login/code'),
};
