import * as z from 'zod/mini';
import type { DefaultValues } from 'react-hook-form';
import { createAccountSchema, meetsPasswordPolicy, msg, type Account } from '@backoffice/contract';

/** New account: the contract's create schema as it is. */
export const createAccountFormSchema = createAccountSchema;

/** Editing: the same fields, but a blank password means "keep the current one". */
export const editAccountFormSchema = z.extend(createAccountSchema, {
  password: z.string().check(z.refine((value) => value === '' || meetsPasswordPolicy(value), msg('password_policy'))),
});

export type AccountFormInput = z.input<typeof createAccountFormSchema>;
export type AccountFormValues = z.output<typeof createAccountFormSchema>;

export const ACCOUNT_FORM_FIELDS = [
  'email',
  'username',
  'password',
  'role_id',
  'status',
  'force_reset_password',
] as const;

export function accountFormDefaults(account?: Account): DefaultValues<AccountFormInput> {
  if (!account) {
    // role_id stays empty until picked, so the form says "Please select a Role" instead of guessing one.
    return { email: '', username: '', password: '', status: 'Active', force_reset_password: true };
  }
  return {
    email: account.email,
    username: account.username,
    password: '',
    role_id: account.role.id,
    status: account.status,
    force_reset_password: account.force_reset_password,
  };
}
