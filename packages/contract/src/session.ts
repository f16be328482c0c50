import * as z from 'zod/mini';
import { PERMISSIONS } from './permissions.js';

// The signed-in account, its tokens, and the answers of the auth routes (their requests are in auth.ts).

export const roleSummarySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

export const sessionUserSchema = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  email: z.string(),
  role: roleSummarySchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Token fields: lifetimes are in seconds. */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().check(z.int(), z.positive()),
  refresh_token: z.string(),
  refresh_expires_in: z.number().check(z.int(), z.positive()),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = z.object({
  data: z.extend(tokenPairSchema, {
    force_reset_password: z.boolean(),
    /**
     * The account must add a second factor before anything but the profile's two-step section
     * (docs/decisions/0011-two-step-sign-in.md). Optional so clients written before it stay valid.
     */
    mfa_setup_required: z.optional(z.boolean()),
    user: sessionUserSchema,
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  data: z.extend(sessionUserSchema, {
    force_reset_password: z.boolean(),
    mfa_setup_required: z.optional(z.boolean()),
    last_login_at: z.nullable(z.string()),
  }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * Token login answers like login; without a refresh token in the request the session lasts only as
 * long as the access token, so the refresh fields are absent.
 */
export const tokenLoginResponseSchema = z.object({
  data: z.extend(loginResponseSchema.shape.data, {
    refresh_token: z.optional(z.string()),
    refresh_expires_in: z.optional(z.number().check(z.int(), z.positive())),
  }),
});
export type TokenLoginResponse = z.infer<typeof tokenLoginResponseSchema>;
