import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { auditLogs, users } from '../../db/schema/index.js';

export type AuditEntry = {
  actorUserId: number | null;
  action: string;
  targetType: string;
  targetId?: number | null;
  companyId?: number | null;
  detail?: Record<string, unknown>;
};

export async function insert(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values(entry);
}

export async function list(
  db: Db,
  filter: { companyId?: number | undefined; action?: string | undefined },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [];
  if (filter.companyId !== undefined) conditions.push(eq(auditLogs.companyId, filter.companyId));
  if (filter.action) conditions.push(eq(auditLogs.action, filter.action));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ log: auditLogs, actorName: users.nickname, actorUsername: users.username })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorUserId))
      .where(where)
      .orderBy(desc(auditLogs.createdTime), desc(auditLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLogs).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
