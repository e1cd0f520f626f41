// @vitest-environment jsdom
import type { UserInfo } from '@dahua/shared/contracts/users';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearLogin,
  decrypt,
  encrypt,
  loadUserInfo,
  rememberLocation,
  roleOf,
  STORAGE_KEYS,
  saveLogin,
  takeRememberedLocation,
} from './storage';

const info: UserInfo = {
  id: 1,
  username: 'demo',
  token: 'abc',
  expiration: new Date(Date.now() + 3600_000).toISOString(),
  nickname: '演示用户',
  img_url: '',
  phone_number: '13800000000',
  role_type: 'USER',
  created_time: '',
  last_modified_time: '',
  if_company: 1,
  if_phone_number: 1,
  if_wechat: 0,
  company_info: null,
};

beforeEach(() => localStorage.clear());

describe('stored session', () => {
  it('keeps user info AES-encrypted, with a separate token record', () => {
    saveLogin(info);
    const stored = localStorage.getItem(STORAGE_KEYS.userInfo)!;
    expect(stored).not.toContain('13800000000');
    expect(JSON.parse(decrypt(stored))).toEqual(info);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.token)!)).toEqual({
      token: 'abc',
      expiration: info.expiration,
    });
    expect(loadUserInfo()).toEqual(info);
  });

  it('forgets an expired or cleared login', () => {
    saveLogin({ ...info, expiration: new Date(Date.now() - 1000).toISOString() });
    expect(loadUserInfo()).toBeNull();
    saveLogin(info);
    clearLogin();
    expect(loadUserInfo()).toBeNull();
  });

  it('is ECB: the same text gives the same cipher', () => {
    expect(encrypt('hello')).toBe(encrypt('hello'));
  });

  it('reads the role as a string or as JSON', () => {
    expect(roleOf({ role_type: 'ADMIN' })).toBe('ADMIN');
    expect(roleOf({ role_type: '"SUPER_ADMIN"' as UserInfo['role_type'] })).toBe('SUPER_ADMIN');
    expect(roleOf({ role_type: '["USER"]' as UserInfo['role_type'] })).toBe('USER');
    expect(roleOf(null)).toBeNull();
  });

  it('uses a remembered location once', () => {
    rememberLocation('/project/goodMng/goodList');
    expect(takeRememberedLocation()).toBe('/project/goodMng/goodList');
    expect(takeRememberedLocation()).toBeNull();
  });
});
