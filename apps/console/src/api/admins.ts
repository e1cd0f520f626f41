import { requestData } from './client';
import type { Paged } from './notices';

export const ADMIN_ROLES = ['ADMIN', 'SUPER_ADMIN'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export type Admin = {
  id: number;
  username: string | null;
  nickname: string;
  phone_number: string;
  role_type: AdminRole;
  status: 'active' | 'disabled';
  created_time: string;
};

export type NewAdmin = {
  username: string;
  password: string;
  nickname: string;
  phone_number?: string | undefined;
  role_type: AdminRole;
};

export function listAdmins(query: {
  page: number;
  per_page: number;
  name?: string | undefined;
}): Promise<Paged<Admin>> {
  return requestData('/api/management/admins', { query });
}

/** Super administrators only, like every change below. */
export function createAdmin(body: NewAdmin): Promise<Admin> {
  return requestData('/api/management/admins', { method: 'POST', body });
}

export function setAdminStatus(id: number, status: Admin['status']): Promise<Admin> {
  return requestData(`/api/management/admins/${id}/status`, { method: 'PUT', body: { status } });
}

export function setAdminRole(id: number, roleType: AdminRole): Promise<Admin> {
  return requestData(`/api/management/admins/${id}/role`, { method: 'PUT', body: { role_type: roleType } });
}

/** Ends the administrator's sessions too. */
export function resetAdminPassword(id: number, password: string): Promise<Admin> {
  return requestData(`/api/management/admins/${id}/password`, { method: 'PUT', body: { password } });
}
