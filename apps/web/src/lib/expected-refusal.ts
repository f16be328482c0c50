/**
 * A refusal the console expects and shows as a page of its own (a 403 page), rather than a fault:
 * React reports errors its boundaries catch to the browser console, and these it must not (main.tsx).
 * A mark instead of a class check, so the sign-in page's entry does not import the access rules.
 */
const EXPECTED = Symbol.for('backoffice.expected-refusal');

export function markExpected<T extends Error>(error: T): T {
  Object.defineProperty(error, EXPECTED, { value: true });
  return error;
}

export function isExpectedRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && EXPECTED in error;
}
