import * as z from 'zod/mini';
import { emailSchema, newPasswordSchema } from './auth.js';
import { bodyIdSchema, listQuerySchema, queryIdSchema, recordStampsShape, requiredText } from './common.js';
import { ACTIVE_STATUSES } from './enums.js';
import { LIMITS } from './limits.js';
import { ACCOUNT_SORTABLE } from './lists.js';
import { msg } from './messages.js';

/** A staff account of the console (User Management → Account Management). */
export const accountSchema = z.object({
  id: z.number().check(z.int()),
  email: z.string(),
  username: z.string(),
  role: z.object({ id: z.number().check(z.int()), name: z.string() }),
  status: z.enum(ACTIVE_STATUSES),
  force_reset_password: z.boolean(),
  last_login_at: z.nullable(z.string()),
  ...recordStampsShape,
});
export type Account = z.infer<typeof accountSchema>;

export const usernameSchema = requiredText(LIMITS.username);

const roleIdSchema = bodyIdSchema(msg('select'));

export const createAccountSchema = z.strictObject({
  email: emailSchema,
  username: usernameSchema,
  password: newPasswordSchema,
  role_id: roleIdSchema,
  status: z._default(z.enum(ACTIVE_STATUSES), 'Active'),
  force_reset_password: z._default(z.boolean(), true),
});
export type CreateAccount = z.input<typeof createAccountSchema>;

/**
 * Every field optional; a password given here replaces the old one and ends the account's sessions.
 * Setting one's own password this way also needs `current_password` (the server answers
 * VALIDATION_FAILED naming it when missing, CURRENT_PASSWORD_INCORRECT when wrong); it is ignored
 * for other accounts. See docs/decisions/0012-grant-rules.md.
 */
export const updateAccountSchema = z.strictObject({
  email: z.optional(emailSchema),
  username: z.optional(usernameSchema),
  password: z.optional(newPasswordSchema),
  current_password: z.optional(
    z.string({ error: msg('required') }).check(z.minLength(1, msg('required')), z.maxLength(200)),
  ),
  role_id: z.optional(roleIdSchema),
  status: z.optional(z.enum(ACTIVE_STATUSES)),
  force_reset_password: z.optional(z.boolean()),
});
export type UpdateAccount = z.input<typeof updateAccountSchema>;

export const accountListQuerySchema = listQuerySchema(ACCOUNT_SORTABLE, {
  status: z.optional(z.enum(ACTIVE_STATUSES)),
  role_id: z.optional(queryIdSchema()),
});
export type AccountListQuery = z.input<typeof accountListQuerySchema>;

export const generatedPasswordSchema = z.object({ data: z.object({ password: z.string() }) });
