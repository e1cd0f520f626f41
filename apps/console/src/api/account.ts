import type { authApi } from '@dahua/shared/contracts/auth';
import type { BodyOf } from '@dahua/shared/contracts/define';
import type { smsApi } from '@dahua/shared/contracts/sms';
import type { CompanyInfo, usersApi } from '@dahua/shared/contracts/users';
import type { WechatType, wechatApi } from '@dahua/shared/contracts/wechat';
import { authPaths } from '@dahua/shared/paths/auth';
import { smsPaths } from '@dahua/shared/paths/sms';
import { usersPaths } from '@dahua/shared/paths/users';
import { wechatPaths } from '@dahua/shared/paths/wechat';
import { clientFor } from './client';
import { editCompany } from './companies';

/** Calls about the signed-in person's own account (SPEC §7). */

export type { WechatType };
/** The profile (nickname, phone_number) or the avatar (img_url), partially. */
export type ProfileChanges = BodyOf<(typeof usersApi)['editInfo']>;
/** What the personal center edits of the person's company. */
export type CompanyChanges = Partial<
  Pick<CompanyInfo, 'name' | 'contact_person' | 'phone_number' | 'address' | 'time_zone'>
>;

const auth = clientFor<typeof authApi>(authPaths);
const sms = clientFor<typeof smsApi>(smsPaths);
const users = clientFor<typeof usersApi>(usersPaths);
const wechat = clientFor<typeof wechatApi>(wechatPaths);

export const sendSmsCode = (phoneNumber: string) =>
  sms.sendCode({ query: { phone_number: phoneNumber } }, { withoutToken: true });

/** Signs in with a phone and its SMS code; an unknown phone gets a new account. */
export const loginWithSms = (phoneNumber: string, verifyCode: string) =>
  auth.loginWithSms({ body: { phone_number: phoneNumber, verify_code: verifyCode } }, { withoutToken: true });

export const bindPhone = (phoneNumber: string, verifyCode: string) =>
  users.bindPhone({ body: { phone_number: phoneNumber, verify_code: verifyCode } }, { silent: true });

export const loginWithWechat = (code: string, wechatType: WechatType) =>
  wechat.login({ body: { code, wechat_type: wechatType } }, { withoutToken: true });

export const bindWechat = (code: string, wechatType: WechatType) =>
  wechat.bind({ body: { code, wechat_type: wechatType } });

/** The profile or the avatar; the phone changes only by binding. */
export const updateProfile = (changes: ProfileChanges) => users.editInfo({ body: changes });

/** The person's own company (its owner or managers). */
export const updateCompany = (id: number, changes: CompanyChanges) => editCompany(id, changes);
