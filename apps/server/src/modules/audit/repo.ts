import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
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

/** The current name of an audited record, by target type (a person: nickname, else username, else phone). */
const TARGET_NAME: Record<string, (id: number) => SQL> = {
  company: (id) => sql`(select name from companies where id = ${id})`,
  shop: (id) => sql`(select name from shops where id = ${id})`,
  scale: (id) => sql`(select scale_name from scales where id = ${id})`,
  goods: (id) => sql`(select replace(name, chr(10), ' ') from goods where id = ${id})`,
  user: (id) =>
    sql`(select coalesce(nullif(nickname, ''), username, phone_number) from users where id = ${id})`,
  invitation: (id) =>
    sql`(select coalesce(nullif(nickname, ''), phone_number) from company_invitations where id = ${id})`,
};

/** The names of an entry's target and company now (in the writing transaction: as at the change). */
export async function namesOf(
  db: Executor,
  entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'companyId'>,
): Promise<{ target: string | null; company: string | null }> {
  const target = entry.targetId != null ? TARGET_NAME[entry.targetType]?.(entry.targetId) : undefined;
  const company = entry.companyId != null ? TARGET_NAME.company!(entry.companyId) : undefined;
  if (!target && !company) return { target: null, company: null };
  const result = await db.execute(
    sql`select ${target ?? sql`null`}::text as target, ${company ?? sql`null`}::text as company`,
  );
  const [row] = (result as unknown as { rows: { target: string | null; company: string | null }[] }).rows;
  return { target: row?.target ?? null, company: row?.company ?? null };
}

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
