import type { AuditEntry } from '@dahua/shared/contracts/audit';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { auditLogs } from '../../db/schema/index.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import * as repo from './repo.js';

/**
 * Where an entry's detail keeps the names of its target and company as they were when it was
 * written (no migration: detail is free JSON); the list answers them as fields of their own.
 */
const TARGET_NAME = 'target_name';
const COMPANY_NAME = 'company_name';

/** A deleted record is gone before its entry is written: its callers pass its name in the detail. */
const NAME_KEYS = ['name', 'scale_name', 'username'];

/**
 * Records an administrative change, with the names of its target and company at that moment.
 * Call it inside the change's transaction so both land or neither.
 */
export async function recordAudit(db: Executor, entry: repo.AuditEntry): Promise<void> {
  const detail = entry.detail ?? {};
  const names = await repo.namesOf(db, entry);
  const given = NAME_KEYS.map((key) => detail[key]).find((value) => typeof value === 'string');
  await repo.insert(db, {
    ...entry,
    detail: { ...detail, [TARGET_NAME]: names.target ?? given ?? null, [COMPANY_NAME]: names.company },
  });
}

/** Field changes for an entry's detail: `{field: {from, to}}` for each field whose value differs. */
export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    if (to !== undefined && JSON.stringify(before[field]) !== JSON.stringify(to))
      changes[field] = { from: before[field] ?? null, to };
  }
  return changes;
}

/** An entry as listed: the recorded names apart, then the detail without them. */
function answerOf(log: typeof auditLogs.$inferSelect, actor: string): AuditEntry {
  const { [TARGET_NAME]: targetName, [COMPANY_NAME]: companyName, ...detail } = log.detail;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const given = NAME_KEYS.map((key) => detail[key]).find((value) => typeof value === 'string');
  return {
    id: log.id,
    actor_user_id: log.actorUserId,
    actor_name: actor,
    action: log.action,
    target_type: log.targetType,
    target_id: log.targetId,
    // Entries written before names were recorded may still carry the name in their detail.
    target_name: text(targetName) ?? text(given),
    company_id: log.companyId,
    company_name: text(companyName),
    detail,
    created_time: log.createdTime.toISOString(),
  };
}

export async function listAudit(
  ctx: AppContext,
  query: PageQuery & { company_id?: number | undefined; action?: string | undefined },
) {
  const { rows, total } = await repo.list(
    ctx.db,
    { companyId: query.company_id, action: query.action },
    query.per_page,
    offsetOf(query),
  );
  return paged(
    rows.map(({ log, actorName, actorUsername }) => answerOf(log, actorName || actorUsername || '')),
    total,
    query,
  );
}
