import type { Language } from '@polemarch/kernel';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { adapters, onSystemRegistered } from '../systems/registry';
import { en } from './en';
import { it } from './it';
import { onlineEn, onlineIt } from '../online/i18n';

export const LANGUAGE_STORAGE_KEY = 'polemarch.lang';

/** The i18next namespace of a system adapter's own words. */
export const systemNamespace = (system: string): string => `sys-${system}`;

function initialLanguage(): Language {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (saved === 'en' || saved === 'it') return saved;
  } catch {
    // Storage can be unavailable (private mode, tests): fall back to the browser's language.
  }
  const nav = globalThis.navigator?.language ?? 'en';
  return nav.toLowerCase().startsWith('it') ? 'it' : 'en';
}

/**
 * The app's i18next instance: the app's own words in namespace `app`, each system adapter's in
 * `sys-<id>`. Keys are flat (dots are part of the key), and a missing Italian string falls back to
 * English so nothing shows blank. A system's words are added when its code loads (issue 18: the page
 * loads a system only when it shows one); the systems loaded already are there from the start.
 */
export function createI18n(lang: Language = initialLanguage()): I18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, string>>> = { en: { app: en, online: onlineEn }, it: { app: it, online: onlineIt } };
  for (const a of adapters()) {
    resources['en']![systemNamespace(a.id)] = a.resources.en;
    resources['it']![systemNamespace(a.id)] = a.resources.it;
  }
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'it'],
    ns: ['app', 'online', ...adapters().map((a) => systemNamespace(a.id))],
    defaultNS: 'app',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes.
    resources,
    initAsync: false,
  });
  onSystemRegistered(({ adapter }) => {
    for (const l of ['en', 'it'] as const) instance.addResourceBundle(l, systemNamespace(adapter.id), adapter.resources[l]);
  });
  return instance;
}

export function currentLanguage(i18n: I18n): Language {
  return i18n.language === 'it' ? 'it' : 'en';
}

export function setLanguage(i18n: I18n, lang: Language): void {
  void i18n.changeLanguage(lang);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not remembered: harmless.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
