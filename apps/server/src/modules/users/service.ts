import type { UserInfo } from '@dahua/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Lang } from '../../http/language.js';
import * as repo from './repo.js';

const COMPANY_ROLE_NAMES = {
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
  return userInfoOf({ user, membership: await repo.membershipOf(db, user.id), ...session }, lang);
}

/** Builds the user info of SPEC §3 from a user, their membership and the token they hold. */
export function userInfoOf(
  {
    user,
    membership,
    token,
    expiresAt,
  }: { user: UserRow; membership: repo.Membership | null; token: string; expiresAt: Date },
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
    // WeChat identities arrive with the WeChat sign-in issue; until then no account has one.
    if_wechat: 0,
    company_info: membership && {
      id: membership.companyId,
      name: membership.name,
      contact_person: membership.contactPerson,
      phone_number: membership.phoneNumber,
      address: membership.address,
      if_analysis_open: membership.ifAnalysisOpen ? 1 : 0,
      role_type: membership.joinType,
      role_name: COMPANY_ROLE_NAMES[membership.joinType][lang],
    },
  };
}
