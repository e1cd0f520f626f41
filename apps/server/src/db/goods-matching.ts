import { and, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { containing, isCaseless } from './like.js';
import { goods } from './schema/index.js';

// The goods search condition: the goods module's lists, and the scales' and stock's lists of goods, match a text the same way.

/** How a search text is matched: its statement shape depends on these, not on the text itself. */
export function matchKindOf(text: string) {
  return {
    caseless: isCaseless(text),
    bigram: [...text].length === 2,
    digits: /^\d+$/.test(text),
    numeric: /^\d{8,14}$/.test(text),
  };
}

/**
 * Goods whose name contains the text, or, when the text is digits, whose item code does: item
 * codes are digits only, so other text never needs the second condition, and the planner keeps
 * to the name's trigram index. Two characters (苹果) are too short for the trigram index, so the
 * bigram index (migration 0007/0008) narrows the rows first and LIKE confirms. `value` gives each
 * value its SQL (itself, or a placeholder of that name in a prepared statement).
 */
export function matching(
  text: string,
  value: (name: string, actual: string) => unknown = (_n, actual) => actual,
): SQL {
  const kind = matchKindOf(text);
  const pattern = value('pattern', containing(text)) as string;
  let byName = kind.caseless ? like(goods.name, pattern) : ilike(goods.name, pattern);
  if (kind.bigram)
    byName = and(sql`text_bigrams(${goods.name}) @> array[lower(${value('bigram', text)})]`, byName) as SQL;
  if (!kind.digits) return byName;
  // A scanned EAN-8/13 (or ITF-14) of a packaged item is its numeric code.
  const byNumericCode = kind.numeric ? eq(goods.numericCode, value('numeric', text) as string) : undefined;
  return or(byName, like(goods.itemCode, pattern), byNumericCode) as SQL;
}

export function goodsMatching(text: string): SQL {
  return matching(text);
}
