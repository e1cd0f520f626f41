import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { shops } from './shops.js';

/**
 * A label scale in a shop (SPEC §3). The goods, hot keys, model and device credential of a
 * scale arrive with the scales issue; company_id is kept with the row for tenant scoping.
 */
export const scales = pgTable(
  'scales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    scaleName: text('scale_name').notNull(),
    imgUrl: text('img_url').notNull().default(''),
    desc: text('desc').notNull().default(''),
    scaleUuid: text('scale_uuid'),
    ifVerify: boolean('if_verify').notNull().default(false),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scales_shop_id_idx').on(t.shopId),
    index('scales_company_id_idx').on(t.companyId),
    uniqueIndex('scales_scale_uuid_key').on(t.scaleUuid),
  ],
);

export type ScaleRow = typeof scales.$inferSelect;
