import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LONG_COOKIE_DAYS, LOCALES, isLocale, type Locale } from '@backoffice/contract';
import { getCookie, setCookie } from '@/lib/cookies';
import { buildResources, errorNamespace, parseLocalePath, type ErrorWording } from '@/lib/i18n-resources';

export const LOCALE_COOKIE = 'locale';

/**
 * One folder per locale, one JSON file per namespace. Every file is fetched when first needed, and
 * only in the language shown: the shell's namespaces ('common', 'auth') of the current language
 * before the first render (main.tsx waits for `localeReady`), a section's own namespace when one of
 * its pages asks for it, the other language's files only after a switch. So neither the second
 * language nor sections added later grow the sign-in page. The contract's validation messages are
 * bundled; its error wording ('errors') is fetched per language with the shell's texts. Tests load
 * everything up front (lib/test-setup.ts).
 */
const SHELL_NAMESPACES = ['common', 'auth'] as const;

const localeLoaders = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

/** Namespace files by 'locale/namespace', read from the file names. */
const localeFiles = new Map<string, () => Promise<Record<string, unknown>>>();
for (const [path, load] of Object.entries(localeLoaders)) {
  const parsed = parseLocalePath(path);
  if (parsed) localeFiles.set(`${parsed[0]}/${parsed[1]}`, load);
}

/**
 * The contract's error wording, one module per language: the page loads only the language it shows
 * (vite.config.ts puts each in that language's shell-text file).
 */
const errorWordingLoaders: Record<Locale, () => Promise<ErrorWording>> = {
  'en-US': () => import('@backoffice/contract/error-wording/en-US').then((module) => module.ERROR_WORDING_EN_US),
  'zh-CN': () => import('@backoffice/contract/error-wording/zh-CN').then((module) => module.ERROR_WORDING_ZH_CN),
};

function loaderOf(language: string, namespace: string): (() => Promise<Record<string, unknown>>) | undefined {
  if (namespace === 'errors') {
    const loadWording = isLocale(language) ? errorWordingLoaders[language] : undefined;
    return loadWording && (() => loadWording().then(errorNamespace));
  }
  return localeFiles.get(`${language}/${namespace}`);
}

/** An i18next backend over the locale files (each its own chunk; vite.config.ts groups the shell's). */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaderOf(language, namespace);
    // Unknown namespace or language: nothing to add (the validation namespace is bundled).
    if (!load) return callback(null, {});
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The locale cookie, when it holds a supported locale; anything else is ignored (spec §1). */
export function readLocale(): Locale {
  const stored = getCookie(LOCALE_COOKIE);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/**
 * Settles once the current language's shell namespaces are in (or failed to load: the page then
 * shows keys rather than nothing, and a stale deployment's missing file reloads via main.tsx).
 */
export const localeReady: Promise<void> = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    // The contract's validation messages for both languages; the rest, error wording included, comes from the backend.
    resources: buildResources({}),
    partialBundledLanguages: true,
    lng: readLocale(),
    // Both locales hold every key (the locales tests compare the key sets), so no fallback language is
    // loaded beside the current one.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    defaultNS: 'common',
    ns: [...SHELL_NAMESPACES, 'validation', 'errors'],
    // The language is set at once (tests translate right after import); its files arrive with localeReady.
    initAsync: false,
    // React escapes; escaping here as well would show entities.
    interpolation: { escapeValue: false },
  })
  .then(
    () => undefined,
    () => undefined,
  );

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function setLocale(locale: Locale): void {
  setCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LONG_COOKIE_DAYS * 24 * 60 * 60 });
  document.documentElement.lang = locale;
  void i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export default i18n;
