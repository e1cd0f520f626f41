import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';

/** The price barcode a company's scales print: its format and two-digit flag. */
export async function barcodeSettingsOf(db: Db, companyId: number) {
  const rows = await db
    .select({ format: companies.barcodeFormat, flag: companies.barcodeFlag })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0] ?? null;
}

/** The price barcode settings and the label check's minimum x-height (tenths of a mm). */
export async function labelSettingsOf(db: Executor, companyId: number) {
  const rows = await db
    .select({
      format: companies.barcodeFormat,
      flag: companies.barcodeFlag,
      minXHeightTenths: companies.labelMinXHeightTenths,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0] ?? null;
}
