import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { goods } from './goods.js';
import { shops } from './shops.js';
import { users } from './users.js';

/**
 * A label scale in a shop (SPEC §3). Its model (packages/shared SCALE_MODELS) sets how many goods
 * and hot keys it holds. company_id is kept with the row for tenant scoping.
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
    /** SCALE_MODELS code; the limits (goods, hot keys) follow from it. */
    modelCode: text('model_code').notNull().default('TM-Aa'),
    /** Where the scale listens on the shop's LAN (issue 25): IPv4 or host name; null = not set. */
    lanHost: text('lan_host'),
    lanPort: integer('lan_port').notNull().default(4001),
    /**
     * The scale's public code (issue 27, "one scale, one code"): random and unguessable, printed as a QR
     * sticker, opens /external/scale/{code}. Given by the database to every scale, old and new.
     */
    publicCode: text('public_code').notNull().default(sql`substr(md5(gen_random_uuid()::text), 1, 16)`),
    /** Software identification as entered by a person (the bridge's reading is scale_sync_status.firmware). */
    softwareId: text('software_id'),
    /** Retired: kept with its history, no longer in service (issue 27). */
    retiredTime: timestamp('retired_time', { withTimezone: true }),
    /** SHA-256 of the scale's device credential; the credential itself is shown once. */
    deviceSecretHash: text('device_secret_hash'),
    deviceCredentialIssuedAt: timestamp('device_credential_issued_at', { withTimezone: true }),
    registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scales_shop_id_idx').on(t.shopId),
    index('scales_company_id_idx').on(t.companyId),
    uniqueIndex('scales_scale_uuid_key').on(t.scaleUuid),
    uniqueIndex('scales_public_code_key').on(t.publicCode),
    // A device call names its scale by nothing but its credential (POST /api/devices/trades).
    uniqueIndex('scales_device_secret_hash_key').on(t.deviceSecretHash),
    // One scale per address in a shop (a bridge adding a found scale twice at once gets one).
    uniqueIndex('scales_shop_lan_address_key')
      .on(t.shopId, sql`lower(${t.lanHost})`, t.lanPort)
      .where(sql`${t.lanHost} is not null`),
  ],
);

export type ScaleRow = typeof scales.$inferSelect;

/** Goods sent to a scale (POST /api/scales/{id}/goods). PLU numbers are unique per company, hence per scale. */
export const scaleGoods = pgTable(
  'scale_goods',
  {
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scaleId, t.goodsId] }), index('scale_goods_goods_id_idx').on(t.goodsId)],
);

/**
 * A scale's hot keys: key number 1..the model's key count → one of the goods on that scale.
 * Keys may repeat a goods item (the protocol allows it); the UP/DOWN group follows from the key.
 */
export const scaleHotKeys = pgTable(
  'scale_hot_keys',
  {
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'cascade' }),
    key: integer('key').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.scaleId, t.key] }),
    index('scale_hot_keys_goods_id_idx').on(t.goodsId),
    check('scale_hot_keys_key_check', sql`${t.key} between 1 and 144`),
  ],
);

export const AUTHORIZATION_REQUEST_STATUSES = ['pending', 'approved', 'collected'] as const;
export type AuthorizationRequestStatus = (typeof AUTHORIZATION_REQUEST_STATUSES)[number];

/**
 * A registered scale asking for a fresh device credential: the scale shows request_id as a QR
 * code, a person with rights over its shop approves it (POST /api/management/scales/authorize),
 * and the scale collects the credential once with the poll secret only it holds.
 */
export const scaleAuthorizationRequests = pgTable(
  'scale_authorization_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: text('request_id').notNull(),
    scaleUuid: text('scale_uuid').notNull(),
    pollSecretHash: text('poll_secret_hash').notNull(),
    status: text('status').$type<AuthorizationRequestStatus>().notNull().default('pending'),
    scaleId: integer('scale_id').references(() => scales.id, { onDelete: 'cascade' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scale_authorization_requests_request_id_key').on(t.requestId),
    index('scale_authorization_requests_scale_uuid_idx').on(t.scaleUuid),
    check(
      'scale_authorization_requests_status_check',
      sql`${t.status} in ('pending', 'approved', 'collected')`,
    ),
  ],
);
