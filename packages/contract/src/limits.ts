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

/** 8–25 characters with an uppercase letter, a lowercase letter, a digit and one of @ $ ! % * ? &. */
export const PASSWORD_SPECIALS = "@$!%*?&";
export const PASSWORD_POLICY =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,25}$/;

export function meetsPasswordPolicy(password: string): boolean {
  return PASSWORD_POLICY.test(password);
}

/** Table defaults. */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The most rows one page of a list may ask for (`per_page`). */
export const MAX_PAGE_SIZE = 100;
/** The most records one call names by id (a bulk action, a list or export of selected rows): a page of the largest size. */
export const BULK_MAX_IDS = MAX_PAGE_SIZE;

/** Cookies and storage. */
export const COOKIE_PREFIX = "hi7-";
export const LONG_COOKIE_DAYS = 365;
export const DEFAULT_LOCALE = "en-US";
export const LOCALES = ["en-US", "zh-CN"] as const;
export type Locale = (typeof LOCALES)[number];
export function isLocale(value: unknown): value is Locale {
  return (
    typeof value === "string" && (LOCALES as readonly string[]).includes(value)
  );
}
