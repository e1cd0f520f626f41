import { isSuperAdministrator } from '@dahua/shared';
import type { AdminAnswer } from '@dahua/shared/contracts/admins';
import type { AuthContext } from '../../access/auth-context.js';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import { hashPassword } from '../../lib/password.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { recordAudit } from '../audit/service.js';
import * as userWrites from '../users/service.js';
import * as repo from './repo.js';

function answer(user: UserRow): AdminAnswer {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    phone_number: user.phoneNumber ?? '',
    role_type: isSuperAdministrator(user.roleType) ? 'SUPER_ADMIN' : 'ADMIN',
    status: user.status,
    site_editor: user.siteEditor,
    created_time: user.createdTime.toISOString(),
  };
}

export async function listAdmins(
  ctx: AppContext,
  scope: Scope,
  query: PageQuery & { name?: string | undefined },
) {
  if (scope.kind !== 'all') throw new AppError('FORBIDDEN');
  const { rows, total } = await repo.list(ctx.db, query.name, query.per_page, offsetOf(query));
  return paged(rows.map(answer), total, query);
}

/** Only a super administrator manages administrators. */
function requireSuperAdmin(auth: AuthContext): void {
  if (!isSuperAdministrator(auth.user.roleType)) throw new AppError('FORBIDDEN');
}

export async function createAdmin(
  ctx: AppContext,
  auth: AuthContext,
  input: {
    username: string;
    password: string;
    nickname: string;
    phone_number?: string | undefined;
    role_type: 'ADMIN' | 'SUPER_ADMIN';
  },
): Promise<AdminAnswer> {
  requireSuperAdmin(auth);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await userWrites.insertUser(tx, {
        username: input.username,
        passwordHash,
        nickname: input.nickname || input.username,
        phoneNumber: input.phone_number ?? null,
        roleType: input.role_type,
      });
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: 'admin.create',
        targetType: 'user',
        targetId: user.id,
        detail: { username: input.username, role_type: input.role_type },
      });
      return answer(user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(input.phone_number ? 'PHONE_TAKEN' : 'USERNAME_TAKEN');
    throw error;
  }
}

type AdminChange =
  | { status: 'active' | 'disabled' }
  | { role_type: 'ADMIN' | 'SUPER_ADMIN' }
  | { password: string };

/**
 * Disables or enables, changes the role of, or resets the password of an administrator. Never
 * oneself (status, role), never leaving no active super administrator. A reset or a disable
 * ends the person's sessions.
 */
export async function changeAdmin(ctx: AppContext, auth: AuthContext, id: number, change: AdminChange) {
  requireSuperAdmin(auth);
  const passwordHash = 'password' in change ? await hashPassword(change.password) : null;
  const updated = await ctx.db.transaction(async (tx) => {
    await repo.lockAdminChange(tx, id);
    const target = await repo.findAdmin(tx, id);
    if (!target) throw new AppError('NOT_FOUND');
    if (!passwordHash && target.id === auth.user.id) throw new AppError('NOT_YOURSELF');
    const losesSuperAdmin =
      isSuperAdministrator(target.roleType) &&
      target.status === 'active' &&
      (('status' in change && change.status === 'disabled') ||
        ('role_type' in change && !isSuperAdministrator(change.role_type)));
    if (losesSuperAdmin && (await repo.otherActiveSuperAdmins(tx, target.id)) === 0)
      throw new AppError('LAST_SUPER_ADMIN');

    if (passwordHash) await userWrites.updateUser(tx, id, { passwordHash });
    else if ('status' in change) await userWrites.updateUser(tx, id, { status: change.status });
    else if ('role_type' in change) await userWrites.updateUser(tx, id, { roleType: change.role_type });
    if (passwordHash || ('status' in change && change.status === 'disabled'))
      await repo.revokeAllSessions(tx, id);

    const action = passwordHash
      ? 'admin.password_reset'
      : 'status' in change
        ? `admin.${change.status}`
        : 'admin.role';
    const detail = 'role_type' in change ? { from: target.roleType, to: change.role_type } : {};
    await recordAudit(tx, { actorUserId: auth.user.id, action, targetType: 'user', targetId: id, detail });
    return repo.findAdmin(tx, id);
  });
  ctx.sessions.forgetUser(id);
  if (!updated) throw new AppError('NOT_FOUND');
  return answer(updated);
}

/**
 * Gives or takes an administrator's "site editor" right (issue 30): super administrators only, on
 * anyone but themselves (a super administrator has the right by role, whatever this flag says).
 */
export async function setSiteEditor(ctx: AppContext, auth: AuthContext, id: number, siteEditor: boolean) {
  requireSuperAdmin(auth);
  const updated = await ctx.db.transaction(async (tx) => {
    const target = await repo.findAdmin(tx, id);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.id === auth.user.id) throw new AppError('NOT_YOURSELF');
    await repo.setSiteEditor(tx, id, siteEditor);
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action: 'admin.site_editor',
      targetType: 'user',
      targetId: id,
      detail: { from: target.siteEditor, to: siteEditor },
    });
    return repo.findAdmin(tx, id);
  });
  ctx.sessions.forgetUser(id);
  if (!updated) throw new AppError('NOT_FOUND');
  return answer(updated);
}
