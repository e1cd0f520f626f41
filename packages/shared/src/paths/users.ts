import { get, post, put } from './route.js';

/** The signed-in person's own account. */
export const usersPaths = {
  info: get('/api/management/users/info'),
  /** Also served at PUT /users/info (SPEC §7's short form). */
  editInfo: put('/api/management/users/info'),
  bindPhone: post('/api/management/users/bind/phone_number'),
};
