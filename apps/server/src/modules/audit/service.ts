import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { offsetOf, type PageQuery, paged } from '../../http/paging.js';
import * as repo from './repo.js';

/** Records an administrative change. Call it inside the change's transaction so both land or neither. */
export function recordAudit(db: Executor, entry: repo.AuditEntry): Promise<void> {
  return repo.insert(db, entry);
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
    rows.map(({ log, actorName, actorUsername }) => ({
      id: log.id,
      actor_user_id: log.actorUserId,
      actor_name: actorName || actorUsername || '',
      action: log.action,
      target_type: log.targetType,
      target_id: log.targetId,
      company_id: log.companyId,
      detail: log.detail,
      created_time: log.createdTime.toISOString(),
    })),
    total,
    query,
  );
}
