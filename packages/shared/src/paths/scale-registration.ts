import { get, post } from './route.js';

/**
 * Scale registration and authorisation (SPEC §2.1, §7): the judge call of the register page,
 * the device calls a scale makes to get a fresh credential, and the approval of such a request.
 */
export const scaleRegistrationPaths = {
  judge: post('/api/management/scales/register/judge'),
  /** Public: a registered scale opens an authorisation request. */
  openRequest: post('/api/devices/scales/authorization_requests'),
  /** Public: the scale collects its credential with its poll secret. */
  collect: post('/api/devices/scales/authorization_requests/:request_id/collect'),
  request: get('/api/management/scales/authorization_requests/:request_id'),
  /** Public with its own check: a session, or a WeChat code of a linked person. */
  authorize: post('/api/management/scales/authorize'),
};
