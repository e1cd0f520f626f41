/**
 * Text PostgreSQL cannot store, or that breaks JSON further on: the NUL character (refused by
 * text columns) and a lone UTF-16 surrogate (not a character; the audit log's jsonb refuses it).
 * No field of any request has a use for either.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The paths (`name`, `items.2.name`, or `''` for the part itself) of every unsafe text in a value. */
export function unsafeTextPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (found.length >= 20) return found;
  if (typeof value === 'string') {
    if (isUnsafeText(value)) found.push(path.join('.'));
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) unsafeTextPaths(item, [...path, String(i)], found);
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (isUnsafeText(key)) found.push([...path, key].join('.'));
      unsafeTextPaths(item, [...path, key], found);
    }
  }
  return found;
}
