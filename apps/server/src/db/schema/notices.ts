import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const NOTICE_TYPES = ['notification', 'message', 'event'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_STATUSES = ['todo', 'processing', 'urgent', 'doing'] as const;

/** A notice in one person's bell (a company notice is one row per member). */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NoticeType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status'),
    extra: text('extra').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    read: boolean('read').notNull().default(false),
    cleared: boolean('cleared').notNull().default(false),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_user_type_idx').on(t.userId, t.type, t.cleared, t.createdTime),
    check('notices_type_check', sql`${t.type} in ('notification', 'message', 'event')`),
  ],
);
