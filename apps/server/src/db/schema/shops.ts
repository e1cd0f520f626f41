import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/** A shop of a company (SPEC §3). */
export const shops = pgTable(
  'shops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    imgUrl: text('img_url').notNull().default(''),
    address: text('address').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    desc: text('desc').notNull().default(''),
    /** IANA time zone of the shop's labels, documents, exports and scale clocks; null: the company's. */
    timeZone: text('time_zone'),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shops_company_id_idx').on(t.companyId, t.id),
    // Name search (ILIKE '%…%') over many shops uses a trigram index.
    index('shops_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Shop names are what people pick shops by (the selector): one name once per company.
    uniqueIndex('shops_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export type ShopRow = typeof shops.$inferSelect;
