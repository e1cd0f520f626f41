import { post } from './route.js';

export const wechatPaths = {
  /** Public: a WeChat person without an account gets a new one. */
  login: post('/api/management/users/login/wechat'),
  bind: post('/api/management/users/bind/wechat'),
};
