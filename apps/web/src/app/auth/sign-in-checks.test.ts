import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LIMITS, loginRequestSchema, type LoginRequest } from '@backoffice/contract';
import { EMAIL_PATTERN, signInErrors, type SignInErrors } from '@/app/auth/sign-in-checks';

/** What the contract's schema says: the first issue's message of each field. */
function schemaErrors(values: LoginRequest): SignInErrors {
  const result = loginRequestSchema.safeParse(values);
  const errors: SignInErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom('', ' ', '\t', '  '), text, fc.constantFrom('', ' ', '\n')).map((parts) => parts.join(''));
const emails = fc.oneof(
  fc.emailAddress(),
  padded(fc.emailAddress()),
  fc.string(),
  fc.string({ unit: fc.constantFrom('a', 'B', '.', '@', '-', '_', '+', "'", '1', ' ', 'é') }),
  fc
    .string({ minLength: LIMITS.email - 12, maxLength: LIMITS.email + 2 })
    .map((local) => `${local.replace(/[^a-z]/gi, 'x')}@example.com`),
);
const passwords = fc.oneof(fc.string(), fc.constant(''), fc.string({ minLength: 195, maxLength: 205 }));

describe('the sign-in checks without zod', () => {
  it('find the same message token per field as the contract schema', () => {
    fc.assert(
      fc.property(emails, passwords, (email, password) => {
        expect(signInErrors({ email, password })).toEqual(schemaErrors({ email, password }));
      }),
      { numRuns: 2000 },
    );
  });

  it('use the e-mail pattern zod applies', () => {
    // Written without needless escapes; the same pattern as zod's.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replace(/\\-/g, '-'));
  });

  it('name each failing field with its token', () => {
    expect(signInErrors({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(signInErrors({ email: ' ops@example.com ', password: 'x' })).toEqual({});
    expect(signInErrors({ email: 'ops@', password: 'x'.repeat(201) })).toEqual({
      email: 'email',
      password: 'max_length:200',
    });
  });
});
