import type { Lang } from '../../lib/language.js';

/** The weighing mode of a sale, as the trade page's "type" column names it. */
export const TYPE_NAMES: Record<number, Record<Lang, string>> = {
  0: { ch: '计重', en: 'Weighed' },
  1: { ch: '计件', en: 'Counted' },
  2: { ch: '定重', en: 'Fixed weight' },
};
