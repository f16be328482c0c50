import i18n, { type BackendModule, type ReadCallback, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, isLocale } from '@backoffice/contract';
import { parseLocalePath } from '@/lib/i18n-resources';
import {
  SHELL_NAMESPACES,
  currentLocale,
  followLanguage,
  loadTexts,
  showLanguage,
  textsOf,
  type ShellNamespace,
} from '@/lib/texts';

/**
 * i18next for the console's sections (react-i18next's useTranslation). It is not part of the sign-in
 * page: it loads with the console's route tree (app/router.tsx), or with a public page's heavier chunk
 * (the second sign-in step, the reset-password form). The shell's namespaces come from lib/texts.ts,
 * which the pages before sign-in use on their own; the sections' namespaces, in the language shown only,
 * before the console's first render (loadConsoleTexts), or when a public page's chunk asks for one.
 * Tests load everything up front (lib/test-setup.ts).
 */
const localeLoaders = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/*/{common,auth}.json'],
  { import: 'default' },
);

/** Namespace files by 'locale/namespace', read from the file names. */
const localeFiles = new Map<string, () => Promise<Record<string, unknown>>>();
for (const [path, load] of Object.entries(localeLoaders)) {
  const parsed = parseLocalePath(path);
  if (parsed) localeFiles.set(`${parsed[0]}/${parsed[1]}`, load);
}

const isShellNamespace = (namespace: string): namespace is ShellNamespace =>
  (SHELL_NAMESPACES as readonly string[]).includes(namespace);

function loaderOf(language: string, namespace: string): (() => Promise<Record<string, unknown>>) | undefined {
  if (isShellNamespace(namespace))
    return isLocale(language)
      ? () => loadTexts(language, namespace).then(() => textsOf(language, namespace) ?? {})
      : undefined;
  return localeFiles.get(`${language}/${namespace}`);
}

/** An i18next backend over the locale files (each its own chunk) and the shell's texts of lib/texts.ts. */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaderOf(language, namespace);
    // Unknown namespace or language: nothing to add.
    if (!load) return callback(null, {});
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The shell's texts already in, so i18next starts with them instead of asking again. */
function shellResources(): Resource {
  const language = currentLocale();
  const namespaces = SHELL_NAMESPACES.flatMap((namespace) => {
    const bundle = textsOf(language, namespace);
    return bundle ? [[namespace, bundle] as const] : [];
  });
  return { [language]: Object.fromEntries(namespaces) };
}

void i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    resources: shellResources(),
    partialBundledLanguages: true,
    lng: currentLocale(),
    // Both locales hold every key (the locales tests compare the key sets), so no fallback language is
    // loaded beside the current one.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    defaultNS: 'common',
    ns: [...SHELL_NAMESPACES],
    // The language is set at once (tests translate right after import); other files arrive with the backend.
    initAsync: false,
    // React escapes; escaping here as well would show entities.
    interpolation: { escapeValue: false },
  })
  .then(
    () => undefined,
    () => undefined,
  );

/**
 * Every section's texts in the language shown, in before the console's first render: one file, and the
 * second sign-in step's in its own (vite.config.ts), which role management and the profile page use too. A namespace a page first asks for while rendering suspends it, and React 19 holds a
 * Suspense boundary's content back for 300 ms after its fallback showed: every console page showed
 * its frame and data that much later than it could.
 */
export function loadConsoleTexts(): Promise<void> {
  const language = currentLocale();
  const namespaces = [...localeFiles.keys()].flatMap((key) => {
    const [fileLanguage, namespace] = key.split('/');
    return fileLanguage === language && namespace ? [namespace] : [];
  });
  return i18n.loadNamespaces(namespaces);
}

// The language switcher (lib/texts.ts setLocale) waits for i18next's files too; a switch made on
// i18next directly (tests) shows in the shell's texts as well.
followLanguage((locale) => i18n.changeLanguage(locale));
i18n.on('languageChanged', (language) => {
  if (isLocale(language)) showLanguage(language);
});

export { currentLocale, setLocale } from '@/lib/texts';
export default i18n;
