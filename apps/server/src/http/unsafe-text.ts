/**
 * Text PostgreSQL cannot store, or that breaks JSON further on: the NUL character (refused by
 * text columns) and a lone UTF-16 surrogate (not a character; the audit log's jsonb refuses it).
 * No field of any request has a use for either.
 */
/** An unpaired UTF-16 surrogate: no character at all. */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The paths (`name`, `items.2.name`, or `''` for the part itself) of every unsafe text in a value
 * (at most 20). Walked with a stack of its own, not recursion: a body nested 100,000 deep must
 * not overflow the call stack.
 */
type Node = { value: unknown; key: string; parent: Node | null };

const pathOf = (node: Node): string => {
  const keys: string[] = [];
  for (let at: Node | null = node; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

export function unsafeTextPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: Node[] = [{ value, key: '', parent: null }];
  while (pending.length > 0 && found.length < 20) {
    const node = pending.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) found.push(pathOf(node));
    } else if (Array.isArray(current)) {
      for (const [i, item] of current.entries()) pending.push({ value: item, key: String(i), parent: node });
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const child = { value: item, key, parent: node };
        if (isUnsafeText(key)) found.push(pathOf(child));
        pending.push(child);
      }
    }
  }
  return found;
}
