import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zh } from './locales/zh';

/** The stored language setting (SPEC §9): `ch` (default) or `en`, under the key `lange`. */
export const LANGUAGE_KEY = 'lange';
export type Language = 'ch' | 'en';

export function storedLanguage(): Language {
  return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'ch';
}

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { ch: { translation: zh }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'ch',
  interpolation: { escapeValue: false },
  initImmediate: false,
});

export function setLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'ch';
}
