import { post } from './route.js';

/** Signing in and out; WeChat sign-in is in wechat.ts, sending an SMS code in sms.ts. */
export const authPaths = {
  /** Basic credentials in the authorization header (public). */
  loginWithPassword: post('/api/management/users/login/password'),
  /** An unknown phone gets a new account (public). */
  loginWithSms: post('/api/management/users/login/phone_number'),
  logout: post('/api/management/users/logout'),
};
