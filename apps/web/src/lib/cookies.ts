import { COOKIE_PREFIX } from '@backoffice/contract';

/** Every cookie of the console carries the product's prefix. */
export function cookieName(name: string): string {
  return `${COOKIE_PREFIX}${name}`;
}

export interface CookieOptions {
  /** Lifetime in seconds; omitted → a session cookie that ends with the browser session. */
  maxAgeSeconds?: number;
}

/** The document the cookies live in; tests pass their own. */
export interface CookieJar {
  cookie: string;
  location?: { protocol: string };
}

function defaultJar(): CookieJar {
  return document;
}

/** Reads a prefixed cookie; undefined when absent. */
export function getCookie(name: string, jar: CookieJar = defaultJar()): string | undefined {
  const wanted = `${cookieName(name)}=`;
  for (const part of jar.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(wanted)) {
      const raw = item.slice(wanted.length);
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** The attribute string: SameSite=Strict always, Secure when the page is served over https. */
export function cookieAttributes(options: CookieOptions, jar: CookieJar = defaultJar()): string {
  const parts = ['path=/', 'SameSite=Strict'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (jar.location?.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  jar: CookieJar = defaultJar(),
): void {
  jar.cookie = `${cookieName(name)}=${encodeURIComponent(value)}; ${cookieAttributes(options, jar)}`;
}

export function deleteCookie(name: string, jar: CookieJar = defaultJar()): void {
  jar.cookie = `${cookieName(name)}=; ${cookieAttributes({ maxAgeSeconds: 0 }, jar)}`;
}
