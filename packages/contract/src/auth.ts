import * as z from 'zod/mini';
import { requiredText } from './common.js';
import { LIMITS, meetsPasswordPolicy } from './limits.js';
import { msg } from './messages.js';

/** What the sign-in, reset and change-password forms send. The answers of the auth routes are in session.ts. */

export const emailSchema = z.pipe(requiredText(LIMITS.email), z.email({ error: msg('email') }));

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
    current_password: z.string({ error: msg('required') }).check(z.minLength(1, msg('required')), z.maxLength(200)),
    new_password: newPasswordSchema,
    confirm_password: z.string({ error: msg('required') }).check(z.minLength(1, msg('required'))),
  })
  .check(z.superRefine(confirmMatches));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * How long a proof of identity in this session stays recent (docs/decisions/0031-recent-authentication.md):
 * adding or removing a sign-in method, creating an API key or changing one's own e-mail needs the password
 * (or a current second-factor code) given within this many seconds; otherwise 403 REAUTHENTICATION_REQUIRED.
 */
export const RECENT_AUTHENTICATION_SECONDS = 300;

/** `details` of 403 REAUTHENTICATION_REQUIRED. */
export const reauthenticationRequiredDetailsSchema = z.object({
  /** Seconds a re-authentication stays recent. */
  window_seconds: z.number().check(z.int(), z.positive()),
});
export type ReauthenticationRequiredDetails = z.infer<typeof reauthenticationRequiredDetailsSchema>;

const REAUTHENTICATION_LIMITS = { password: 200, code: 40 } as const;

/**
 * POST /um/v1/auth/reauthenticate: the password, or instead a current authenticator-app or recovery code
 * of an account that has a second factor. Exactly one of the two.
 */
export const reauthenticateRequestSchema = z
  .strictObject({
    password: z.optional(
      z
        .string({ error: msg('required') })
        .check(
          z.minLength(1, msg('required')),
          z.maxLength(REAUTHENTICATION_LIMITS.password, msg('max_length', REAUTHENTICATION_LIMITS.password)),
        ),
    ),
    code: z.optional(
      z
        .string({ error: msg('required') })
        .check(
          z.minLength(1, msg('required')),
          z.maxLength(REAUTHENTICATION_LIMITS.code, msg('max_length', REAUTHENTICATION_LIMITS.code)),
        ),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.password === undefined && value.code === undefined)
        ctx.addIssue({ code: 'custom', path: ['password'], message: msg('required') });
      if (value.password !== undefined && value.code !== undefined)
        ctx.addIssue({ code: 'custom', path: ['code'], message: msg('invalid') });
    }),
  );
export type ReauthenticateRequest = z.infer<typeof reauthenticateRequestSchema>;
