import type { SupplierAnswer, SupplierBody, SupplierChanges } from '@dahua/shared/contracts/stock';
import { canManageCompany, companyForWrite, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import * as repo from './suppliers-repo.js';

const answer = ({ supplier: s, companyName, documentCount }: repo.SupplierView): SupplierAnswer => ({
  id: s.id,
  company_id: s.companyId,
  company_name: companyName,
  name: s.name,
  contact_person: s.contactPerson,
  phone_number: s.phoneNumber,
  address: s.address,
  tax_number: s.taxNumber,
  bank_account: s.bankAccount,
  payment_terms: s.paymentTerms,
  notes: s.notes,
  active: s.active,
  document_count: documentCount,
  created_time: s.createdTime.toISOString(),
  last_modified_time: s.lastModifiedTime.toISOString(),
});

function valuesOf(body: SupplierChanges): Partial<repo.SupplierValues> {
  const values: Partial<repo.SupplierValues> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.contact_person !== undefined) values.contactPerson = body.contact_person;
  if (body.phone_number !== undefined) values.phoneNumber = body.phone_number;
  if (body.address !== undefined) values.address = body.address;
  if (body.tax_number !== undefined) values.taxNumber = body.tax_number;
  if (body.bank_account !== undefined) values.bankAccount = body.bank_account;
  if (body.payment_terms !== undefined) values.paymentTerms = body.payment_terms;
  if (body.notes !== undefined) values.notes = body.notes;
  if (body.active !== undefined) values.active = body.active;
  return values;
}

/** A write that would give the company two suppliers of one name (any case) is refused by name. */
async function nameChecked<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SUPPLIER_NAME_TAKEN', { name }, {}, 'name');
    throw error;
  }
}

export async function listSuppliers(
  ctx: AppContext,
  scope: Scope,
  query: PageQuery & {
    search?: string | undefined;
    active?: boolean | undefined;
    company_id?: number | undefined;
  },
) {
  const { rows, total } = await repo.list(
    ctx.db,
    scope,
    { search: query.search, active: query.active, companyId: query.company_id },
    query.per_page,
    offsetOf(query),
  );
  return paged(rows.map(answer), total, query);
}

async function found(ctx: AppContext, scope: Scope, id: number) {
  const row = await repo.findOne(ctx.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function supplierDetails(ctx: AppContext, scope: Scope, id: number) {
  return answer(await found(ctx, scope, id));
}

export async function createSupplier(ctx: AppContext, scope: Scope, body: SupplierBody) {
  const companyId = companyForWrite(scope, body.company_id);
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
  const id = await nameChecked(body.name, () =>
    repo.insert(ctx.db, companyId, valuesOf(body) as repo.SupplierValues),
  );
  return answer(await found(ctx, scope, id));
}

export async function editSupplier(ctx: AppContext, scope: Scope, id: number, body: SupplierChanges) {
  const row = await found(ctx, scope, id);
  if (!canManageCompany(scope, row.supplier.companyId)) throw new AppError('FORBIDDEN');
  await nameChecked(body.name ?? row.supplier.name, () => repo.update(ctx.db, id, valuesOf(body)));
  return answer(await found(ctx, scope, id));
}

/** A supplier with documents is deactivated, not deleted (its documents keep naming it). */
export async function removeSupplier(ctx: AppContext, scope: Scope, id: number) {
  const row = await found(ctx, scope, id);
  if (!canManageCompany(scope, row.supplier.companyId)) throw new AppError('FORBIDDEN');
  if (await repo.removeIfUnused(ctx.db, id)) return { outcome: 'deleted' as const };
  await repo.update(ctx.db, id, { active: false });
  return { outcome: 'deactivated' as const };
}
