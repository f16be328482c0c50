/** Field limits of the product. Each limit is written here once. */
export const LIMITS = {
  keyword: 30,
  displayName: 100,
  description: 200,
  roleName: 30,
  clientName: 30,
  username: 30,
  email: 254,
  queueNumber: { min: 1, max: 999 },
  password: { min: 8, max: 25 },
  remarks: 500,
} as const;

/**
 * The password rule, written once: the server's schemas judge a password with `meetsPasswordPolicy` and the
 * console's checklist ticks off these same rules. 8 to 25 characters with an uppercase letter, a lowercase
 * letter, a digit and at least one of @ $ ! % * ? &; every other printable character is allowed too, space and
 * non-ASCII letters included. Characters are counted as code points (an emoji is one, as a user sees it; a
 * letter typed with a separate combining accent is two). Letters and digits are those of any script.
 */
export const PASSWORD_SPECIALS = '@$!%*?&';

/** What no password may hold: control characters, line and paragraph separators, and unpaired surrogates. */
const NOT_PRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u;

export const PASSWORD_RULES = [
  {
    key: 'length',
    test: (password: string) => {
      const characters = [...password].length;
      return characters >= LIMITS.password.min && characters <= LIMITS.password.max;
    },
  },
  { key: 'uppercase', test: (password: string) => /\p{Lu}/u.test(password) },
  { key: 'lowercase', test: (password: string) => /\p{Ll}/u.test(password) },
  { key: 'digit', test: (password: string) => /\p{Nd}/u.test(password) },
  { key: 'special', test: (password: string) => [...PASSWORD_SPECIALS].some((special) => password.includes(special)) },
  { key: 'printable', test: (password: string) => !NOT_PRINTABLE.test(password) },
] as const;
export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

export function meetsPasswordPolicy(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/** Table defaults. */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The most rows one page of a list may ask for (`per_page`). */
export const MAX_PAGE_SIZE = 100;
/** The most records one call names by id (a bulk action, a list or export of selected rows): a page of the largest size. */
export const BULK_MAX_IDS = MAX_PAGE_SIZE;

/** Cookies and storage. */
export const COOKIE_PREFIX = 'hi7-';
export const LONG_COOKIE_DAYS = 365;
export const DEFAULT_LOCALE = 'en-US';
export const LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
