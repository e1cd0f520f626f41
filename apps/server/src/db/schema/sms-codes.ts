import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time SMS codes: stored salted and hashed, short-lived, dead after a few wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phoneNumber: text('phone_number').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_created_idx').on(t.phoneNumber, t.createdTime)],
);
