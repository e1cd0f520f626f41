import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { zh } from './locales/zh';

/** The stored language setting (SPEC §9): `ch` (default) or `en`, under the key `lange`. */
export const LANGUAGE_KEY = 'lange';
export type Language = 'ch' | 'en';

export function storedLanguage(): Language {
  return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'ch';
}

/**
 * Each catalogue is its own chunk: the first load carries the active language only, the other
 * loads when the person switches (issue 18). Both stay complete (locales.test.ts).
 */
const CATALOGUES: Record<Language, () => Promise<typeof zh>> = {
  ch: () => import('./locales/zh').then((m) => m.zh),
  en: () => import('./locales/en').then((m) => m.en),
};

export const i18n: I18n = i18next.createInstance();

const loading = new Map<Language, Promise<void>>();
function loadCatalogue(language: Language): Promise<void> {
  let done = loading.get(language);
  if (!done) {
    done = CATALOGUES[language]().then(
      (catalogue) => {
        i18n.addResourceBundle(language, 'translation', catalogue);
      },
      (error: unknown) => {
        loading.delete(language); // the next switch tries again
        throw error;
      },
    );
    loading.set(language, done);
  }
  return done;
}

const first = storedLanguage();
await i18n.use(initReactI18next).init({
  resources: {},
  lng: first,
  fallbackLng: 'ch',
  interpolation: { escapeValue: false },
  initAsync: false,
});
// Modules that import this one (the whole app) run once the active catalogue is in: nothing
// renders before its texts. Tests take both up front, so a switch there is immediate as before.
await Promise.all(
  import.meta.env.MODE === 'test' ? [loadCatalogue('ch'), loadCatalogue('en')] : [loadCatalogue(first)],
);

let wanted: Language = first;

/** Stores the choice and switches once its catalogue is in (at once when it already is). */
export function setLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  wanted = language;
  const apply = () => {
    if (wanted !== language) return; // a later choice came first
    void i18n.changeLanguage(language);
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  };
  if (i18n.hasResourceBundle(language, 'translation')) apply();
  else loadCatalogue(language).then(apply, () => undefined);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'ch';
}
