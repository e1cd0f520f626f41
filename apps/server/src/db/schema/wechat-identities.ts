import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const WECHAT_TYPES = ['web', 'mp', 'mini'] as const;
export type WechatType = (typeof WECHAT_TYPES)[number];

/** A WeChat identity (openid per app type; unionid across the maker's apps) bound to an account. */
export const wechatIdentities = pgTable(
  'wechat_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wechatType: text('wechat_type').$type<WechatType>().notNull(),
    openid: text('openid').notNull(),
    unionid: text('unionid'),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wechat_identities_type_openid_key').on(t.wechatType, t.openid),
    index('wechat_identities_unionid_idx').on(t.unionid),
    index('wechat_identities_user_id_idx').on(t.userId),
    check('wechat_identities_type_check', sql`${t.wechatType} in ('web', 'mp', 'mini')`),
  ],
);
