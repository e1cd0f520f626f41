import { ilike, like, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A LIKE/ILIKE pattern matching text anywhere, with the person's %, _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * A case-insensitive substring match of a text column. Text without cased letters (Chinese,
 * digits) matches the same with LIKE, which PostgreSQL checks several times faster than ILIKE
 * (no per-row case folding); both use a trigram index when the text has three characters.
 */
export function textContains(column: PgColumn, text: string): SQL {
  const pattern = containing(text);
  return isCaseless(text) ? like(column, pattern) : ilike(column, pattern);
}

/** Text without cased letters (Chinese, digits): LIKE matches it as ILIKE would. */
export function isCaseless(text: string): boolean {
  return text.toLowerCase() === text.toUpperCase();
}
