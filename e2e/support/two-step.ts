import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, type ErrorCode } from '@backoffice/contract';
import type { CDPSession, Page } from 'playwright-core';

/**
 * Helpers for the two-step sign-in browser tests (docs/decisions/0011-two-step-sign-in.md): authenticator
 * codes computed here as an app would, the console's texts in either language, and Chromium's virtual
 * authenticator for passkeys.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Locale = 'en-US' | 'zh-CN';

type Texts = { [key: string]: string | Texts };

function readNamespace(locale: Locale, namespace: string): Texts {
  return JSON.parse(
    fs.readFileSync(path.join(root, 'apps/web/src/locales', locale, `${namespace}.json`), 'utf8'),
  ) as Texts;
}

/**
 * The console's wording in one language: `text('twoStep:totp.setUp')`, with `{{name}}` filled in.
 * Tests name controls as a user of that language reads them.
 */
export function textsOf(locale: Locale) {
  const cache = new Map<string, Texts>();
  return (key: string, values: Record<string, string | number> = {}): string => {
    const [namespace = '', dotted = ''] = key.split(':');
    let bundle = cache.get(namespace);
    if (!bundle) {
      bundle = readNamespace(locale, namespace);
      cache.set(namespace, bundle);
    }
    const found = dotted
      .split('.')
      .reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), bundle);
    if (typeof found !== 'string') throw new Error(`No text ${key} in ${locale}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** A server error's wording in one language, as the console shows it. */
export function errorText(locale: Locale, code: ErrorCode): string {
  return locale === 'zh-CN' ? ERROR_CODES[code].zh : ERROR_CODES[code].en;
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export const TOTP_PERIOD_SECONDS = 30;

/** The 30-second step a moment falls in. */
export function totpStep(now: number = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator app shows for this step (RFC 6238: HMAC-SHA1, 6 digits). */
export function totpCode(secretBase32: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * An authenticator app that never shows the same code twice: the server accepts each step once and
 * one step of drift, so a second code within the same 30 s is the next step's.
 */
export function authenticatorApp(secretBase32: string) {
  let lastStep = -1;
  return {
    nextCode(): string {
      const step = Math.max(totpStep(), lastStep + 1);
      lastStep = step;
      return totpCode(secretBase32, step);
    },
  };
}

/**
 * Chromium's virtual authenticator on this page (DevTools protocol): a platform authenticator with
 * resident keys that verifies the user at once, as a fingerprint reader would.
 */
export async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}
