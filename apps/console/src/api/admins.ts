import { ADMIN_ROLE_TYPES } from '@dahua/shared';
import type { AdminAnswer as Admin, AdminRole, adminsApi } from '@dahua/shared/contracts/admins';
import type { BodyOf, QueryOf } from '@dahua/shared/contracts/define';
import { adminsPaths } from '@dahua/shared/paths/admins';
import { clientFor } from './client';

export type { Admin, AdminRole };

/** The contract's roles as a value for the form (contracts are imported as types only; the list is the shared roles.ts's). */
export const ADMIN_ROLES = ADMIN_ROLE_TYPES satisfies readonly AdminRole[];

type AdminsApi = typeof adminsApi;
export type AdminQuery = QueryOf<AdminsApi['list']>;
export type NewAdmin = BodyOf<AdminsApi['create']>;

const admins = clientFor<AdminsApi>(adminsPaths);

export const listAdmins = (query: AdminQuery) => admins.list({ query });
/** Super administrators only, like every change below. Silent: the dialog shows a refusal (on its field). */
export const createAdmin = (body: NewAdmin) => admins.create({ body }, { silent: true });
export const setAdminStatus = (id: number, status: Admin['status']) =>
  admins.setStatus({ params: { id }, body: { status } });
export const setAdminRole = (id: number, roleType: AdminRole) =>
  admins.setRole({ params: { id }, body: { role_type: roleType } });
/** Ends the administrator's sessions too. Silent: the dialog shows a refusal (on its field). */
export const resetAdminPassword = (id: number, password: string) =>
  admins.resetPassword({ params: { id }, body: { password } }, { silent: true });
/** Gives or takes the "site editor" right (issue 30). */
export const setAdminSiteEditor = (id: number, siteEditor: boolean) =>
  admins.setSiteEditor({ params: { id }, body: { site_editor: siteEditor } });
