import * as z from 'zod/mini';
import { bodyIdSchema, dataSchema, idParamSchema, requiredText } from './common.js';
import { msg } from './messages.js';

/**
 * Two-step sign-in (docs/decisions/0011-two-step-sign-in.md): the second sign-in step, enrollment from
 * the profile page, and the Super Admin's requirement. Every answer is wrapped in `data`, as elsewhere.
 */

export const MFA_METHODS = ['totp', 'passkey', 'recovery_code'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** `details` of the 401 MFA_REQUIRED answer to a correct password of an account with a second factor. */
export const mfaRequiredDetailsSchema = z.object({
  challenge_token: z.string(),
  methods: z.array(z.enum(MFA_METHODS)),
  /** Seconds the challenge stays valid. */
  expires_in: z.number().check(z.int(), z.positive()),
});
export type MfaRequiredDetails = z.infer<typeof mfaRequiredDetailsSchema>;

/** Limits of the fields below: generous for pasted codes with spaces, tight enough to refuse junk. */
export const MFA_LIMITS = { challengeToken: 200, code: 40, passkeyName: 60, password: 200 } as const;

const challengeTokenSchema = z
  .string({ error: msg('required') })
  .check(
    z.minLength(1, msg('required')),
    z.maxLength(MFA_LIMITS.challengeToken, msg('max_length', MFA_LIMITS.challengeToken)),
  );

/** A 6-digit authenticator code or a recovery code; spaces and dashes are ignored by the server. */
const codeSchema = requiredText(MFA_LIMITS.code);

const passwordSchema = z
  .string({ error: msg('required') })
  .check(z.minLength(1, msg('required')), z.maxLength(MFA_LIMITS.password, msg('max_length', MFA_LIMITS.password)));

const base64url = z.string().check(z.maxLength(16_384));

/**
 * What `@simplewebauthn/browser`'s startRegistration answers (RegistrationResponseJSON). Only the outer
 * shape is checked here; the server's WebAuthn library verifies the content.
 */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(10))),
  }),
  authenticatorAttachment: z.optional(z.string().check(z.maxLength(40))),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;

/** What startAuthentication answers (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: z.optional(base64url),
  }),
  authenticatorAttachment: z.optional(z.string().check(z.maxLength(40))),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

/**
 * WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON): handed as they are to startRegistration / startAuthentication.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;
export const passkeyOptionsResponseSchema = dataSchema(passkeyOptionsSchema);
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponseSchema>;

// ---- The second sign-in step (public; each success answers like POST /um/v1/auth/login) ----

/** POST /um/v1/auth/mfa/totp and POST /um/v1/auth/mfa/recovery. */
export const mfaCodeStepRequestSchema = z.strictObject({ challenge_token: challengeTokenSchema, code: codeSchema });
export type MfaCodeStepRequest = z.infer<typeof mfaCodeStepRequestSchema>;

/** POST /um/v1/auth/mfa/passkey/options → passkeyOptionsResponseSchema. */
export const mfaPasskeyOptionsRequestSchema = z.strictObject({ challenge_token: challengeTokenSchema });
export type MfaPasskeyOptionsRequest = z.infer<typeof mfaPasskeyOptionsRequestSchema>;

/** POST /um/v1/auth/mfa/passkey. */
export const mfaPasskeyStepRequestSchema = z.strictObject({
  challenge_token: challengeTokenSchema,
  response: passkeyAuthenticationResponseSchema,
});
export type MfaPasskeyStepRequest = z.infer<typeof mfaPasskeyStepRequestSchema>;

// ---- Enrollment (signed in), under /um/v1/auth/mfa ----

export const passkeySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /um/v1/auth/mfa: the caller's factors; `required` when the policy asks this account for one. */
export const mfaStatusSchema = z.object({
  totp_enabled: z.boolean(),
  passkeys: z.array(passkeySchema),
  recovery_codes_remaining: z.number().check(z.int(), z.nonnegative()),
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;
export const mfaStatusResponseSchema = dataSchema(mfaStatusSchema);
export type MfaStatusResponse = z.infer<typeof mfaStatusResponseSchema>;

/** POST …/totp/setup: a pending secret (each call replaces it) to show as a QR code and as text. */
export const totpSetupResponseSchema = dataSchema(z.object({ secret: z.string(), otpauth_url: z.string() }));
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** POST …/totp/enable. */
export const totpEnableRequestSchema = z.strictObject({ code: codeSchema });
export type TotpEnableRequest = z.infer<typeof totpEnableRequestSchema>;

/** New recovery codes, shown once: after the first factor is added (else empty) or when regenerated. */
export const recoveryCodesResponseSchema = dataSchema(z.object({ recovery_codes: z.array(z.string()) }));
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** POST …/totp/disable, POST …/passkeys/{id}/remove, POST …/recovery-codes: the password again. */
export const mfaPasswordConfirmRequestSchema = z.strictObject({ password: passwordSchema });
export type MfaPasswordConfirmRequest = z.infer<typeof mfaPasswordConfirmRequestSchema>;

/** POST …/passkeys, after POST …/passkeys/options (passkeyOptionsResponseSchema). */
export const passkeyAddRequestSchema = z.strictObject({
  name: requiredText(MFA_LIMITS.passkeyName),
  response: passkeyRegistrationResponseSchema,
});
export type PasskeyAddRequest = z.input<typeof passkeyAddRequestSchema>;
export const passkeyAddResponseSchema = dataSchema(
  z.object({ passkey: passkeySchema, recovery_codes: z.array(z.string()) }),
);
export type PasskeyAddResponse = z.infer<typeof passkeyAddResponseSchema>;

/** The shared id of a path (common.ts): `0x20`, `3.2e1`, ` 32` are not the passkey 32. */
export const passkeyIdParamsSchema = idParamSchema;

// ---- The requirement (holders of ALL): GET/PUT /um/v1/security/mfa-policy ----

export const mfaPolicySchema = z.object({
  required_for_all: z.boolean(),
  role_ids: z.array(z.number().check(z.int())),
});
export type MfaPolicy = z.infer<typeof mfaPolicySchema>;
export const mfaPolicyResponseSchema = dataSchema(mfaPolicySchema);
export type MfaPolicyResponse = z.infer<typeof mfaPolicyResponseSchema>;

export const mfaPolicyRequestSchema = z.strictObject({
  required_for_all: z.boolean({ error: msg('required') }),
  role_ids: z.array(bodyIdSchema()).check(
    z.maxLength(500),
    z.refine((ids) => new Set(ids).size === ids.length, msg('invalid')),
  ),
});
export type MfaPolicyRequest = z.infer<typeof mfaPolicyRequestSchema>;
