import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.js';
import { listQuerySchema } from './common.js';
import { ACTIVE_STATUSES } from './enums.js';
import { LIMITS } from './limits.js';
import { msg } from './messages.js';

/** A staff account of the console (User Management → Account Management). */
export const accountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(ACTIVE_STATUSES),
  force_reset_password: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  updated_at: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const usernameSchema = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(LIMITS.username, msg('max_length', LIMITS.username));

const roleIdSchema = z.number({ error: msg('select') }).int(msg('select')).positive(msg('select'));

export const createAccountSchema = z
  .object({
    email: emailSchema,
    username: usernameSchema,
    password: newPasswordSchema,
    role_id: roleIdSchema,
    status: z.enum(ACTIVE_STATUSES).default('Active'),
    force_reset_password: z.boolean().default(true),
  })
  .strict();
export type CreateAccount = z.input<typeof createAccountSchema>;

/** Every field optional; a password given here replaces the old one and ends the account's sessions. */
export const updateAccountSchema = z
  .object({
    email: emailSchema.optional(),
    username: usernameSchema.optional(),
    password: newPasswordSchema.optional(),
    role_id: roleIdSchema.optional(),
    status: z.enum(ACTIVE_STATUSES).optional(),
    force_reset_password: z.boolean().optional(),
  })
  .strict();
export type UpdateAccount = z.input<typeof updateAccountSchema>;

export const ACCOUNT_SORTABLE = ['email', 'username', 'last_login_at', 'created_at', 'updated_at'] as const;
export const accountListQuerySchema = listQuerySchema(ACCOUNT_SORTABLE, {
  status: z.enum(ACTIVE_STATUSES).optional(),
  role_id: z.coerce.number().int().positive().optional(),
});
export type AccountListQuery = z.input<typeof accountListQuerySchema>;

export const generatedPasswordSchema = z.object({ data: z.object({ password: z.string() }) });
