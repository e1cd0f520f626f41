import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The stored language setting (SPEC §9): `ch` (default) or `en`, under the key `lange`. */
export const LANGUAGE_KEY = 'lange';
export type Language = 'ch' | 'en';

export function storedLanguage(): Language {
  return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'ch';
}

/**
 * Each language's texts come in chunks: the core (sign-in, registration, public and error pages,
 * the frame's menu), the console's own (console.zh.ts), which loads with the signed-in frame, and
 * page parts that load with the pages that use them (`loadPageTexts`), so a domain's texts do not weigh on
 * every first view. The first load carries the active language's core only; the other language loads
 * when the person switches (issue 18). Every part stays complete in both (locales.test.ts).
 */
type Part = 'core' | 'console' | PagePart;
/**
 * Texts that load with their pages: `payments` (the payments page and the shop's payments tab),
 * `leads` (the website enquiries page).
 */
export type PagePart = 'payments' | 'leads';
const CATALOGUES: Record<Part, Record<Language, () => Promise<object>>> = {
  core: {
    ch: () => import('./locales/zh').then((m) => m.zh),
    en: () => import('./locales/en').then((m) => m.en),
  },
  console: {
    ch: () => import('./locales/console.zh').then((m) => m.consoleZh),
    en: () => import('./locales/console.en').then((m) => m.consoleEn),
  },
  payments: {
    ch: () => import('./locales/payments.zh').then((m) => ({ payments: m.paymentsZh })),
    en: () => import('./locales/payments.en').then((m) => ({ payments: m.paymentsEn })),
  },
  leads: {
    ch: () => import('./locales/leads.zh').then((m) => ({ leads: m.leadsZh })),
    en: () => import('./locales/leads.en').then((m) => ({ leads: m.leadsEn })),
  },
};

export const i18n: I18n = i18next.createInstance();

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
function loadPart(part: Part, language: Language): Promise<void> {
  const key = `${part}:${language}`;
  let done = loading.get(key);
  if (!done) {
    done = CATALOGUES[part][language]().then(
      (catalogue) => {
        // Deep: both parts fill the one namespace, so keys read the same wherever they live.
        i18n.addResourceBundle(language, 'translation', catalogue, true, true);
        loaded.add(key);
      },
      (error: unknown) => {
        loading.delete(key); // the next need tries again
        throw error;
      },
    );
    loading.set(key, done);
  }
  return done;
}

/** The parts needed so far: a language chosen later loads all of them before it shows. */
const neededParts = new Set<Part>(['core']);
function loadLanguage(language: Language): Promise<void> {
  return Promise.all([...neededParts].map((part) => loadPart(part, language))).then(() => undefined);
}

const first = storedLanguage();
await i18n.use(initReactI18next).init({
  resources: {},
  lng: first,
  fallbackLng: 'ch',
  interpolation: { escapeValue: false },
  initAsync: false,
});
// Modules that import this one (the whole app) run once the active core texts are in: nothing
// renders before its texts. Tests take everything up front, so a switch there is immediate.
await (import.meta.env.MODE === 'test'
  ? Promise.all(
      (['core', 'console', 'payments', 'leads'] as const).flatMap((part) => [
        loadPart(part, 'ch'),
        loadPart(part, 'en'),
      ]),
    )
  : loadPart('core', first));

let wanted: Language = first;

/** The console's own texts, in the language shown and in one being switched to; before the frame renders. */
export function loadConsoleTexts(): Promise<void> {
  neededParts.add('console');
  return Promise.all([loadLanguage(currentLanguage()), loadLanguage(wanted)]).then(() => undefined);
}

/**
 * A page part's texts, in the language shown and one being switched to; later switches load them too.
 * A page that uses them awaits this at its module's top level (`await loadPageTexts('payments')`), so
 * its lazy chunk resolves, and the page renders, only once they are in.
 */
export function loadPageTexts(part: PagePart): Promise<void> {
  neededParts.add(part);
  return Promise.all([loadLanguage(currentLanguage()), loadLanguage(wanted)]).then(() => undefined);
}

/** Stores the choice and switches once its texts are in (at once when they already are). */
export function setLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  wanted = language;
  const apply = () => {
    if (wanted !== language) return; // a later choice came first
    void i18n.changeLanguage(language);
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  };
  if ([...neededParts].every((part) => loaded.has(`${part}:${language}`))) apply();
  else loadLanguage(language).then(apply, () => undefined);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'ch';
}
