import type { ScaleReportFilters, ScaleReportStatus } from '@dahua/shared/contracts/scale-reports';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ReadScope, withinReadScope } from '../../access/read-scope.js';
import type { Executor } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import {
  companies,
  scaleReports,
  scales,
  scaleVerificationCurrent,
  shops,
  users,
} from '../../db/schema/index.js';

/** SQL: the shop's zone, its own else its company's (joined as `shops` and `companies`). */
const shopZone = sql<string>`coalesce(${shops.timeZone}, ${companies.timeZone})`;

/** A scale of an active company by its public code, with what its public page shows. */
export async function findPublicScale(db: Executor, code: string) {
  const [row] = await db
    .select({
      scaleId: scales.id,
      scaleName: scales.scaleName,
      companyId: scales.companyId,
      shopId: scales.shopId,
      modelCode: scales.modelCode,
      scaleUuid: scales.scaleUuid,
      retiredTime: scales.retiredTime,
      publicCode: scales.publicCode,
      shopName: shops.name,
      shopAddress: shops.address,
      companyName: companies.name,
      zone: shopZone,
      verifiedOn: scaleVerificationCurrent.verifiedOn,
      body: scaleVerificationCurrent.body,
      certificateNo: scaleVerificationCurrent.certificateNo,
      result: scaleVerificationCurrent.result,
      nextDueOn: scaleVerificationCurrent.nextDueOn,
    })
    .from(scales)
    .innerJoin(shops, eq(shops.id, scales.shopId))
    .innerJoin(companies, and(eq(companies.id, scales.companyId), eq(companies.status, 'active')))
    .leftJoin(scaleVerificationCurrent, eq(scaleVerificationCurrent.scaleId, scales.id))
    .where(eq(scales.publicCode, code))
    .limit(1);
  return row ?? null;
}
export type PublicScaleRow = NonNullable<Awaited<ReturnType<typeof findPublicScale>>>;

export type NewReport = {
  reference: string;
  companyId: number;
  shopId: number;
  scaleId: number;
  description: string;
  phone: string;
  photoUrl: string;
  createdTime: Date;
};

/** Inserts a report; null when its reference is taken already (the caller draws another). */
export async function insertReport(tx: Executor, report: NewReport): Promise<{ id: number } | null> {
  const [row] = await tx
    .insert(scaleReports)
    .values(report)
    .onConflictDoNothing({ target: scaleReports.reference })
    .returning({ id: scaleReports.id });
  return row ?? null;
}

/** A report by its reference, only when it belongs to the given scale. */
export async function findByReference(db: Executor, scaleId: number, reference: string) {
  const [row] = await db
    .select({
      status: scaleReports.status,
      createdTime: scaleReports.createdTime,
      answer: scaleReports.answer,
      answeredTime: scaleReports.answeredTime,
    })
    .from(scaleReports)
    .where(and(eq(scaleReports.reference, reference), eq(scaleReports.scaleId, scaleId)))
    .limit(1);
  return row ?? null;
}

const answerer = alias(users, 'answerer');

const reportColumns = {
  id: scaleReports.id,
  reference: scaleReports.reference,
  companyId: scaleReports.companyId,
  companyName: companies.name,
  shopId: scaleReports.shopId,
  shopName: shops.name,
  scaleId: scaleReports.scaleId,
  scaleName: scales.scaleName,
  description: scaleReports.description,
  phone: scaleReports.phone,
  photoUrl: scaleReports.photoUrl,
  status: scaleReports.status,
  answer: scaleReports.answer,
  answeredById: scaleReports.answeredBy,
  answeredByName: personName(answerer),
  answeredTime: scaleReports.answeredTime,
  createdTime: scaleReports.createdTime,
};

function reportQuery(db: Executor) {
  return db
    .select(reportColumns)
    .from(scaleReports)
    .innerJoin(companies, eq(companies.id, scaleReports.companyId))
    .innerJoin(shops, eq(shops.id, scaleReports.shopId))
    .innerJoin(scales, eq(scales.id, scaleReports.scaleId))
    .leftJoin(answerer, eq(answerer.id, scaleReports.answeredBy));
}
export type ReportRow = Awaited<ReturnType<ReturnType<typeof reportQuery>['execute']>>[number];

function filtersOf(scope: ReadScope, filters: ScaleReportFilters): SQL[] {
  const where: SQL[] = [];
  const scoped = withinReadScope(scope, scaleReports.companyId, scaleReports.shopId);
  if (scoped) where.push(scoped);
  if (filters.company_id !== undefined) where.push(eq(scaleReports.companyId, filters.company_id));
  if (filters.shop_id !== undefined) where.push(eq(scaleReports.shopId, filters.shop_id));
  if (filters.scale_id !== undefined) where.push(eq(scaleReports.scaleId, filters.scale_id));
  return where;
}

/** A page of the reports the scope reads, newest first, and the counts per status over the same filters. */
export async function listReports(
  db: Executor,
  scope: ReadScope,
  filters: ScaleReportFilters,
  limit: number,
  offset: number,
): Promise<{ rows: ReportRow[]; counts: Record<ScaleReportStatus, number> }> {
  const where = filtersOf(scope, filters);
  const listed = filters.status ? [...where, eq(scaleReports.status, filters.status)] : where;
  const rows = await reportQuery(db)
    .where(and(...listed))
    .orderBy(desc(scaleReports.createdTime), desc(scaleReports.id))
    .limit(limit)
    .offset(offset);
  const countRows = await db
    .select({ status: scaleReports.status, n: sql<number>`count(*)::int` })
    .from(scaleReports)
    .where(and(...where))
    .groupBy(scaleReports.status);
  const counts: Record<ScaleReportStatus, number> = { open: 0, answered: 0 };
  for (const row of countRows) counts[row.status] = row.n;
  return { rows, counts };
}

export async function findReport(db: Executor, id: number): Promise<ReportRow | null> {
  const [row] = await reportQuery(db).where(eq(scaleReports.id, id)).limit(1);
  return row ?? null;
}

/**
 * Sets a report's answer (a second answer replaces the first: the page shows the latest). One
 * statement, so two people answering at once both succeed and the later one stays.
 */
export async function answerReport(
  tx: Executor,
  id: number,
  answer: string,
  userId: number,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(scaleReports)
    .set({ answer, status: 'answered', answeredBy: userId, answeredTime: at })
    .where(eq(scaleReports.id, id))
    .returning({ id: scaleReports.id });
  return rows.length > 0;
}

/** A scale with its shop and company names (for a report taken by phone, and the public link). */
export async function findScale(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: scales.id,
      name: scales.scaleName,
      companyId: scales.companyId,
      shopId: scales.shopId,
      shopName: shops.name,
      publicCode: scales.publicCode,
    })
    .from(scales)
    .innerJoin(shops, eq(shops.id, scales.shopId))
    .where(eq(scales.id, id))
    .limit(1);
  return row ?? null;
}

export async function findShop(db: Executor, id: number) {
  const [row] = await db
    .select({ id: shops.id, name: shops.name, companyId: shops.companyId })
    .from(shops)
    .where(eq(shops.id, id))
    .limit(1);
  return row ?? null;
}

/** A shop's scales in service (not retired), by name then id: one sticker each. */
export async function scalesInService(db: Executor, shopId: number) {
  return db
    .select({ id: scales.id, name: scales.scaleName, publicCode: scales.publicCode })
    .from(scales)
    .where(and(eq(scales.shopId, shopId), isNull(scales.retiredTime)))
    .orderBy(asc(scales.scaleName), asc(scales.id));
}
