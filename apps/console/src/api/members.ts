import type { CompanyRoleType } from '@dahua/shared';
import { requestData } from './client';
import type { Paged } from './notices';

export type Member = {
  user_id: number;
  username: string | null;
  nickname: string;
  phone_number: string;
  img_url: string;
  status: 'active' | 'disabled';
  company_id: number | null;
  company_name: string | null;
  join_type: CompanyRoleType | null;
  role_name: string;
  created_time: string;
};

export type MemberQuery = {
  page: number;
  per_page: number;
  name?: string | undefined;
  /** Only these roles (sent comma-separated). */
  join_type?: readonly CompanyRoleType[] | undefined;
};

function queryOf({ join_type, ...rest }: MemberQuery) {
  return { ...rest, join_type: join_type?.length ? join_type.join(',') : undefined };
}

/** A company's members (its owners and managers; anyone in it may list OWNER,MANAGER). */
export function listMembers(companyId: number, query: MemberQuery): Promise<Paged<Member>> {
  return requestData(`/api/management/companies/${companyId}/members`, { query: queryOf(query) });
}

/** Administrators: every company user with their company, filterable by company. */
export function listUsers(query: MemberQuery & { company_id?: number | undefined }): Promise<Paged<Member>> {
  return requestData('/api/management/users', { query: queryOf(query) });
}

export type NewMember = { phone_number: string; join_type: CompanyRoleType; nickname?: string | undefined };

/** Adds the account with this phone, or creates one that signs in by SMS code. */
export function addMemberByPhone(companyId: number, body: NewMember): Promise<{ user_id: number }> {
  return requestData(`/api/management/companies/${companyId}/members`, { method: 'POST', body });
}

/** POST /api/management/companies/users: an existing account joins a company. */
export function addMemberById(body: {
  company_id: number;
  user_id: number;
  join_type: CompanyRoleType;
}): Promise<{ user_id: number }> {
  return requestData('/api/management/companies/users', { method: 'POST', body });
}

export function changeMemberRole(
  companyId: number,
  userId: number,
  joinType: CompanyRoleType,
): Promise<{ user_id: number }> {
  return requestData(`/api/management/companies/${companyId}/members/${userId}`, {
    method: 'PUT',
    body: { join_type: joinType },
  });
}

export function removeMember(companyId: number, userId: number): Promise<{ user_id: number }> {
  return requestData(`/api/management/companies/${companyId}/members/${userId}`, { method: 'DELETE' });
}
