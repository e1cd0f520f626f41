import type { LeadFilters } from '@dahua/shared/contracts/enquiries';
import { and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { textContains } from '../../db/like.js';
import { personName } from '../../db/person-name.js';
import { enquiries, enquiryDays, enquiryNotes, users } from '../../db/schema/index.js';

export type NewEnquiry = typeof enquiries.$inferInsert;

/** The next sequence number of a day: an upsert on the day's row, so parallel posts queue on it, never share one. */
export async function nextOfDay(tx: Executor, day: string): Promise<number> {
  const [row] = await tx
    .insert(enquiryDays)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: enquiryDays.day, set: { last: sql`${enquiryDays.last} + 1` } })
    .returning({ last: enquiryDays.last });
  return row!.last;
}

export async function insertEnquiry(tx: Executor, row: NewEnquiry): Promise<number> {
  const [inserted] = await tx.insert(enquiries).values(row).returning({ id: enquiries.id });
  return inserted!.id;
}

const owner = alias(users, 'owner');
const author = alias(users, 'author');

const leadColumns = {
  row: enquiries,
  ownerName: personName(owner),
};
export type LeadRow = { row: typeof enquiries.$inferSelect; ownerName: string | null };

/** Received on or after `from` and before `toExclusive` (instants the service computed from the days). */
export type LeadWhere = Omit<LeadFilters, 'date_from' | 'date_to'> & { from?: Date; toExclusive?: Date };

function whereOf(filters: LeadWhere): SQL | undefined {
  const search = filters.name?.trim();
  return and(
    filters.status ? eq(enquiries.status, filters.status) : undefined,
    filters.kind ? eq(enquiries.kind, filters.kind) : undefined,
    filters.from ? gte(enquiries.createdTime, filters.from) : undefined,
    filters.toExclusive ? lt(enquiries.createdTime, filters.toExclusive) : undefined,
    search
      ? or(
          textContains(enquiries.reference, search),
          textContains(enquiries.name, search),
          textContains(enquiries.company, search),
          textContains(enquiries.phone, search),
          textContains(enquiries.email, search),
        )
      : undefined,
  );
}

export async function list(
  db: Executor,
  filters: LeadWhere,
  page: { limit: number; offset: number } | null,
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = whereOf(filters);
  const query = db
    .select(leadColumns)
    .from(enquiries)
    .leftJoin(owner, eq(owner.id, enquiries.ownerId))
    .where(where)
    .orderBy(desc(enquiries.createdTime), desc(enquiries.id));
  if (!page) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const [rows, [totals]] = await Promise.all([
    query.limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(enquiries).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findLead(db: Executor, id: number): Promise<LeadRow | null> {
  const rows = await db
    .select(leadColumns)
    .from(enquiries)
    .leftJoin(owner, eq(owner.id, enquiries.ownerId))
    .where(eq(enquiries.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function notesOf(db: Executor, enquiryId: number) {
  return db
    .select({
      id: enquiryNotes.id,
      text: enquiryNotes.text,
      authorId: enquiryNotes.authorId,
      authorName: personName(author),
      createdTime: enquiryNotes.createdTime,
    })
    .from(enquiryNotes)
    .leftJoin(author, eq(author.id, enquiryNotes.authorId))
    .where(eq(enquiryNotes.enquiryId, enquiryId))
    .orderBy(asc(enquiryNotes.id));
}

/**
 * Changes a lead and raises its version, only while its version is still `version` (when given):
 * false when it was changed meanwhile (or is gone).
 */
export async function updateLead(
  tx: Executor,
  id: number,
  version: number | undefined,
  change: { status?: string; ownerId?: number | null },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(enquiries)
    .set({ ...change, version: sql`${enquiries.version} + 1`, updatedTime: now })
    .where(and(eq(enquiries.id, id), version === undefined ? undefined : eq(enquiries.version, version)))
    .returning({ id: enquiries.id });
  return rows.length > 0;
}

export async function insertNote(
  tx: Executor,
  note: { enquiryId: number; authorId: number; text: string; createdTime: Date },
): Promise<void> {
  await tx.insert(enquiryNotes).values(note);
}
