import * as React from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { loginRequestSchema, type LoginRequest } from '@backoffice/contract';

export type SignInField = keyof LoginRequest;
export type SignInErrors = Partial<Record<SignInField, string>>;

const FIELDS: readonly SignInField[] = ['email', 'password'];

/** The first contract token (or message) of each failing field. */
function fieldErrors(values: LoginRequest): SignInErrors {
  const result = loginRequestSchema.safeParse(values);
  const errors: SignInErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The sign-in form's state without a form library (docs/decisions/0010): two fields checked by the
 * contract's schema. Spec §5: validation runs on submit, then again on every change; the submit
 * button follows the validity of what is typed now, without showing errors before a submit.
 */
export function useSignInForm() {
  const [values, setValues] = React.useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = React.useState<SignInErrors>({});
  const [submitted, setSubmitted] = React.useState(false);
  const inputs = React.useRef<Partial<Record<SignInField, HTMLInputElement | null>>>({});

  const change = React.useCallback(
    (field: SignInField, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (submitted) setErrors(fieldErrors(next));
    },
    [submitted, values],
  );

  /** Checks the form as a submit does; focuses the first failing field. Returns the values when valid. */
  const validate = React.useCallback((): LoginRequest | undefined => {
    setSubmitted(true);
    const found = fieldErrors(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first === undefined) return values;
    inputs.current[first]?.focus();
    return undefined;
  }, [values]);

  /** A server-side failure put onto a field (lib/form-errors.ts applyServerErrors calls this). */
  const setError = React.useCallback<UseFormSetError<LoginRequest>>((name, error, options) => {
    if (name !== 'email' && name !== 'password') return;
    setErrors((current) => ({ ...current, [name]: error.message ?? '' }));
    if (options?.shouldFocus) inputs.current[name]?.focus();
  }, []);

  const register = React.useCallback(
    (field: SignInField) => ({
      name: field,
      value: values[field],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
      ref: (element: HTMLInputElement | null) => {
        inputs.current[field] = element;
      },
    }),
    [change, values],
  );

  return { values, errors, canSubmit: loginRequestSchema.safeParse(values).success, validate, setError, register };
}
