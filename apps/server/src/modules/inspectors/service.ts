import { isAdministrator } from '@dahua/shared';
import type {
  InspectorAnswer,
  InspectorAssignmentInput,
  InspectorListQuery,
} from '@dahua/shared/contracts/inspectors';
import type { AuthContext } from '../../access/auth-context.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, paged } from '../../lib/paging.js';
import { hashPassword } from '../../lib/password.js';
import { constraintOf, isUniqueViolation } from '../../lib/pg-errors.js';
import { recordAudit } from '../audit/service.js';
import * as userWrites from '../users/service.js';
import * as repo from './repo.js';

/**
 * Inspectors (issue 27): market regulators' read-only accounts. Administrators (ADMIN and
 * SUPER_ADMIN) create them, give them companies or shops, disable them and reset their
 * passwords; every change is audited. What an inspector may then read is read with its session
 * (auth/service.resolveSession → queries.inspectionOf), so a change of assignments reaches a
 * signed-in inspector at once on this instance and within the session cache's TTL on others.
 */

function requireAdministrator(auth: AuthContext): void {
  if (!isAdministrator(auth.user.roleType)) throw new AppError('FORBIDDEN');
}

function answerOf(user: UserRow, assignments: repo.NamedAssignment[]): InspectorAnswer {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    phone_number: user.phoneNumber ?? '',
    organisation: user.organisation,
    status: user.status,
    created_time: user.createdTime.toISOString(),
    assignments: assignments
      .filter((a) => a.userId === user.id)
      .map((a) => ({
        company_id: a.companyId,
        company_name: a.companyName,
        shop_id: a.shopId,
        shop_name: a.shopName,
      })),
  };
}

async function answerFor(db: Executor, user: UserRow): Promise<InspectorAnswer> {
  return answerOf(user, await repo.assignmentsOf(db, [user.id]));
}

export async function listInspectors(ctx: AppContext, auth: AuthContext, query: InspectorListQuery) {
  requireAdministrator(auth);
  const { rows, total } = await repo.list(ctx.db, query.name, query.per_page, offsetOf(query));
  const assignments = await repo.assignmentsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return paged(
    rows.map((row) => answerOf(row, assignments)),
    total,
    query,
  );
}

/**
 * The assignments as they will be stored: each company and shop must exist (404 naming the
 * field), a shop must belong to the company given with it (400); repeats are dropped, and so are
 * single shops of a company given whole (the whole company holds them).
 */
