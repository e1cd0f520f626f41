/**
 * The wire constants shared by the server and the console (SPEC §7/§8). No zod here: the
 * schemas of each call (user info among them) live in ./contracts/<domain>.ts.
 */

/** `code` of every successful answer. */
export const SUCCESS_CODE = 1;

/** data.dahua_error of an answer whose session is missing, expired or revoked. */
export const SESSION_INVALID_ERROR = 'ERCO000001';

export type ApiEnvelope<T = unknown> = { code: number; msg: string; data: T };

export const USER_ROLE_TYPES = ['USER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type UserRoleType = (typeof USER_ROLE_TYPES)[number];

export const COMPANY_ROLE_TYPES = ['OWNER', 'MANAGER', 'USER'] as const;
export type CompanyRoleType = (typeof COMPANY_ROLE_TYPES)[number];

/** Administrators (ADMIN and SUPER_ADMIN) use /admin; company users use /project. */
export function isAdminRole(role: string | undefined | null): boolean {
  return role === 'ADMIN' || role === 'SUPER_ADMIN';
}
