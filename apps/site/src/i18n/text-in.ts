import type { Bilingual, ChineseText, Lang } from './lang.js';

/** Text of a Chinese-only or bilingual value in `lang`; Chinese-only values always answer Chinese. */
export function textIn(value: Bilingual | ChineseText, lang: Lang): string {
  return lang === 'en' && 'en' in value ? value.en : value.ch;
}
