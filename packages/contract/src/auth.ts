import * as z from 'zod/mini';
import { requiredText } from './common.js';
import { LIMITS, meetsPasswordPolicy } from './limits.js';
import { msg } from './messages.js';

/** What the sign-in, reset and change-password forms send. The answers of the auth routes are in session.ts. */

export const emailSchema = z.pipe(
  requiredText(LIMITS.email),
  z.email({ error: msg('email') }),
);

/** A new password: the product's policy (`PASSWORD_RULES`), one message for any breach. */
export const newPasswordSchema = z
  .string({ error: msg('required') })
  .check(z.minLength(1, msg('required')), z.refine(meetsPasswordPolicy, msg('password_policy')));

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: msg('required') })
    .check(z.minLength(1, msg('required')), z.maxLength(200, msg('max_length', 200))),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Token login (`/?auth_at=…&auth_rf=…`): the pair is handed to the server once. */
export const tokenLoginRequestSchema = z.strictObject({
  access_token: z.string().check(z.minLength(1, msg('required')), z.maxLength(4096)),
  refresh_token: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
});
export type TokenLoginRequest = z.infer<typeof tokenLoginRequestSchema>;

function confirmMatches<T extends { new_password: string; confirm_password: string }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) {
  if (value.new_password !== value.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: msg('password_mismatch') });
  }
}

/** The forced reset after sign-in, and the reset page. */
export const resetPasswordRequestSchema = z
  .strictObject({
    new_password: newPasswordSchema,
    confirm_password: z.string({ error: msg('required') }).check(z.minLength(1, msg('required'))),
  })
  .check(z.superRefine(confirmMatches));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Changing one's own password from the profile page. */
export const changePasswordRequestSchema = z
  .strictObject({
    current_password: z
      .string({ error: msg('required') })
      .check(z.minLength(1, msg('required')), z.maxLength(200)),
    new_password: newPasswordSchema,
    confirm_password: z.string({ error: msg('required') }).check(z.minLength(1, msg('required'))),
  })
  .check(z.superRefine(confirmMatches));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
