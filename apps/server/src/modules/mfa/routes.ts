import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginResponseSchema,
  mfaCodeStepRequestSchema,
  mfaPasskeyOptionsRequestSchema,
  mfaPasskeyStepRequestSchema,
  mfaPasswordConfirmRequestSchema,
  mfaPolicyRequestSchema,
  mfaPolicyResponseSchema,
  mfaStatusResponseSchema,
  passkeyAddRequestSchema,
  passkeyAddResponseSchema,
  passkeyIdParamsSchema,
  passkeyOptionsResponseSchema,
  recoveryCodesResponseSchema,
  totpEnableRequestSchema,
  totpSetupResponseSchema,
  type LoginResponse,
  noContentSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { principalOf } from '../../platform/auth/guard.js';
import { setRefreshCookie } from '../../platform/http/refresh-cookie.js';
import { relyingPartyOf } from './passkeys.js';
import { MfaService, type SignInSteps } from './service.js';

/**
 * Two-step sign-in (docs/decisions/0011-two-step-sign-in.md), under /um: the second sign-in step (public:
 * the challenge token is the credential), enrollment of one's own factors, and the Super Admin's requirement.
 */
export async function mfaRoutes(app: FastifyInstance, context: AppContext, signIn: SignInSteps): Promise<void> {
  const mfa = new MfaService(context, signIn);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-step sign-in'];
  const origin = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
  const rp = (request: FastifyRequest) => relyingPartyOf(request, context.config);
  const signedIn = (answer: LoginResponse, request: FastifyRequest, reply: Parameters<typeof setRefreshCookie>[1]) => {
    setRefreshCookie(request, reply, answer.data.refresh_token, answer.data.refresh_expires_in);
    return answer;
  };
  // Enrollment routes an account that must add a factor may call; removal and regeneration need a factor first.
  const enrolling = { access: 'authenticated', allowDuringMfaSetup: true } as const;
  // Adding a way to sign in needs a recent proof of identity; removing one or new recovery codes take the
  // password with the call itself (docs/decisions/0031-recent-authentication.md).
  const adding = { ...enrolling, recentAuthentication: true } as const;

  routes.post(
    '/v1/auth/mfa/totp',
    {
      config: {
        access: 'public',
        errors: ['MFA_CHALLENGE_INVALID', 'MFA_CODE_INVALID', 'MFA_CODE_USED', 'ACCOUNT_DISABLED', 'TOO_MANY_ATTEMPTS'],
      },
      schema: {
        tags,
        summary: 'Second sign-in step: an authenticator-app code',
        security: [],
        body: mfaCodeStepRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) =>
      signedIn(
        await mfa.signInWithTotp(request.body.challenge_token, request.body.code, origin(request)),
        request,
        reply,
      ),
  );

  routes.post(
    '/v1/auth/mfa/recovery',
    {
      config: {
        access: 'public',
        errors: ['MFA_CHALLENGE_INVALID', 'MFA_CODE_INVALID', 'ACCOUNT_DISABLED', 'TOO_MANY_ATTEMPTS'],
      },
      schema: {
        tags,
        summary: 'Second sign-in step: a one-time recovery code',
        security: [],
        body: mfaCodeStepRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) =>
      signedIn(
        await mfa.signInWithRecoveryCode(request.body.challenge_token, request.body.code, origin(request)),
        request,
        reply,
      ),
  );

  routes.post(
    '/v1/auth/mfa/passkey/options',
    {
      config: { access: 'public', errors: ['MFA_CHALLENGE_INVALID', 'PASSKEY_INVALID', 'ACCOUNT_DISABLED'] },
      schema: {
        tags,
        summary: 'Second sign-in step: WebAuthn request options for a passkey',
        security: [],
        body: mfaPasskeyOptionsRequestSchema,
        response: { 200: passkeyOptionsResponseSchema },
      },
    },
    async (request) => ({
      data: await mfa.signInPasskeyOptions(request.body.challenge_token, origin(request), rp(request)),
    }),
  );

  routes.post(
    '/v1/auth/mfa/passkey',
    {
      config: {
        access: 'public',
        errors: ['MFA_CHALLENGE_INVALID', 'PASSKEY_INVALID', 'ACCOUNT_DISABLED', 'TOO_MANY_ATTEMPTS'],
      },
      schema: {
        tags,
        summary: 'Second sign-in step: a passkey',
        security: [],
        body: mfaPasskeyStepRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) =>
      signedIn(
        await mfa.signInWithPasskey(request.body.challenge_token, request.body.response, origin(request), rp(request)),
        request,
        reply,
      ),
  );

  routes.get(
    '/v1/auth/mfa',
    {
      config: enrolling,
      schema: { tags, summary: 'One’s own second factors', response: { 200: mfaStatusResponseSchema } },
    },
    async (request) => ({ data: await mfa.status(principalOf(request)) }),
  );

  routes.post(
    '/v1/auth/mfa/totp/setup',
    {
      config: { ...adding, errors: ['MFA_ALREADY_ENABLED'] },
      schema: {
        tags,
        summary: 'A new authenticator-app secret, pending until a code confirms it',
        response: { 200: totpSetupResponseSchema },
      },
    },
    async (request) => ({ data: await mfa.setupTotp(principalOf(request)) }),
  );

  routes.post(
    '/v1/auth/mfa/totp/enable',
    {
      config: { ...adding, errors: ['MFA_ALREADY_ENABLED', 'MFA_CODE_INVALID', 'NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Confirm the pending secret with a code; recovery codes when it is the first factor',
        body: totpEnableRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      data: { recovery_codes: await mfa.enableTotp(principalOf(request), request.body.code, request.ip) },
    }),
  );

  routes.post(
    '/v1/auth/mfa/totp/disable',
    {
      config: {
        access: 'authenticated',
        errors: ['CURRENT_PASSWORD_INCORRECT', 'MFA_LAST_FACTOR', 'NOT_FOUND', 'TOO_MANY_PASSWORD_ATTEMPTS'],
      },
      schema: {
        tags,
        summary: 'Remove the authenticator app (password again); ends the other sessions',
        body: mfaPasswordConfirmRequestSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await mfa.disableTotp(principalOf(request), request.body.password, request.ip);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/v1/auth/mfa/passkeys/options',
    {
      config: adding,
      schema: {
        tags,
        summary: 'WebAuthn creation options for a new passkey',
        response: { 200: passkeyOptionsResponseSchema },
      },
    },
    async (request) => ({ data: await mfa.passkeyCreationOptions(principalOf(request), rp(request)) }),
  );

  routes.post(
    '/v1/auth/mfa/passkeys',
    {
      config: { ...adding, errors: ['PASSKEY_INVALID'] },
      schema: {
        tags,
        summary: 'Add a passkey; recovery codes when it is the first factor',
        body: passkeyAddRequestSchema,
        response: { 200: passkeyAddResponseSchema },
      },
    },
    async (request) => ({
      data: await mfa.addPasskey(
        principalOf(request),
        request.body.name,
        request.body.response,
        rp(request),
        request.ip,
      ),
    }),
  );

  routes.post(
    '/v1/auth/mfa/passkeys/:id/remove',
    {
      config: {
        access: 'authenticated',
        errors: ['CURRENT_PASSWORD_INCORRECT', 'MFA_LAST_FACTOR', 'TOO_MANY_PASSWORD_ATTEMPTS'],
      },
      schema: {
        tags,
        summary: 'Remove a passkey (password again); ends the other sessions',
        params: passkeyIdParamsSchema,
        body: mfaPasswordConfirmRequestSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await mfa.removePasskey(principalOf(request), request.params.id, request.body.password, request.ip);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/v1/auth/mfa/recovery-codes',
    {
      config: {
        access: 'authenticated',
        errors: ['CURRENT_PASSWORD_INCORRECT', 'NOT_FOUND', 'TOO_MANY_PASSWORD_ATTEMPTS'],
      },
      schema: {
        tags,
        summary: 'A new set of recovery codes (password again); the old set stops working',
        body: mfaPasswordConfirmRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      data: {
        recovery_codes: await mfa.regenerateRecoveryCodes(principalOf(request), request.body.password, request.ip),
      },
    }),
  );

  routes.get(
    '/v1/security/mfa-policy',
    {
      config: { access: 'ALL' },
      schema: { tags, summary: 'Who must use two-step sign-in', response: { 200: mfaPolicyResponseSchema } },
    },
    async () => ({ data: await mfa.policy() }),
  );

  routes.put(
    '/v1/security/mfa-policy',
    {
      config: { access: 'ALL' },
      schema: {
        tags,
        summary: 'Require two-step sign-in for every account or for some roles',
        body: mfaPolicyRequestSchema,
        response: { 200: mfaPolicyResponseSchema },
      },
    },
    async (request) => ({ data: await mfa.setPolicy(principalOf(request), request.body, request.ip) }),
  );
}
