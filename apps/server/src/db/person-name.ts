import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The columns a person is named by (the users table, or an alias of it). */
export type NamedPerson = { nickname: AnyPgColumn; username: AnyPgColumn; phoneNumber: AnyPgColumn };

/**
 * How the product names a person, everywhere: the nickname, else the account name, else the phone
 * number; null when the row is absent (a left join that found nobody).
 */
export function personName(person: NamedPerson): SQL<string | null> {
  return sql<
    string | null
  >`coalesce(nullif(${person.nickname}, ''), ${person.username}, ${person.phoneNumber})`;
}
