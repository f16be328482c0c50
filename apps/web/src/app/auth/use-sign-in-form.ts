import * as React from "react";
import type { UseFormSetError } from "react-hook-form";
import type { LoginRequest } from "@backoffice/contract";
import {
  signInErrors,
  type SignInErrors,
  type SignInField,
} from "@/app/auth/sign-in-checks";
import {
  takeOverTypedSignIn,
  typedBeforeStart,
  type TypingPosition,
} from "@/app/auth/typed-before-start";

export type { SignInErrors, SignInField } from "@/app/auth/sign-in-checks";

const FIELDS: readonly SignInField[] = ["email", "password"];
const isValid = (values: LoginRequest) =>
  Object.keys(signInErrors(values)).length === 0;

type FieldInputs = React.RefObject<
  Partial<Record<SignInField, HTMLInputElement | null>>
>;

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
    setValues((current) =>
      current === initialValues.current ? last.values : current,
    );
  }, [setValues]);
  React.useLayoutEffect(() => {
    const pending = cursorToRestore.current;
    if (
      pending === undefined ||
      pending.values.email !== values.email ||
      pending.values.password !== values.password
    )
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
 * contract's loginRequestSchema checks them (sign-in-checks.ts). Validation runs on submit,
 * then again on every change; the submit button follows the validity of what is typed now, without
 * showing errors before a submit.
 */
export function useSignInForm() {
  const [values, setValues] = React.useState<LoginRequest>(typedBeforeStart);
  const inputs: FieldInputs = React.useRef({});
  useTypedSignInTakeover(values, setValues, inputs);
  const [errors, setErrors] = React.useState<SignInErrors>({});
  const [submitted, setSubmitted] = React.useState(false);

  const change = React.useCallback(
    (field: SignInField, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (submitted) setErrors(signInErrors(next));
    },
    [submitted, values],
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
  const setError = React.useCallback<UseFormSetError<LoginRequest>>(
    (name, error, options) => {
      if (name !== "email" && name !== "password") return;
      setErrors((current) => ({ ...current, [name]: error.message ?? "" }));
      if (options?.shouldFocus) inputs.current[name]?.focus();
    },
    [],
  );

  const register = React.useCallback(
    (field: SignInField) => ({
      name: field,
      value: values[field],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        change(field, event.target.value),
      ref: (element: HTMLInputElement | null) => {
        inputs.current[field] = element;
      },
    }),
    [change, values],
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
