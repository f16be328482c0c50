import { z } from 'zod';
import { LIMITS, PASSWORD_POLICY } from './limits.js';
import { msg } from './messages.js';
import { PERMISSIONS } from './permissions.js';

export const emailSchema = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(LIMITS.email, msg('max_length', LIMITS.email))
  .pipe(z.email({ error: msg('email') }));

/** A new password: the product's policy, one message for any breach. */
export const newPasswordSchema = z
  .string({ error: msg('required') })
  .min(1, msg('required'))
  .regex(PASSWORD_POLICY, msg('password_policy'));

export const loginRequestSchema = z
  .object({
    email: emailSchema,
    password: z.string({ error: msg('required') }).min(1, msg('required')).max(200, msg('max_length', 200)),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSummarySchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Token fields: lifetimes are in seconds. */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int().positive(),
  refresh_token: z.string(),
  refresh_expires_in: z.number().int().positive(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = z.object({
  data: tokenPairSchema.extend({
    force_reset_password: z.boolean(),
    user: sessionUserSchema,
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Token login (`/?auth_at=…&auth_rf=…`): the pair is handed to the server once. */
export const tokenLoginRequestSchema = z
  .object({
    access_token: z.string().min(1, msg('required')).max(4096),
    refresh_token: z.string().min(1).max(512).optional(),
  })
  .strict();
export type TokenLoginRequest = z.infer<typeof tokenLoginRequestSchema>;

/** Refresh: the token comes from the HttpOnly cookie, or from the body for non-browser clients. */
export const refreshRequestSchema = z
  .object({ refresh_token: z.string().min(1).max(512).optional() })
  .strict();

export const meResponseSchema = z.object({
  data: sessionUserSchema.extend({ force_reset_password: z.boolean(), last_login_at: z.string().nullable() }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

function confirmMatches<T extends { new_password: string; confirm_password: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.new_password !== value.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: msg('password_mismatch') });
  }
}

/** The forced reset after sign-in, and the reset page. */
export const resetPasswordRequestSchema = z
  .object({
    new_password: newPasswordSchema,
    confirm_password: z.string({ error: msg('required') }).min(1, msg('required')),
  })
  .strict()
  .superRefine(confirmMatches);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Changing one's own password from the profile page. */
export const changePasswordRequestSchema = z
  .object({
    current_password: z.string({ error: msg('required') }).min(1, msg('required')).max(200),
    new_password: newPasswordSchema,
    confirm_password: z.string({ error: msg('required') }).min(1, msg('required')),
  })
  .strict()
  .superRefine(confirmMatches);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * Token login answers like login; without a refresh token in the request the session lasts only as
 * long as the access token, so the refresh fields are absent.
 */
export const tokenLoginResponseSchema = z.object({
  data: loginResponseSchema.shape.data.extend({
    refresh_token: z.string().optional(),
    refresh_expires_in: z.number().int().positive().optional(),
  }),
});
export type TokenLoginResponse = z.infer<typeof tokenLoginResponseSchema>;
