import {
  canManageCompany,
  isAdministrator as isAdministratorRole,
  isCompanyManager as isCompanyManagerRole,
  isCompanyOwner as isCompanyOwnerRole,
  isInspector as isInspectorRole,
  isSiteEditor as isSiteEditorRole,
  isSuperAdministrator as isSuperAdministratorRole,
} from '@dahua/shared';
import type { UserInfo } from '@dahua/shared/contracts/users';
import { roleOf } from '../services/storage';

/**
 * The console's role decisions about the signed-in person, one place: each reads the user info
 * (its role, which stored login data may hold as JSON, and its company role) and asks the shared
 * predicates of `@dahua/shared` (roles.ts), the same ones the server asks.
 */

/** Administrators act for every company. */
export function isAdministrator(info: UserInfo | null): boolean {
  return isAdministratorRole(roleOf(info));
}

/** A market regulator's read-only account (issue 27): only the inspection console /inspect. */
export function isInspector(info: UserInfo | null): boolean {
  return isInspectorRole(roleOf(info));
}

/**
 * Whether the person must bind a phone before anything else (SPEC §4). An inspector's account is
 * the administrator's to set up (its phone is optional): it is never sent to phone binding.
 */
export function needsPhoneBinding(info: UserInfo): boolean {
  return info.if_phone_number !== 1 && !isInspector(info);
}

/** Site editors (issue 30): super administrators, and administrators given the right; /admin/leads is theirs. */
export function isSiteEditor(info: UserInfo | null): boolean {
  return isSiteEditorRole({ userRole: roleOf(info), siteEditor: info?.site_editor === true });
}

/** Super administrators create and manage the other administrators. */
export function isSuperAdministrator(info: UserInfo | null): boolean {
  return isSuperAdministratorRole(roleOf(info));
}

/** The owner or a manager of the person's company (administrators are neither). */
export function isCompanyManager(info: UserInfo | null): boolean {
  return isCompanyManagerRole(info?.company_info?.role_type);
}

/** The owner of the person's company. */
export function isCompanyOwner(info: UserInfo | null): boolean {
  return isCompanyOwnerRole(info?.company_info?.role_type);
}

/** Company owners and managers (and administrators) manage the company: its shops, scales, people. */
export function canManageShops(info: UserInfo | null): boolean {
  if (!info) return false;
  return canManageCompany({ userRole: roleOf(info), companyRole: info.company_info?.role_type });
}
