import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { newPasswordSchema } from '@backoffice/contract';
import { PasswordPolicy } from '@/components/form-fields/password-policy';
import '@/lib/i18n';

afterEach(cleanup);

/** What the checklist shows: all green, or not. Read from the DOM directly: role queries are too slow for hundreds of runs. */
function checklistVerdict(container: HTMLElement): boolean {
  const items = [...container.querySelectorAll<HTMLElement>('[data-testid="password-policy"] li')];
  return items.length > 0 && items.every((item) => item.dataset['met'] === 'true');
}

/** What the server says: the contract's schema of a new password, as every route that sets one parses it. */
function serverVerdict(password: string): boolean {
  return z.safeParse(newPasswordSchema, password).success;
}

/** Characters that decide the rules: each class, a space, other scripts, emoji, controls, separators, a lone surrogate. */
const TELLING = [
  'A',
  'Z',
  'É',
  'Ж',
  'a',
  'z',
  'ß',
  'ж',
  '0',
  '9',
  '٣',
  '@',
  '$',
  '!',
  '%',
  '*',
  '?',
  '&',
  '#',
  ' ',
  '中',
  '😀',
  '\u0301',
  '\t',
  '\n',
  '\u0000',
  '\u007f',
  '\u2028',
  '\ud800',
];
const character = fc.oneof(fc.constantFrom(...TELLING), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
const passwords = fc.oneof(
  fc.array(character, { maxLength: 30 }).map((chars) => chars.join('')),
  // One of each class and filler around them, so that accepted passwords are generated often too.
  fc
    .tuple(
      fc.constantFrom('A', 'É', 'Ж'),
      fc.constantFrom('a', 'ß', 'ж'),
      fc.constantFrom('1', '٣'),
      fc.constantFrom(...'@$!%*?&'),
      fc.array(character, { maxLength: 24 }),
    )
    .map(([upper, lower, digit, special, filler]) =>
      [upper, ...filler.slice(0, 12), lower, digit, ...filler.slice(12), special].join(''),
    ),
);

describe('the password checklist', () => {
  it('goes all green exactly when the server accepts the password', () => {
    const { container, rerender } = render(<PasswordPolicy value="" />);
    let accepted = 0;
    fc.assert(
      fc.property(passwords, (password) => {
        rerender(<PasswordPolicy value={password} />);
        const server = serverVerdict(password);
        if (server) accepted++;
        expect(checklistVerdict(container), JSON.stringify(password)).toBe(server);
      }),
      { numRuns: 300 },
    );
    // The property saw both verdicts, not only refusals.
    expect(accepted).toBeGreaterThan(20);
  }, 60_000);

  it.each([
    ['Abcdefg1#@x', true],
    ['Pass word 1!', true],
    ['Pässwörd1!', true],
    ['Abcdefg1#x', false],
    ['Abc\u0000defg1!', false],
  ])('agrees with the server on %j', (password, accepted) => {
    const { container } = render(<PasswordPolicy value={password} />);
    expect(serverVerdict(password)).toBe(accepted);
    expect(checklistVerdict(container)).toBe(accepted);
  });
});
