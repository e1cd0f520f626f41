import type { CompanyRoleType } from '@dahua/shared';
import type { BodyOf, QueryOf } from '@dahua/shared/contracts/define';
import type {
  InvitationAnswer as Invitation,
  MemberAnswer as Member,
  membersApi,
  SentInvitationAnswer as SentInvitation,
} from '@dahua/shared/contracts/members';
import { membersPaths } from '@dahua/shared/paths/members';
import { clientFor } from './client';

export type { Invitation, Member, SentInvitation };

type MembersApi = typeof membersApi;
export type MemberQuery = Omit<QueryOf<MembersApi['list']>, 'join_type'> & {
  /** Only these roles (sent comma-separated). */
  join_type?: readonly CompanyRoleType[] | undefined;
};
export type NewMember = BodyOf<MembersApi['addByPhone']>;

const members = clientFor<MembersApi>(membersPaths);

/** The roles as a list the request layer sends comma-separated (none: no filter). */
function queryOf<Q extends MemberQuery>({ join_type, ...rest }: Q) {
  return { ...rest, join_type: join_type?.length ? [...join_type] : undefined };
}

/** A company's members (its owners and managers; anyone in it may list OWNER,MANAGER). */
export const listMembers = (companyId: number, query: MemberQuery) =>
  members.list({ params: { id: companyId }, query: queryOf(query) });

/** Administrators: every company user with their company, filterable by company. */
export const listUsers = (query: MemberQuery & { company_id?: number | undefined }) =>
  members.users({ query: queryOf(query) });

/**
 * Invites the person behind this phone; they join by accepting (a new number: by its first SMS sign-in).
 * Silent: the dialog shows a refusal (on its field).
 */
export const addMemberByPhone = (companyId: number, body: NewMember) =>
  members.addByPhone({ params: { id: companyId }, body }, { silent: true });

/** A company's open invitations, and withdrawing one. */
export const companyInvitations = (companyId: number) =>
  members.companyInvitations({ params: { id: companyId } });
export const revokeInvitation = (companyId: number, invitationId: number) =>
  members.revokeInvitation({ params: { id: companyId, invitationId } });

/** The signed-in person's open invitations, and their answers. */
export const myInvitations = () => members.invitations();
export const acceptInvitation = (id: number) => members.acceptInvitation({ params: { id } });
export const declineInvitation = (id: number) => members.declineInvitation({ params: { id } });

/** POST /api/management/companies/users: administrators put an existing account into a company. */
export const addMemberById = (body: BodyOf<MembersApi['addById']>) => members.addById({ body });

export const changeMemberRole = (companyId: number, userId: number, joinType: CompanyRoleType) =>
  members.changeRole({ params: { id: companyId, userId }, body: { join_type: joinType } });

export const removeMember = (companyId: number, userId: number) =>
  members.remove({ params: { id: companyId, userId } });