async function checkedAssignments(
  db: Executor,
  input: readonly InspectorAssignmentInput[],
): Promise<{ companyId: number; shopId: number | null }[]> {
  const known = await repo.existingCompanies(db, [...new Set(input.map((a) => a.company_id))]);
  const shopIds = [...new Set(input.flatMap((a) => (a.shop_id ? [a.shop_id] : [])))];
  const shopsFound = await repo.shopsByIds(db, shopIds);
  input.forEach((a, index) => {
    if (!known.has(a.company_id)) throw new AppError('NOT_FOUND', {}, {}, `assignments.${index}.company_id`);
    if (!a.shop_id) return;
    const shop = shopsFound.get(a.shop_id);
    if (!shop) throw new AppError('NOT_FOUND', {}, {}, `assignments.${index}.shop_id`);
    if (shop.companyId !== a.company_id)
      throw new AppError(
        'INSPECTOR_SHOP_OUTSIDE_COMPANY',
        { shop: shop.name },
        {},
        `assignments.${index}.shop_id`,
      );
  });
  const whole = new Set(input.filter((a) => !a.shop_id).map((a) => a.company_id));
  const seen = new Set<string>();
  const rows: { companyId: number; shopId: number | null }[] = [];
  for (const a of input) {
    const shopId = a.shop_id ?? null;
    if (shopId !== null && whole.has(a.company_id)) continue;
    const key = `${a.company_id}:${shopId ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ companyId: a.company_id, shopId });
  }
  return rows;
}

/** What an audit entry keeps of assignments: company and shop ids and names. */
function assignmentsDetail(assignments: InspectorAnswer['assignments']) {
  return assignments.map((a) => ({
    company_id: a.company_id,
    company_name: a.company_name,
    shop_id: a.shop_id,
    shop_name: a.shop_name,
  }));
}

export async function createInspector(
  ctx: AppContext,
  auth: AuthContext,
  input: {
    username: string;
    password: string;
    nickname: string;
    phone_number?: string | undefined;
    organisation: string;
    assignments: InspectorAssignmentInput[];
  },
): Promise<InspectorAnswer> {
  requireAdministrator(auth);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const rows = await checkedAssignments(tx, input.assignments);
      const user = await userWrites.insertUser(tx, {
        username: input.username,
        passwordHash,
        nickname: input.nickname || input.username,
        phoneNumber: input.phone_number ?? null,
        roleType: 'INSPECTOR',
        organisation: input.organisation,
      });
      await repo.replaceAssignments(tx, user.id, rows, auth.user.id);
      const answer = await answerFor(tx, user);
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: 'inspector.create',
        targetType: 'user',
        targetId: user.id,
        detail: {
          username: input.username,
          organisation: input.organisation,
          assignments: assignmentsDetail(answer.assignments),
        },
      });
      return answer;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(constraintOf(error) === 'users_phone_number_key' ? 'PHONE_TAKEN' : 'USERNAME_TAKEN');
    throw error;
  }
}

/** Replaces an inspector's companies and shops, all or nothing. */
export async function setAssignments(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  assignments: InspectorAssignmentInput[],
): Promise<InspectorAnswer> {
  requireAdministrator(auth);
  const answer = await ctx.db.transaction(async (tx) => {
    const user = await repo.lockInspector(tx, id);
    if (!user) throw new AppError('NOT_FOUND');
    const rows = await checkedAssignments(tx, assignments);
    const before = await answerFor(tx, user);
    await repo.replaceAssignments(tx, id, rows, auth.user.id);
    const after = await answerFor(tx, user);
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action: 'inspector.assignments',
      targetType: 'user',
      targetId: id,
      detail: { from: assignmentsDetail(before.assignments), to: assignmentsDetail(after.assignments) },
    });
    return after;
  });
  // This instance's cached sessions of the inspector go now; other instances' within their TTL.
  ctx.sessions.forgetUser(id);
  return answer;
}

type InspectorChange = { status: 'active' | 'disabled' } | { password: string };

/** Disables or enables an inspector, or sets a new password; disabling and a new password end its sessions. */
export async function changeInspector(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  change: InspectorChange,
): Promise<InspectorAnswer> {
  requireAdministrator(auth);
  const passwordHash = 'password' in change ? await hashPassword(change.password) : null;
  const answer = await ctx.db.transaction(async (tx) => {
    const target = await repo.lockInspector(tx, id);
    if (!target) throw new AppError('NOT_FOUND');
    if (passwordHash) await userWrites.updateUser(tx, id, { passwordHash });
    else if ('status' in change) await userWrites.updateUser(tx, id, { status: change.status });
    if (passwordHash || ('status' in change && change.status === 'disabled'))
      await repo.revokeAllSessions(tx, id);
    const action = passwordHash
      ? 'inspector.password_reset'
      : `inspector.${'status' in change ? change.status : 'active'}`;
    await recordAudit(tx, { actorUserId: auth.user.id, action, targetType: 'user', targetId: id });
    const updated = await repo.findInspector(tx, id);
    return answerFor(tx, updated ?? target);
  });
  ctx.sessions.forgetUser(id);
  return answer;
}

/** One request an inspector made to a route open to inspectors, as the audit log keeps it. */
export type InspectorView = {
  method: string;
  /** The route's path pattern (`/api/management/fleet/scales/:id`). */
  route: string;
  /** The path and query as requested. */
  url: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  status: number;
};

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** Text the audit log's jsonb can hold: no NUL, no lone surrogate, at most 500 characters. */
const storable = (text: string): string =>
  text
    .replaceAll('\u0000', '\ufffd')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .slice(0, 500);

/** A request's query as the audit detail keeps it (keys and texts made storable; at most 50 keys). */
function storableQuery(query: Record<string, unknown>): Record<string, unknown> {
  const value = (v: unknown): unknown =>
    typeof v === 'string' ? storable(v) : Array.isArray(v) ? v.slice(0, 50).map(value) : v;
  return Object.fromEntries(
    Object.entries(query)
      .slice(0, 50)
      .map(([key, v]) => [storable(key), value(v)]),
  );
}

/** The scale a route names: `…/scales/:id…`, or a `scaleId`/`scale_id` parameter or query. */
function scaleNamed(view: InspectorView): number | null {
  if (/\/scales\/:id(\/|$)/.test(view.route)) return idOf(view.params.id);
  return idOf(view.params.scaleId ?? view.params.scale_id ?? view.query.scale_id);
}

/**
 * Writes an inspector's view to the audit log (`inspector.view`): the route, the path and query
 * asked, the answer's status, and the scale or company the request names (the scale's company
 * with it). http/inspector-views.ts calls it after each answer.
 */
export async function recordView(ctx: AppContext, auth: AuthContext, view: InspectorView): Promise<void> {
  const scaleId = scaleNamed(view);
  const companyFromQuery = idOf(view.query.company_id);
  const companyId = scaleId !== null ? await repo.companyOfScale(ctx.db, scaleId) : companyFromQuery;
  await recordAudit(ctx.db, {
    actorUserId: auth.user.id,
    action: 'inspector.view',
    targetType: scaleId !== null ? 'scale' : companyId !== null ? 'company' : 'route',
    targetId: scaleId ?? companyId,
    companyId,
    detail: {
      method: view.method,
      route: view.route,
      path: storable(view.url),
      query: storableQuery(view.query),
      status: view.status,
      ...(scaleId !== null ? { scale_id: scaleId } : {}),
    },
  });
}
