import { expect } from 'vitest';
import type { BrowserContext, Cookie, Locator, Page } from 'playwright-core';

/**
 * Small helpers for reading what a user sees. Nothing here sleeps: every wait is for a condition
 * (a locator state, a URL, or a polled value through vitest's expect.poll).
 */
export const WAIT_MS = 10_000;

/** Polls a value until the assertion after it holds (vitest's expect.poll with a browser-sized timeout). */
export function eventually<T>(read: () => T | Promise<T>, message?: string): ReturnType<typeof expect.poll<T>> {
  return expect.poll(read, {
    timeout: WAIT_MS,
    interval: 50,
    ...(message ? { message } : {}),
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The page's current path ('/login/'). */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the address bar shows this path (a string is compared exactly). */
export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), {
    waitUntil: 'commit',
  });
}

/** The public pages, as the product writes them. */
export const LOGIN_PATH = '/login/';
export const RESET_PASSWORD_PATH = '/reset-password/';
export const PASSWORD_CHANGED_PATH = '/success-password-changed/';

/** A regular expression matching exactly this text (for accessible names that must not be partial). */
export function exactly(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}$`);
}

/** The toast region at the top centre. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ });
}

/** A toast whose text is exactly this. */
export function toast(page: Page, text: string): Locator {
  // The message is matched, not the whole toast: a toast with an action (Undo, View exports) holds its button's text too.
  return toasts(page)
    .getByRole('listitem')
    .filter({ has: page.locator('[data-title]').filter({ hasText: exactly(text) }) });
}

/** Waits for a toast with exactly this text to be shown. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await toast(page, text).first().waitFor({ state: 'visible' });
}

/** Waits until the locator's text (trimmed) is exactly this. */
export async function expectText(locator: Locator, text: string): Promise<void> {
  await eventually(async () => ((await locator.textContent()) ?? '').trim()).toBe(text);
}

/** The browser's cookies by name. */
export async function cookieMap(context: BrowserContext): Promise<Record<string, Cookie>> {
  return Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
}

/** The names of the browser's cookies that start with 'hi7-'. */
export async function consoleCookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name.startsWith('hi7-'))
    .sort();
}

/** An entry of the page's local storage. */
export function localStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** The login form's controls. */
export function loginForm(page: Page) {
  return {
    email: page.getByRole('textbox', { name: 'Email' }),
    // The password input has no textbox role while hidden; its label names it.
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Login', exact: true }),
  };
}

/**
 * Resolves once the console's sign-in form has replaced the one painted from the HTML. Both are drawn by the same
 * components, so a field is there before the script is; only the painted page's language buttons submit a form
 * (the console's answer their clicks themselves). Typing or leaving a field before then is login-first-paint's
 * subject: every other test waits for this first.
 */
export function signInFormTakenOver(page: Page): Promise<void> {
  return page.locator('#root:not(:has(form[method="get"])) input[type="email"][data-slot="input"]').waitFor();
}

/**
 * Opens the sign-in page and signs in through the form (does not wait for where it lands). It types
 * into the console's form, once it has replaced the one painted from the HTML: typing across that
 * takeover is login-first-paint.e2e.ts's subject, and kept out of every other test's way.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login/');
  await signInFormTakenOver(page);
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** Signs in and waits until the browser has left the sign-in page; answers the path it landed on. */
export async function signInAndLand(page: Page, email: string, password: string): Promise<string> {
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== LOGIN_PATH, {
    waitUntil: 'commit',
  });
  return pathOf(page);
}

/** The sidebar's navigation landmark. */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/**
 * The validation messages a form field announces: the texts of the form messages its
 * aria-describedby points at (what a screen reader reads with the field).
 */
export async function fieldMessages(field: Locator): Promise<string[]> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(
    ids.map((id) => field.page().locator(`[id="${id}"][data-slot="form-message"]`).allTextContents()),
  );
  return texts.flat().map((text) => text.trim());
}

/** Waits until the field announces exactly this validation message (among its messages). */
export async function expectFieldMessage(field: Locator, message: string): Promise<void> {
  await eventually(() => fieldMessages(field)).toContain(message);
}

/** Closing a form with unsaved changes asks first: answer "Discard". */
export async function discardChanges(page: Page): Promise<void> {
  const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await ask.getByRole('button', { name: 'Discard' }).click();
  await ask.waitFor({ state: 'hidden' });
}

/** How many toasts (shown or waiting behind the one shown) contain this text. */
export function toastCount(page: Page, text: RegExp): Promise<number> {
  return toasts(page).getByRole('listitem').filter({ hasText: text }).count();
}

/**
 * What the page writes to the browser console as errors or warnings (and uncaught exceptions), from
 * now on: an expected refusal (403, 401) should leave nothing here.
 */
export function consoleProblems(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') lines.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`exception: ${error.message}`));
  return lines;
}

/** Chromium's own line for a response with an error status (the app does not write it). */
export function isNetworkLine(line: string, status: number): boolean {
  return line.startsWith(`error: Failed to load resource: the server responded with a status of ${status} `);
}

/** Opens the Profile page, which every signed-in user may open, and waits for its heading. */
export async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile/');
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
}

/** Turns a feature flag on or off on the Feature Flag page, and waits until its switch says so. */
export async function switchFeatureFlag(page: Page, name: string, on: boolean): Promise<void> {
  await page.goto('/feature-flag/');
  const flag = page.getByRole('switch', { name });
  await flag.click();
  await eventually(() => flag.getAttribute('aria-checked')).toBe(String(on));
}

/** Opens the Profile page and checks that the sidebar offers none of these links. */
export async function expectNotInSidebar(page: Page, ...links: string[]): Promise<void> {
  await openProfile(page);
  await sidebar(page).waitFor();
  for (const name of links) expect(await sidebar(page).getByRole('link', { name }).count(), name).toBe(0);
}
