import { isCompanyManager, isCompanyOwner } from '@dahua/shared';
import {
  type BarcodeChanges,
  barcodeFormatOf,
  type CompanyAnswer,
  type CompanyChanges,
  type FleetSettingsChanges,
  type LabelSettingsChanges,
} from '@dahua/shared/contracts/companies';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import { recordAudit } from '../audit/service.js';
import { archivedMonthsAway } from '../trades/retention.js';
import { rebuildCompanyRollups } from '../trades/rollups.js';
import * as repo from './repo.js';

export function companyAnswer(row: repo.CompanyWithCounts): CompanyAnswer {
  return {
    id: row.id,
    name: row.name,
    contact_person: row.contactPerson,
    phone_number: row.phoneNumber,
    address: row.address,
    img_url: row.imgUrl,
    if_analysis_open: row.ifAnalysisOpen ? 1 : 0,
    barcode_format: barcodeFormatOf(row.barcodeFormat),
    barcode_flag: row.barcodeFlag,
    time_zone: row.timeZone,
    audit_repair: row.auditRepair === 'report' ? 'report' : 'auto',
    unreachable_work_orders: row.unreachableWorkOrders,
    unreachable_hours: row.unreachableHours,
    label_min_x_height_mm: row.labelMinXHeightTenths / 10,
    trace_shows_supplier: row.traceShowsSupplier,
    sales_retention_months: row.salesRetentionMonths,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    member_count: row.memberCount,
    shop_count: row.shopCount,
    scale_count: row.scaleCount,
    created_time: row.createdTime.toISOString(),
    last_modified_time: row.lastModifiedTime.toISOString(),
  };
}

function requireAdmin(scope: Scope): void {
  if (scope.kind !== 'all') throw new AppError('FORBIDDEN');
}

/** A company its members and administrators may read; to anyone else it does not exist. */
async function visibleCompany(ctx: AppContext, scope: Scope, id: number) {
  if (scope.kind !== 'all' && !(scope.kind === 'company' && scope.companyId === id))
    throw new AppError('NOT_FOUND');
  const row = await repo.findById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getCompany(ctx: AppContext, scope: Scope, id: number): Promise<CompanyAnswer> {
  return companyAnswer(await visibleCompany(ctx, scope, id));
}

export async function listCompanies(
  ctx: AppContext,
  scope: Scope,
  query: PageQuery & { name?: string | undefined },
) {
  requireAdmin(scope);
  const { rows, total } = await repo.list(ctx.db, query.name, query.per_page, offsetOf(query));
  return paged(rows.map(companyAnswer), total, query);
}

export async function createCompany(
  ctx: AppContext,
  scope: Scope,
  input: {
    name: string;
    contact_person: string;
    phone_number: string;
    if_analysis_open: boolean;
    img_url: string;
    address: string;
    barcode_format?: string | undefined;
    barcode_flag?: string | undefined;
    time_zone?: string | undefined;
  },
): Promise<CompanyAnswer> {
  requireAdmin(scope);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await repo.insert(tx, {
      name: input.name,
      contactPerson: input.contact_person,
      phoneNumber: input.phone_number,
      ifAnalysisOpen: input.if_analysis_open,
      imgUrl: input.img_url,
      address: input.address,
      ...(input.barcode_format !== undefined && { barcodeFormat: input.barcode_format }),
      ...(input.barcode_flag !== undefined && { barcodeFlag: input.barcode_flag }),
      ...(input.time_zone !== undefined && { timeZone: input.time_zone }),
    });
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'company.create',
      targetType: 'company',
      targetId: row.id,
      companyId: row.id,
      detail: { name: row.name },
    });
    return row.id;
  });
  return getCompany(ctx, scope, id);
}

/**
 * Edits a company's details: administrators any company and every field, a company's OWNER
 * their own company's name, contact, phone, address, barcode settings, audit repair mode and how long
 * raw sales are kept. Another company
 * answers 404.
 */
export async function editCompany(ctx: AppContext, scope: Scope, id: number, changes: CompanyChanges) {
  await visibleCompany(ctx, scope, id);
  if (scope.kind === 'company' && !isCompanyOwner(scope.role)) throw new AppError('FORBIDDEN');
  if (scope.kind !== 'all' && (changes.if_analysis_open !== undefined || changes.img_url !== undefined)) {
    throw new AppError('FORBIDDEN');
  }
  const values: Parameters<typeof repo.update>[2] = {};
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.contact_person !== undefined) values.contactPerson = changes.contact_person;
  if (changes.phone_number !== undefined) values.phoneNumber = changes.phone_number;
  if (changes.address !== undefined) values.address = changes.address;
  if (changes.img_url !== undefined) values.imgUrl = changes.img_url;
  if (changes.if_analysis_open !== undefined) values.ifAnalysisOpen = changes.if_analysis_open;
  if (changes.barcode_format !== undefined) values.barcodeFormat = changes.barcode_format;
  if (changes.barcode_flag !== undefined) values.barcodeFlag = changes.barcode_flag;
  if (changes.time_zone !== undefined) values.timeZone = changes.time_zone;
  if (changes.audit_repair !== undefined) values.auditRepair = changes.audit_repair;
  // Issue 33 §2: how long raw sales are kept (null: for ever); trades/retention.ts acts on it.
  if (changes.sales_retention_months !== undefined)
    values.salesRetentionMonths = changes.sales_retention_months;
  return writeCompany(ctx, scope, id, values, 'company.update', changes);
}

