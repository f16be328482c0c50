import { describe, expect, it } from 'vitest';
import { cookieAttributes, cookieName, deleteCookie, getCookie, setCookie, type CookieJar } from '@/lib/cookies';

/** A fake document.cookie that keeps name=value pairs and records what was written. */
function fakeJar(protocol = 'http:'): CookieJar & { writes: string[] } {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    location: { protocol },
    get cookie() {
      return [...values.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) values.delete(name);
      else values.set(name, value);
    },
  };
}

describe('cookies', () => {
  it('prefixes every name with hi7-', () => {
    expect(cookieName('locale')).toBe('hi7-locale');
  });

  it('writes SameSite=Strict, a path, and Secure only over https', () => {
    expect(cookieAttributes({}, fakeJar('http:'))).toBe('path=/; SameSite=Strict');
    expect(cookieAttributes({ maxAgeSeconds: 60 }, fakeJar('https:'))).toBe(
      'path=/; SameSite=Strict; max-age=60; Secure',
    );
  });

  it('round-trips encoded values and deletes them', () => {
    const jar = fakeJar();
    setCookie('email', 'a b@example.com', {}, jar);
    expect(jar.writes[0]).toBe('hi7-email=a%20b%40example.com; path=/; SameSite=Strict');
    expect(getCookie('email', jar)).toBe('a b@example.com');
    deleteCookie('email', jar);
    expect(getCookie('email', jar)).toBeUndefined();
  });

  it('does not confuse a name with a longer one', () => {
    const jar = fakeJar();
    setCookie('access_token_x', 'other', {}, jar);
    expect(getCookie('access_token', jar)).toBeUndefined();
  });

  it('works with the real document', () => {
    setCookie('probe', 'yes');
    expect(getCookie('probe')).toBe('yes');
    deleteCookie('probe');
    expect(getCookie('probe')).toBeUndefined();
  });
});
