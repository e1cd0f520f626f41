/** The two site languages; the stored setting `lange` holds one of these (SPEC §1, §9). */
export type Lang = 'ch' | 'en';

export const LANGS: readonly Lang[] = ['ch', 'en'];

/** localStorage key of the language choice (SPEC §9). */
export const LANGUAGE_STORAGE_KEY = 'lange';

/** A text in both languages. Every visible text of a bilingual page is one of these. */
export interface Bilingual {
  readonly ch: string;
  readonly en: string;
}

/** A text that exists in Chinese only (pages SPEC marks Chinese-only). */
export interface ChineseText {
  readonly ch: string;
}

export function pick(text: Bilingual, lang: Lang): string {
  return lang === 'en' ? text.en : text.ch;
}

/** `<html lang>` and hreflang code of each language. */
export const HTML_LANG: Readonly<Record<Lang, string>> = { ch: 'zh-CN', en: 'en' };

/** The path of `path` (a Chinese path as SPEC writes it) in `lang`. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === 'ch') return path;
  return path === '/' ? '/en' : `/en${path}`;
}