/** Writes a company's changes with their audit entry in one transaction, then answers the company. */
async function writeCompany(
  ctx: AppContext,
  scope: Scope,
  id: number,
  values: Parameters<typeof repo.update>[2],
  action: 'company.update' | 'company.barcode',
  changes: object,
) {
  await ctx.db.transaction(async (tx) => {
    const zoneBefore = values.timeZone === undefined ? null : await repo.lockZone(tx, id);
    if (zoneBefore !== null && values.timeZone !== undefined && zoneBefore !== values.timeZone) {
      // The rebuild below regroups every rollup from the raw sales: archived months would lose theirs.
      const away = await archivedMonthsAway(tx, id, ctx.clock());
      if (away > 0) throw new AppError('ZONE_CHANGE_NEEDS_ARCHIVED_SALES', { count: away });
    }
    await repo.update(tx, id, values);
    // Statistics days are the company's: a new zone regroups its sales into the new days.
    if (zoneBefore !== null && values.timeZone !== undefined && zoneBefore !== values.timeZone)
      await rebuildCompanyRollups(tx, id, values.timeZone);
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action,
      targetType: 'company',
      targetId: id,
      companyId: id,
      detail: { ...changes },
    });
  });
  // Every member's cached session carries the company's details (company_info).
  ctx.sessions.clear();
  return getCompany(ctx, scope, id);
}

/**
 * Sets the price barcode the company's scales print: administrators for any company, its OWNER
 * and MANAGER for their own (a company USER may not); another company answers 404.
 */
export async function setCompanyBarcode(ctx: AppContext, scope: Scope, id: number, changes: BarcodeChanges) {
  await visibleCompany(ctx, scope, id);
  if (scope.kind === 'company' && !isCompanyManager(scope.role)) {
    throw new AppError('FORBIDDEN');
  }
  const values: Parameters<typeof repo.update>[2] = {};
  if (changes.barcode_format !== undefined) values.barcodeFormat = changes.barcode_format;
  if (changes.barcode_flag !== undefined) values.barcodeFlag = changes.barcode_flag;
  return writeCompany(ctx, scope, id, values, 'company.barcode', changes);
}

/**
 * Whether a scale unreachable for `unreachable_hours` while its shop has other scales in step opens a
 * work order by itself (issue 27; modules/fleet/unreachable.ts): administrators for any company, its
 * OWNER and MANAGERs for their own (a company USER may not); another company answers 404.
 */
export async function setFleetSettings(
  ctx: AppContext,
  scope: Scope,
  id: number,
  changes: FleetSettingsChanges,
) {
  await visibleCompany(ctx, scope, id);
  if (scope.kind === 'company' && !isCompanyManager(scope.role)) throw new AppError('FORBIDDEN');
  const values: Parameters<typeof repo.update>[2] = {};
  if (changes.unreachable_work_orders !== undefined)
    values.unreachableWorkOrders = changes.unreachable_work_orders;
  if (changes.unreachable_hours !== undefined) values.unreachableHours = changes.unreachable_hours;
  return writeCompany(ctx, scope, id, values, 'company.update', changes);
}

/**
 * The food label settings (issue 29): the label check's minimum x-height (stored in tenths of a
 * mm) and whether the public trace page names the supplier. Administrators for any company, its
 * OWNER and MANAGERs for their own; another company answers 404.
 */
export async function setLabelSettings(
  ctx: AppContext,
  scope: Scope,
  id: number,
  changes: LabelSettingsChanges,
) {
  await visibleCompany(ctx, scope, id);
  if (scope.kind === 'company' && !isCompanyManager(scope.role)) throw new AppError('FORBIDDEN');
  const values: Parameters<typeof repo.update>[2] = {};
  if (changes.label_min_x_height_mm !== undefined)
    values.labelMinXHeightTenths = Math.round(changes.label_min_x_height_mm * 10);
  if (changes.trace_shows_supplier !== undefined) values.traceShowsSupplier = changes.trace_shows_supplier;
  if (Object.keys(values).length === 0) return getCompany(ctx, scope, id);
  return writeCompany(ctx, scope, id, values, 'company.update', changes);
}

/** Administrators disable a company (its members lose access to it) or enable it again. */
export async function setCompanyStatus(
  ctx: AppContext,
  scope: Scope,
  id: number,
  status: 'active' | 'disabled',
) {
  requireAdmin(scope);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.update(tx, id, { status }))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: status === 'disabled' ? 'company.disable' : 'company.enable',
      targetType: 'company',
      targetId: id,
      companyId: id,
    });
  });
  ctx.sessions.clear();
  return getCompany(ctx, scope, id);
}
