import type { CompanyInfo, UserInfo } from '@dahua/shared';
import { requestData } from './client';

/** Calls about the signed-in person's own account (SPEC §7). */

export function sendSmsCode(phoneNumber: string): Promise<null> {
  return requestData<null>('/api/management/users/login/code', {
    query: { phone_number: phoneNumber },
    withoutToken: true,
  });
}

export function loginWithSms(phoneNumber: string, verifyCode: string): Promise<UserInfo> {
  return requestData<UserInfo>('/api/management/users/login/phone_number', {
    method: 'POST',
    withoutToken: true,
    body: { phone_number: phoneNumber, verify_code: verifyCode },
  });
}

export function bindPhone(phoneNumber: string, verifyCode: string): Promise<UserInfo> {
  return requestData<UserInfo>('/api/management/users/bind/phone_number', {
    method: 'POST',
    body: { phone_number: phoneNumber, verify_code: verifyCode },
    silent: true,
  });
}

export type WechatType = 'web' | 'mp' | 'mini';

export function loginWithWechat(code: string, wechatType: WechatType): Promise<UserInfo> {
  return requestData<UserInfo>('/api/management/users/login/wechat', {
    method: 'POST',
    withoutToken: true,
    body: { code, wechat_type: wechatType },
  });
}

export function bindWechat(code: string, wechatType: WechatType): Promise<UserInfo> {
  return requestData<UserInfo>('/api/management/users/bind/wechat', {
    method: 'POST',
    body: { code, wechat_type: wechatType },
  });
}

/** PUT /users/info: the profile (nickname, phone_number) or the avatar (img_url). */
export function updateProfile(changes: {
  nickname?: string;
  phone_number?: string;
  img_url?: string;
}): Promise<UserInfo> {
  return requestData<UserInfo>('/users/info', { method: 'PUT', body: changes });
}

export type CompanyChanges = Partial<
  Pick<CompanyInfo, 'name' | 'contact_person' | 'phone_number' | 'address'>
>;

export function updateCompany(id: number, changes: CompanyChanges): Promise<unknown> {
  return requestData(`/companies/${id}`, { method: 'PUT', body: changes });
}
