import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** INSPECTOR: a market regulator's read-only account (issue 27), given shops by an administrator. */
export const USER_ROLES = ['USER', 'ADMIN', 'SUPER_ADMIN', 'INSPECTOR'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username'),
    phoneNumber: text('phone_number'),
    /** scrypt$N$r$p$salt$hash (see lib/password.ts); null for accounts that sign in by SMS or WeChat only. */
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull().default(''),
    imgUrl: text('img_url').notNull().default(''),
    roleType: text('role_type').$type<UserRole>().notNull().default('USER'),
    /** An inspector's authority (e.g. "XX区市场监督管理局"); empty for everyone else. */
    organisation: text('organisation').notNull().default(''),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    /** An administrator's "site editor" right (issue 30): edits the public site, works its enquiries. */
    siteEditor: boolean('site_editor').notNull().default(false),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    check('users_role_type_check', sql`${t.roleType} in ('USER', 'ADMIN', 'SUPER_ADMIN', 'INSPECTOR')`),
    check('users_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
