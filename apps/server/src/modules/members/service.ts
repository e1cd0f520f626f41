import { isCompanyOwner, isCompanyStaff, isCompanyUser } from '@dahua/shared';
import type { MemberAnswer } from '@dahua/shared/contracts/members';
import { canManageCompany, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { CompanyRole, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { recordAudit } from '../audit/service.js';
import * as companies from '../companies/queries.js';
import * as users from '../users/queries.js';
import { COMPANY_ROLE_NAMES } from '../users/service.js';
import * as repo from './repo.js';

type Row = Awaited<ReturnType<typeof repo.list>>['rows'][number];

function answer({ user, member, companyName }: Row, lang: Lang): MemberAnswer {
  return {
    user_id: user.id,
    username: user.username,
    nickname: user.nickname,
    phone_number: user.phoneNumber ?? '',
    img_url: user.imgUrl,
    status: user.status,
    company_id: member?.companyId ?? null,
    company_name: companyName,
    join_type: member?.joinType ?? null,
    role_name: member ? COMPANY_ROLE_NAMES[member.joinType][lang] : '',
    created_time: user.createdTime.toISOString(),
  };
}

/**
 * A company's members: its owners and managers (and administrators) see everyone; any member
 * may see who the owners and managers are (the company's admin list). Others: 404.
 */
export async function listMembers(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  query: PageQuery & { name?: string | undefined; join_type?: CompanyRole[] | undefined },
  lang: Lang,
) {
  const ownCompany = scope.kind === 'company' && scope.companyId === companyId;
  if (scope.kind !== 'all' && !ownCompany) throw new AppError('NOT_FOUND');
  const onlyManagers = query.join_type?.length && query.join_type.every((r) => !isCompanyStaff(r));
  if (!canManageCompany(scope, companyId) && !onlyManagers) throw new AppError('FORBIDDEN');
  const { rows, total } = await repo.list(
    ctx.db,
    { companyId, roles: query.join_type, name: query.name },
    query.per_page,
    offsetOf(query),
  );
  return paged(
    rows.map((r) => answer(r, lang)),
    total,
    query,
  );
}

/** Every company user with their company (administrators). */
export async function listUsers(
  ctx: AppContext,
  scope: Scope,
  query: PageQuery & {
    company_id?: number | undefined;
    name?: string | undefined;
    join_type?: CompanyRole[] | undefined;
  },
  lang: Lang,
) {
  if (scope.kind !== 'all') throw new AppError('FORBIDDEN');
  const { rows, total } = await repo.list(
    ctx.db,
    { companyId: query.company_id, roles: query.join_type, name: query.name },
    query.per_page,
    offsetOf(query),
  );
  return paged(
    rows.map((r) => answer(r, lang)),
    total,
    query,
  );
}

/** Owners and administrators may touch owners; managers manage managers and staff. */
export function mayAssign(scope: Scope, role: CompanyRole): boolean {
  return (
    scope.kind === 'all' ||
    (scope.kind === 'company' && (isCompanyOwner(scope.role) || !isCompanyOwner(role)))
  );
}

export async function requireManager(ctx: AppContext, scope: Scope, companyId: number) {
  if (scope.kind !== 'all' && !(scope.kind === 'company' && scope.companyId === companyId))
    throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
  if (!(await companies.findById(ctx.db, companyId))) throw new AppError('NOT_FOUND');
}

async function addUser(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  user: UserRow,
  joinType: CompanyRole,
) {
  if (!isCompanyUser(user.roleType)) throw new AppError('NOT_A_COMPANY_USER');
  if (!mayAssign(scope, joinType)) throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx) => {
    if (await repo.membershipOf(tx, user.id)) throw new AppError('ALREADY_IN_COMPANY');
    try {
      await repo.insert(tx, { companyId, userId: user.id, joinType });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('ALREADY_IN_COMPANY');
      throw error;
    }
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'member.add',
      targetType: 'user',
      targetId: user.id,
      companyId,
      detail: { join_type: joinType },
    });
  });
  ctx.sessions.forgetUser(user.id);
}

/**
 * POST /api/management/companies/users: an administrator (the maker's support) puts an existing
 * account into a company. Companies invite by phone instead, so that nobody joins without consent.
 */
export async function addMemberById(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  userId: number,
  joinType: CompanyRole,
) {
  if (scope.kind !== 'all') throw new AppError('FORBIDDEN');
  await requireManager(ctx, scope, companyId);
  const user = await users.findById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  await addUser(ctx, scope, companyId, user, joinType);
}

/** Changes a member's role or removes them; a company always keeps at least one owner. */
export async function changeMember(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  userId: number,
  change: { join_type: CompanyRole } | 'remove',
): Promise<void> {
  await requireManager(ctx, scope, companyId);
  await ctx.db.transaction(async (tx) => {
    const membership = await repo.membershipOf(tx, userId);
    if (!membership || membership.companyId !== companyId) throw new AppError('NOT_FOUND');
    const newRole = change === 'remove' ? null : change.join_type;
    if (!mayAssign(scope, membership.joinType) || (newRole && !mayAssign(scope, newRole))) {
      throw new AppError('FORBIDDEN');
    }
    if (isCompanyOwner(membership.joinType) && !isCompanyOwner(newRole)) {
      const owners = await repo.ownerIdsForUpdate(tx, companyId);
      if (owners.length <= 1) throw new AppError('LAST_OWNER');
    }
    if (newRole) await repo.setRole(tx, companyId, userId, newRole);
    else await repo.remove(tx, companyId, userId);
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: newRole ? 'member.role' : 'member.remove',
      targetType: 'user',
      targetId: userId,
      companyId,
      detail: newRole ? { from: membership.joinType, to: newRole } : { was: membership.joinType },
    });
  });
  ctx.sessions.forgetUser(userId);
}
