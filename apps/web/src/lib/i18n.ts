import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LONG_COOKIE_DAYS, LOCALES, isLocale, type Locale } from '@backoffice/contract';
import { getCookie, setCookie } from '@/lib/cookies';
import { buildResources, parseLocalePath, type NamespaceFiles } from '@/lib/i18n-resources';

export const LOCALE_COOKIE = 'locale';

/**
 * One folder per locale, one JSON file per namespace. The shell's namespaces ('common', 'auth')
 * come with the first page; every other file (a section's own namespace) is fetched the first time
 * a page asks for it, so sections added later do not grow the sign-in page. Tests load everything
 * up front (lib/test-setup.ts), so components render translated without waiting.
 */
const SHELL_NAMESPACES = ['common', 'auth'] as const;

const shellFiles: NamespaceFiles = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/common.json', '../locales/*/auth.json'],
  { eager: true, import: 'default' },
);

const sectionLoaders = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/*/common.json', '!../locales/*/auth.json'],
  { import: 'default' },
);

/** Section namespaces by locale, read from the file names. */
const sectionFiles = new Map<string, () => Promise<Record<string, unknown>>>();
for (const [path, load] of Object.entries(sectionLoaders)) {
  const parsed = parseLocalePath(path);
  if (parsed) sectionFiles.set(`${parsed[0]}/${parsed[1]}`, load);
}

/** An i18next backend over the bundled section files. */
const sectionBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = sectionFiles.get(`${language}/${namespace}`);
    // Unknown namespace or language: nothing to add (the contract namespaces are bundled).
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

void i18n
  .use(sectionBackend)
  .use(initReactI18next)
  .init({
    resources: buildResources(shellFiles),
    // Bundled resources plus the backend for the rest.
    partialBundledLanguages: true,
    lng: readLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: 'common',
    ns: [...SHELL_NAMESPACES, 'validation', 'errors'],
    // The shell is bundled, so initialisation is synchronous and the first render is translated.
    initAsync: false,
    // React escapes; escaping here as well would show entities.
    interpolation: { escapeValue: false },
  });

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
