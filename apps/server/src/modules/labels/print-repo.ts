import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
