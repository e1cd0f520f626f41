import type { Bilingual, Lang } from '../../lib/language.js';

/**
 * A notice the system writes reaches people of both languages, and a notice row is read later in
 * the reader's: its title and description are stored as one text, the Chinese, a line break, the
 * English (`bilingual`), and answered in the reader's language (`textIn`). A text without a line
 * break (what an administrator typed) is answered as it is.
 */
export function bilingual(words: Bilingual): string {
  return words.ch === words.en ? words.ch : `${words.ch}\n${words.en}`;
}

/** Rows written before the line break: "工单解决 Work order resolved", "库存预警 Low stock". */
const OLD_PAIR = /^((?:工单|库存预警)[^ -~]*) ((?:Work order|Low stock)[ -~]*)$/;

/** A stored notice text in the reader's language. */
export function textIn(text: string, lang: Lang): string {
  const cut = text.indexOf('\n');
  if (cut >= 0) return lang === 'en' ? text.slice(cut + 1) : text.slice(0, cut);
  const old = OLD_PAIR.exec(text);
  if (old) return lang === 'en' ? old[2]! : old[1]!;
  return text;
}
