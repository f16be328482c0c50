import * as React from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { LoginRequest } from '@backoffice/contract';
import { signInErrors, type SignInErrors, type SignInField } from '@/app/auth/sign-in-checks';
import { takeOverTypedSignIn, typedBeforeStart, type TypingPosition } from '@/app/auth/typed-before-start';

export type { SignInErrors, SignInField } from '@/app/auth/sign-in-checks';

const FIELDS: readonly SignInField[] = ['email', 'password'];
const isValid = (values: LoginRequest) => Object.keys(signInErrors(values)).length === 0;

type FieldInputs = React.RefObject<Partial<Record<SignInField, HTMLInputElement | null>>>;

/**
 * Keys pressed into the HTML's form after the first render began, before its commit replaced that
 * form, go into React's fields; the cursor goes back where it was once those values are in them.
 */
function useTypedSignInTakeover(
  values: LoginRequest,
  setValues: React.Dispatch<React.SetStateAction<LoginRequest>>,
  inputs: FieldInputs,
) {
  const initialValues = React.useRef(values);
  const cursorToRestore = React.useRef<{
    position: TypingPosition;
    values: LoginRequest;
  }>(undefined);
  React.useLayoutEffect(() => {
    const last = takeOverTypedSignIn();
    if (last.position)
      cursorToRestore.current = {
        position: last.position,
        values: last.values,
      };
    setValues((current) => (current === initialValues.current ? last.values : current));
  }, [setValues]);
  React.useLayoutEffect(() => {
    const pending = cursorToRestore.current;
    if (pending === undefined || pending.values.email !== values.email || pending.values.password !== values.password)
      return;
    cursorToRestore.current = undefined;
    const { position } = pending;
    const input = inputs.current[position.field];
    if (!input) return;
    input.focus();
    if (position.start !== undefined && position.end !== undefined)
      input.setSelectionRange(position.start, position.end);
  }, [values, inputs]);
}

/**
 * The sign-in form's state without a form library (docs/decisions/0010): two fields checked as the
 * contract's loginRequestSchema checks them (sign-in-checks.ts). A field's message shows once the
 * person has left the field or submitted, and then follows every change, so a disabled button always
 * has its reason on screen; the submit button follows the validity of what is typed now.
 */
export function useSignInForm() {
  const [values, setValues] = React.useState<LoginRequest>(typedBeforeStart);
  const inputs: FieldInputs = React.useRef({});
  useTypedSignInTakeover(values, setValues, inputs);
  const [errors, setErrors] = React.useState<SignInErrors>({});
  const [submitted, setSubmitted] = React.useState(false);
  /** Fields the person has left: their messages show from then on. */
  const [left, setLeft] = React.useState<Partial<Record<SignInField, true>>>({});

  /** The checks' messages for the fields whose messages are shown (all of them after a submit). */
  const shownErrors = React.useCallback(
    (next: LoginRequest, shown: Partial<Record<SignInField, true>>, all: boolean): SignInErrors => {
      const found = signInErrors(next);
      return all ? found : Object.fromEntries(Object.entries(found).filter(([field]) => shown[field as SignInField]));
    },
    [],
  );

  const change = React.useCallback(
    (field: SignInField, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (submitted || left.email || left.password) setErrors(shownErrors(next, left, submitted));
    },
    [submitted, left, values, shownErrors],
  );

  const leave = React.useCallback(
    (field: SignInField) => {
      // Leaving a field never typed in says nothing yet: tabbing through the form is not a mistake.
      if (!left[field] && values[field] === '') return;
      const shown = { ...left, [field]: true as const };
      setLeft(shown);
      setErrors(shownErrors(values, shown, submitted));
    },
    [left, values, submitted, shownErrors],
  );

  /** Checks the form as a submit does; focuses the first failing field. Returns the values when valid. */
  const validate = React.useCallback((): LoginRequest | undefined => {
    setSubmitted(true);
    const found = signInErrors(values);
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
      onBlur: () => leave(field),
      ref: (element: HTMLInputElement | null) => {
        inputs.current[field] = element;
      },
    }),
    [change, leave, values],
  );

  return {
    values,
    errors,
    canSubmit: isValid(values),
    validate,
    setError,
    register,
  };
}
