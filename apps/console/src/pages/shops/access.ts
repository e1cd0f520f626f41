import { isAdminRole } from '@dahua/shared';
import type { UserInfo } from '@dahua/shared/contracts/users';
import { roleOf } from '../../services/storage';

/** Administrators act for every company. */
export function isAdministrator(info: UserInfo | null): boolean {
  return isAdminRole(roleOf(info));
}

/** Company owners and managers (and administrators) create, edit and delete shops. */
export function canManageShops(info: UserInfo | null): boolean {
  if (!info) return false;
  if (isAdministrator(info)) return true;
  return !!info.company_info && info.company_info.role_type !== 'USER';
}
