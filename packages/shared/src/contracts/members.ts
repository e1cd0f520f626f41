import { z } from 'zod';
import { membersPaths } from '../paths/members.js';
import { COMPANY_ROLE_TYPES } from '../roles.js';
import { idParams, idText, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';
import { phoneNumber } from './sms.js';

export const memberSchema = z.object({
  user_id: z.number().int(),
  username: z.string().nullable(),
  nickname: z.string(),
  phone_number: z.string(),
  img_url: z.string(),
  status: z.enum(['active', 'disabled']),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  join_type: z.enum(COMPANY_ROLE_TYPES).nullable(),
  role_name: z.string(),
  created_time: z.string(),
});
export type MemberAnswer = z.infer<typeof memberSchema>;

const joinType = z.enum(COMPANY_ROLE_TYPES);
const roleList = z
  .string()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(joinType));

export const memberListQuery = pageQuery.extend({
  name: z.string().trim().max(40).optional(),
  join_type: roleList.optional().describe('comma-separated roles, e.g. OWNER,MANAGER'),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;
export const userListQuery = memberListQuery.extend({ company_id: idText.optional() });
export type UserListQuery = z.infer<typeof userListQuery>;

/** POST /api/management/companies/users (SPEC §7). */
export const addMemberById = z.object({
  company_id: rowId,
  user_id: rowId,
  join_type: joinType,
});
export const addMemberByPhone = z.object({
  phone_number: phoneNumber,
  join_type: joinType,
  nickname: z.string().trim().max(32).optional(),
});
export type AddMemberByPhone = z.infer<typeof addMemberByPhone>;
export const roleChange = z.object({ join_type: joinType });
export type RoleChange = z.infer<typeof roleChange>;
export const memberParams = z.object({ id: idText, userId: idText });

/** What every change of a membership answers: the person's id. */
export const memberDoneSchema = z.object({ user_id: z.number().int() });

/**
 * What adding by phone answers, whoever the number belongs to (nobody, a company-less account,
 * another company's member, an administrator): the same, so the answer tells no one whose a
 * number is. The person joins by accepting after signing in (SMS sign-in creates the account
 * of a new number).
 */
export const invitationSentSchema = z.object({
  invitation_id: z.number().int(),
  phone_number: z.string(),
  expires_at: z.string(),
});

/** An open invitation, as the inviting company sees it. */
export const sentInvitationSchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  nickname: z.string(),
  join_type: joinType,
  role_name: z.string(),
  created_time: z.string(),
  expires_at: z.string(),
});
export type SentInvitationAnswer = z.infer<typeof sentInvitationSchema>;
export const invitationParams = z.object({ id: idText, invitationId: idText });

/** An open invitation, as its addressee sees it. */
export const invitationSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  join_type: joinType,
  role_name: z.string().describe('the role in the caller’s language'),
  created_time: z.string(),
  expires_at: z.string(),
});
export type InvitationAnswer = z.infer<typeof invitationSchema>;

export const membersApi = defineApi(membersPaths, {
  addById: { body: addMemberById, response: memberDoneSchema },
  list: { params: idParams, query: memberListQuery, response: pageOf(memberSchema) },
  addByPhone: { params: idParams, body: addMemberByPhone, response: invitationSentSchema },
  changeRole: { params: memberParams, body: roleChange, response: memberDoneSchema },
  remove: { params: memberParams, response: memberDoneSchema },
  users: { query: userListQuery, response: pageOf(memberSchema) },
  companyInvitations: { params: idParams, response: z.array(sentInvitationSchema) },
  revokeInvitation: { params: invitationParams, response: z.null() },
  invitations: { response: z.array(invitationSchema) },
  acceptInvitation: { params: idParams, response: memberDoneSchema },
  declineInvitation: { params: idParams, response: z.null() },
});
