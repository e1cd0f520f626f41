import type { AppContext } from '../../context.js';
import type { CompanyRow } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthContext } from '../auth/service.js';
import * as repo from './repo.js';
import type { CompanyAnswer, CompanyChanges } from './schema.js';

export function companyAnswer(row: CompanyRow): CompanyAnswer {
  return {
    id: row.id,
    name: row.name,
    contact_person: row.contactPerson,
    phone_number: row.phoneNumber,
    address: row.address,
    img_url: row.imgUrl,
    if_analysis_open: row.ifAnalysisOpen ? 1 : 0,
    status: row.status,
    created_time: row.createdTime.toISOString(),
    last_modified_time: row.lastModifiedTime.toISOString(),
  };
}

const isAdmin = (auth: AuthContext) => auth.user.roleType === 'ADMIN' || auth.user.roleType === 'SUPER_ADMIN';

/**
 * Edits a company's details: administrators any company, a company's OWNER their own. Another
 * company's id answers 404, as if it did not exist.
 */
export async function editCompany(ctx: AppContext, auth: AuthContext, id: number, changes: CompanyChanges) {
  if (!isAdmin(auth)) {
    if (auth.membership?.companyId !== id) throw new AppError('NOT_FOUND');
    if (auth.membership.joinType !== 'OWNER') throw new AppError('FORBIDDEN');
  }
  const values: Parameters<typeof repo.update>[2] = {};
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.contact_person !== undefined) values.contactPerson = changes.contact_person;
  if (changes.phone_number !== undefined) values.phoneNumber = changes.phone_number;
  if (changes.address !== undefined) values.address = changes.address;
  const row = await repo.update(ctx.db, id, values);
  if (!row) throw new AppError('NOT_FOUND');
  // Every member's cached session carries the company's details.
  ctx.sessions.clear();
  return companyAnswer(row);
}
