import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_LOCALE,
  LONG_COOKIE_DAYS,
  VALIDATION_MESSAGES_EN_US,
  VALIDATION_VALUE_LISTS_ZH_CN,
  isLocale,
  type Locale,
} from '@backoffice/contract';
import { getCookie, setCookie } from '@/lib/cookies';
import { errorNamespace, type ErrorWording } from '@/lib/i18n-resources';

/**
 * The shell's texts without i18next (docs/decisions/0014): the namespaces the pages before sign-in
 * show ('common', 'auth', the contract's 'errors' and 'validation'), in the language shown only.
 * i18next (lib/i18n.ts) loads with the console, or with a public page's heavier chunk, and reads
 * these same texts from here; this module follows i18next's key syntax ('ns:a.b'), `{{name}}`
 * interpolation and `_one`/`_other` plurals, which is all the shell's files use.
 */
export const LOCALE_COOKIE = 'locale';
export const SHELL_NAMESPACES = ['common', 'auth', 'errors', 'validation'] as const;
export type ShellNamespace = (typeof SHELL_NAMESPACES)[number];
type Bundle = Record<string, unknown>;
export type TranslateOptions = {
  ns?: string;
  count?: number;
  defaultValue?: string;
} & Record<string, unknown>;

// vite.config.ts groups each language's shell files (and its error wording) into one chunk.
const shellFiles = import.meta.glob<Bundle>('../locales/*/{common,auth}.json', {
  import: 'default',
});
const errorWordingLoaders: Record<Locale, () => Promise<ErrorWording>> = {
  'en-US': () => import('@backoffice/contract/error-wording/en-US').then((module) => module.ERROR_WORDING_EN_US),
  'zh-CN': () => import('@backoffice/contract/error-wording/zh-CN').then((module) => module.ERROR_WORDING_ZH_CN),
};

// The Chinese validation messages travel with the other Chinese texts (vite.config.ts), not in every start.
const validationLoaders: Record<Locale, () => Promise<Bundle>> = {
  'en-US': () => Promise.resolve(VALIDATION_MESSAGES_EN_US),
  'zh-CN': () =>
    import('@backoffice/contract/validation-messages/zh-CN').then((module) => ({
      ...module.VALIDATION_MESSAGES_ZH_CN,
      ...VALIDATION_VALUE_LISTS_ZH_CN,
    })),
};

const bundles = new Map<string, Bundle>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let language: Locale = DEFAULT_LOCALE;
let version = 0;

/** The locale cookie, when it holds a supported locale; anything else is ignored. */
export function readLocale(): Locale {
  const stored = getCookie(LOCALE_COOKIE);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function addTexts(locale: string, namespace: string, bundle: Bundle): void {
  bundles.set(`${locale}/${namespace}`, bundle);
}

export function textsOf(locale: string, namespace: string): Bundle | undefined {
  return bundles.get(`${locale}/${namespace}`);
}

/** Runs a load once per key; a failed one may be tried again. */
function once(key: string, load: () => Promise<void>): Promise<void> {
  const pending = loading.get(key) ?? load();
  loading.set(key, pending);
  pending.catch(() => loading.delete(key));
  return pending;
}

/** Fetches one language's shell texts: 'common' and 'auth' (one file), and the contract's validation messages. */
export function loadShellTexts(locale: Locale): Promise<void> {
  return once(`${locale}/shell`, async () => {
    await Promise.all([
      ...(['common', 'auth'] as const).map(async (namespace) => {
        const load = shellFiles[`../locales/${locale}/${namespace}.json`];
        if (load) addTexts(locale, namespace, await load());
      }),
      validationLoaders[locale]().then((messages) => addTexts(locale, 'validation', { ...messages })),
    ]);
  });
}

let errorTextsWanted = false;

/**
 * Fetches one language's error wording, a file of its own: the sign-in page shows it only after a
 * failed request (lib/http.ts waits for it) or an interaction, so it is not part of the first load.
 */
export function loadErrorTexts(locale: Locale = language): Promise<void> {
  errorTextsWanted = true;
  return once(`${locale}/errors`, async () => {
    addTexts(locale, 'errors', errorNamespace(await errorWordingLoaders[locale]()));
    // Anything that showed a key before the wording arrived shows the text now.
    if (locale === language) notify();
  });
}

/** One shell namespace of a language (i18next's backend asks through here). */
export function loadTexts(locale: Locale, namespace: ShellNamespace): Promise<void> {
  return namespace === 'errors' ? loadErrorTexts(locale) : loadShellTexts(locale);
}

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function currentLocale(): Locale {
  return language;
}

/** Shows another language at once (its texts must be in: tests, and i18next's own switch). */
export function showLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (locale === language) return;
  language = locale;
  notify();
}

/** Others that must follow a switch before the page re-renders (i18next once it is loaded). */
const followers = new Set<(locale: Locale) => Promise<unknown>>();
export function followLanguage(follower: (locale: Locale) => Promise<unknown>): void {
  followers.add(follower);
}

/** The language switcher: remembered in the cookie, shown once its texts are in. */
export async function setLocale(locale: Locale): Promise<void> {
  setCookie(LOCALE_COOKIE, locale, {
    maxAgeSeconds: LONG_COOKIE_DAYS * 24 * 60 * 60,
  });
  await Promise.all([loadShellTexts(locale), errorTextsWanted ? loadErrorTexts(locale) : undefined]);
  await Promise.all([...followers].map((follow) => follow(locale)));
  showLanguage(locale);
}

function lookup(bundle: Bundle | undefined, key: string): unknown {
  let node: unknown = bundle;
  for (const part of key.split('.'))
    node = node !== null && typeof node === 'object' ? (node as Bundle)[part] : undefined;
  return node;
}

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function resolve(key: string, options: TranslateOptions): string | undefined {
  const split = key.indexOf(':');
  const namespace = split > 0 ? key.slice(0, split) : (options.ns ?? 'common');
  const path = split > 0 ? key.slice(split + 1) : key;
  const bundle = textsOf(language, namespace);
  const candidates =
    typeof options.count === 'number'
      ? [`${path}_${new Intl.PluralRules(language).select(options.count)}`, path]
      : [path];
  for (const candidate of candidates) {
    const found = lookup(bundle, candidate);
    if (typeof found === 'string') return found;
  }
  return undefined;
}

/** Whether the shown language has a text for the key. */
export function hasText(key: string, options: TranslateOptions = {}): boolean {
  return resolve(key, options) !== undefined;
}

/** The text for a key in the shown language; the key itself when there is none (as i18next does). */
export function translate(key: string, options: TranslateOptions = {}): string {
  const text = resolve(key, options) ?? options.defaultValue ?? key;
  return interpolate(text, options);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const textsVersion = () => version;

/** The texts of one namespace, re-rendering on a language switch (react-i18next's useTranslation, lighter). */
export function useTexts(namespace: ShellNamespace = 'common') {
  // The same snapshot when the sign-in page is rendered into its HTML at build time (apps/web/build/sign-in-page.tsx).
  const current = useSyncExternalStore(subscribe, textsVersion, textsVersion);
  const t = useCallback(
    (key: string, options: TranslateOptions = {}) => translate(key, { ns: namespace, ...options }),
    // A new function per language, so memoised callers translate again after a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [namespace, current],
  );
  return { t, language };
}

/** Settles once the shown language's shell texts are in (main.tsx waits for it before the first render). */
export function loadInitialTexts(): Promise<void> {
  const locale = readLocale();
  language = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  // A failed fetch still renders (keys rather than nothing); a stale deployment's missing file reloads via main.tsx.
  return loadShellTexts(locale).catch(() => undefined);
}
