import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shops_company_id_idx').on(t.companyId, t.id),
    // Name search (ILIKE '%…%') over many shops uses a trigram index.
    index('shops_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export type ShopRow = typeof shops.$inferSelect;
