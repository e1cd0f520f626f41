import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    imgUrl: text('img_url').notNull().default(''),
    ifAnalysisOpen: boolean('if_analysis_open').notNull().default(false),
    /** Price-embedded barcode the company's scales print (packages/shared PRICE_BARCODE_FORMATS). */
    barcodeFormat: text('barcode_format').notNull().default('FFWWWWWEEEEEC'),
    /** The two-digit flag (prefix) that starts those barcodes; 20–29 are GS1's in-store range. */
    barcodeFlag: text('barcode_flag').notNull().default('20'),
    /** IANA time zone of the company's statistics days; shops take it unless they set their own. */
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    status: text('status').notNull().default('active'),
    /** Whether manual stock documents may take a balance below zero (scale sales always may). */
    allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
    /** A scale found holding other PLUs than the console: resent at once ('auto') or only reported. */
    auditRepair: text('audit_repair').$type<'auto' | 'report'>().notNull().default('auto'),
    /** A scale unreachable this long while its shop has others in step opens a work order by itself (issue 27). */
    unreachableWorkOrders: boolean('unreachable_work_orders').notNull().default(true),
    unreachableHours: integer('unreachable_hours').notNull().default(24),
    /**
     * The smallest x-height the label check lets mandatory food information print at, in tenths of a mm
     * (12: EU 1169/2011's 1.2 mm; issue 29 §2).
     */
    labelMinXHeightTenths: integer('label_min_x_height_tenths').notNull().default(12),
    /** Whether the public trace page names the supplier of a lot (issue 29 §3). */
    traceShowsSupplier: boolean('trace_shows_supplier').notNull().default(false),
    /**
     * How many whole UTC months of raw sales are kept (issue 33 §2; 3..240); null keeps them for ever.
     * Older months are archived to the private archive store and leave `trades` (trades/retention.ts);
     * the rollups, which the analyses read, are kept for ever.
     */
    salesRetentionMonths: integer('sales_retention_months'),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'companies_barcode_format_check',
      sql`${t.barcodeFormat} in ('FFWWWWWEEEEEC', 'FFWWWWWNNNNNC', 'FFWWWWWEEEEENNNNNC', 'FFWWWWWNNNNNEEEEEC')`,
    ),
    check('companies_barcode_flag_check', sql`${t.barcodeFlag} ~ '^[0-9]{2}$'`),
    check('companies_audit_repair_check', sql`${t.auditRepair} in ('auto', 'report')`),
    check('companies_unreachable_hours_check', sql`${t.unreachableHours} between 1 and 720`),
    check('companies_label_min_x_height_check', sql`${t.labelMinXHeightTenths} between 5 and 50`),
    check('companies_sales_retention_months_check', sql`${t.salesRetentionMonths} between 3 and 240`),
  ],
);

export const COMPANY_ROLES = ['OWNER', 'MANAGER', 'USER'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** A user belongs to at most one company (user info carries one company_info). */
export const companyMembers = pgTable(
  'company_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinType: text('join_type').$type<CompanyRole>().notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_members_user_id_key').on(t.userId),
    index('company_members_company_id_idx').on(t.companyId),
    check('company_members_join_type_check', sql`${t.joinType} in ('OWNER', 'MANAGER', 'USER')`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;

/**
 * An invitation to join a company, addressed to a phone number (members added by phone): the
 * person behind the number joins only by accepting it after signing in, so no company can attach
 * an existing account, or learn whose a number is. One open invitation per company and phone.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    joinType: text('join_type').$type<CompanyRole>().notNull(),
    /** The name the inviter gave, for an account the first SMS sign-in creates. */
    nickname: text('nickname').notNull().default(''),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** pending until accepted or declined (or replaced by a newer invitation). */
    status: text('status').$type<'pending' | 'accepted' | 'declined'>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    answeredTime: timestamp('answered_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_invitations_open_key')
      .on(t.companyId, t.phoneNumber)
      .where(sql`${t.status} = 'pending'`),
    index('company_invitations_phone_idx').on(t.phoneNumber),
    check('company_invitations_join_type_check', sql`${t.joinType} in ('OWNER', 'MANAGER', 'USER')`),
    check('company_invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);
export type CompanyInvitationRow = typeof companyInvitations.$inferSelect;
