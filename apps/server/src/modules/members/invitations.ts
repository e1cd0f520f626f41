import { isCompanyUser } from '@dahua/shared';
import type { InvitationAnswer, SentInvitationAnswer } from '@dahua/shared/contracts/members';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { CompanyRole, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { recordAudit } from '../audit/service.js';
import * as users from '../users/queries.js';
import * as userWrites from '../users/service.js';
import { COMPANY_ROLE_NAMES } from '../users/service.js';
import * as invitations from './invitations-repo.js';
import * as repo from './repo.js';
import { mayAssign, requireManager } from './service.js';

/** How long an invitation waits for its answer. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 3600_000;

/**
 * Adding a person by phone invites them (issue 11 §1): the answer is the same whoever the number
 * belongs to (nobody yet, a company-less account, another company's member, an administrator),
 * so it maps no phone to an account, and nobody joins a company without accepting. Only a number
 * already in this company is refused, which tells the owner nothing new.
 */
export async function inviteByPhone(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  input: { phone_number: string; join_type: CompanyRole; nickname?: string | undefined },
) {
  await requireManager(ctx, scope, companyId);
  if (!mayAssign(scope, input.join_type)) throw new AppError('FORBIDDEN');
  const existing = await users.findByPhone(ctx.db, input.phone_number);
  const membership = existing ? await repo.membershipOf(ctx.db, existing.id) : null;
  if (membership?.companyId === companyId) throw new AppError('ALREADY_MEMBER');

  const invitation = await ctx.db.transaction(async (tx) => {
    const row = await invitations.upsertOpen(tx, {
      companyId,
      phoneNumber: input.phone_number,
      joinType: input.join_type,
      nickname: input.nickname ?? '',
      invitedBy: scope.userId,
      expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
    });
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'member.invite',
      targetType: 'invitation',
      targetId: row.id,
      companyId,
      detail: { join_type: input.join_type },
    });
    return row;
  });
  return {
    invitation_id: invitation.id,
    phone_number: invitation.phoneNumber,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/** A company's open invitations, for its owners and managers. */
export async function companyInvitations(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  lang: Lang,
): Promise<SentInvitationAnswer[]> {
  await requireManager(ctx, scope, companyId);
  const rows = await invitations.openOfCompany(ctx.db, companyId);
  return rows.map((row) => ({
    id: row.id,
    phone_number: row.phoneNumber,
    nickname: row.nickname,
    join_type: row.joinType,
    role_name: COMPANY_ROLE_NAMES[row.joinType][lang],
    created_time: row.createdTime.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  }));
}

export async function revokeInvitation(ctx: AppContext, scope: Scope, companyId: number, id: number) {
  await requireManager(ctx, scope, companyId);
  await ctx.db.transaction(async (tx) => {
    if (!(await invitations.revoke(tx, companyId, id))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'member.invite_revoke',
      targetType: 'invitation',
      targetId: id,
      companyId,
      detail: {},
    });
  });
}

/** The signed-in person's open invitations (to their bound phone). */
export async function myInvitations(ctx: AppContext, user: UserRow, lang: Lang): Promise<InvitationAnswer[]> {
  if (!user.phoneNumber || !isCompanyUser(user.roleType)) return [];
  const rows = await invitations.openForPhone(ctx.db, user.phoneNumber);
  return rows.map(({ invitation, companyName }) => ({
    id: invitation.id,
    company_id: invitation.companyId,
    company_name: companyName,
    join_type: invitation.joinType,
    role_name: COMPANY_ROLE_NAMES[invitation.joinType][lang],
    created_time: invitation.createdTime.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
  }));
}

/** Joins the company of an open invitation to the caller's phone: the person's consent. */
export async function acceptInvitation(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  if (!isCompanyUser(user.roleType)) throw new AppError('NOT_A_COMPANY_USER');
  if (!user.phoneNumber) throw new AppError('NOT_FOUND');
  const phoneNumber = user.phoneNumber;
  await ctx.db.transaction(async (tx) => {
    const invitation = await invitations.answer(tx, id, phoneNumber, 'accepted');
    if (!invitation) throw new AppError('NOT_FOUND');
    if (await repo.membershipOf(tx, user.id)) throw new AppError('ALREADY_IN_COMPANY');
    try {
      await repo.insert(tx, {
        companyId: invitation.companyId,
        userId: user.id,
        joinType: invitation.joinType,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('ALREADY_IN_COMPANY');
      throw error;
    }
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'member.join',
      targetType: 'user',
      targetId: user.id,
      companyId: invitation.companyId,
      detail: { join_type: invitation.joinType, invitation_id: invitation.id },
    });
  });
  ctx.sessions.forgetUser(user.id);
}

export async function declineInvitation(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  if (!user.phoneNumber || !(await invitations.answer(ctx.db, id, user.phoneNumber, 'declined'))) {
    throw new AppError('NOT_FOUND');
  }
}

/**
 * The first SMS sign-in of a new number created its account: it joins the company whose
 * invitation brought it here (the newest), with the name the inviter gave. Signing in with the
 * code is its answer; an account that existed before must accept in the console.
 */
export async function joinOnFirstSignIn(ctx: AppContext, user: UserRow): Promise<void> {
  const [newest] = await invitations.openForPhone(ctx.db, user.phoneNumber ?? '');
  if (!newest) return;
  if (newest.invitation.nickname)
    await userWrites.updateUser(ctx.db, user.id, { nickname: newest.invitation.nickname });
  await acceptInvitation(ctx, { ...user, phoneNumber: user.phoneNumber }, newest.invitation.id);
}
