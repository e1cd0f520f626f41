import { barcodeFormatOf } from '@dahua/shared/contracts/companies';
import type { ProfileChanges, UserInfo } from '@dahua/shared/contracts/users';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { verifyCode } from '../sms/service.js';
import * as repo from './repo.js';

/** The writes other modules make to users (sign-up, invitations, administrators): through here, never users/repo.ts. */
export const insertUser = repo.insertUser;
export const updateUser = repo.updateUser;

export const COMPANY_ROLE_NAMES = {
  OWNER: { ch: '所有者', en: 'Owner' },
  MANAGER: { ch: '管理员', en: 'Manager' },
  USER: { ch: '员工', en: 'Staff' },
} as const;

/** The user info of SPEC §3 for a user just signed in (their membership read here). */
export async function userInfoAfterSignIn(
  db: Db,
  user: UserRow,
  session: { token: string; expiresAt: Date },
  lang: Lang,
): Promise<UserInfo> {
  const [membership, hasWechat] = await Promise.all([
    repo.membershipOf(db, user.id),
    repo.hasWechat(db, user.id),
  ]);
  return userInfoOf(
    { user, membership, hasWechat, token: session.token, expiresAt: session.expiresAt },
    lang,
  );
}

/** Builds the user info of SPEC §3 from a user, their membership and the token they hold. */
export function userInfoOf(
  {
    user,
    membership,
    hasWechat,
    token,
    expiresAt,
  }: {
    user: UserRow;
    membership: repo.Membership | null;
    hasWechat: boolean;
    token: string;
    expiresAt: Date;
  },
  lang: Lang,
): UserInfo {
  return {
    id: user.id,
    username: user.username,
    token,
    expiration: expiresAt.toISOString(),
    nickname: user.nickname,
    img_url: user.imgUrl,
    phone_number: user.phoneNumber ?? '',
    role_type: user.roleType,
    created_time: user.createdTime.toISOString(),
    last_modified_time: user.lastModifiedTime.toISOString(),
    if_company: membership ? 1 : 0,
    if_phone_number: user.phoneNumber ? 1 : 0,
    if_wechat: hasWechat ? 1 : 0,
    site_editor: user.siteEditor,
    company_info: membership && {
      id: membership.companyId,
      name: membership.name,
      contact_person: membership.contactPerson,
      phone_number: membership.phoneNumber,
      address: membership.address,
      if_analysis_open: membership.ifAnalysisOpen ? 1 : 0,
      barcode_format: barcodeFormatOf(membership.barcodeFormat),
      barcode_flag: membership.barcodeFlag,
      time_zone: membership.timeZone,
      role_type: membership.joinType,
      role_name: COMPANY_ROLE_NAMES[membership.joinType][lang],
    },
  };
}

/** Binds a phone to the signed-in account with an SMS code; a phone of another account is refused. */
export async function bindPhone(
  ctx: AppContext,
  userId: number,
  phoneNumber: string,
  code: string,
): Promise<void> {
  await verifyCode(ctx, phoneNumber, code);
  const owner = await repo.findByPhone(ctx.db, phoneNumber);
  if (owner && owner.id !== userId) throw new AppError('PHONE_TAKEN');
  try {
    await repo.updateUser(ctx.db, userId, { phoneNumber });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PHONE_TAKEN');
    throw error;
  }
  ctx.sessions.forgetUser(userId);
}

/** The user info of the signed-in caller, read afresh (after a change to their account). */
export async function freshUserInfo(
  ctx: AppContext,
  auth: { user: UserRow; token: string; expiresAt: Date },
  lang: Lang,
): Promise<UserInfo> {
  const user = (await repo.findById(ctx.db, auth.user.id)) ?? auth.user;
  return userInfoAfterSignIn(ctx.db, user, auth, lang);
}

/** Edits the caller's profile. The phone changes only through binding with an SMS code. */
export async function updateProfile(ctx: AppContext, user: UserRow, changes: ProfileChanges): Promise<void> {
  if (changes.phone_number !== undefined && changes.phone_number !== (user.phoneNumber ?? '')) {
    throw new AppError('PHONE_CHANGE_NEEDS_CODE');
  }
  const values: { nickname?: string; imgUrl?: string } = {};
  if (changes.nickname !== undefined) values.nickname = changes.nickname;
  if (changes.img_url !== undefined) values.imgUrl = changes.img_url;
  if (Object.keys(values).length > 0) await repo.updateUser(ctx.db, user.id, values);
  ctx.sessions.forgetUser(user.id);
}
