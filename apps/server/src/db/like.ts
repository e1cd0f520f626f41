/** A LIKE/ILIKE pattern matching text anywhere, with the person's %, _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
