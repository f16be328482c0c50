import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  reauthenticateRequestSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  tokenLoginRequestSchema,
  tokenLoginResponseSchema,
  noContentSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { principalOf } from '../../platform/auth/guard.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../../platform/http/refresh-cookie.js';
import { AuthService } from './service.js';

function bearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Sign-in, token refresh, sign-out and one's own password (user-management API, under /um). */
export async function authRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const auth = new AuthService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const origin = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

  routes.post(
    '/v1/auth/login',
    {
      config: {
        access: 'public',
        errors: ['INVALID_CREDENTIALS', 'MFA_REQUIRED', 'ACCOUNT_DISABLED', 'SSO_REQUIRED', 'TOO_MANY_ATTEMPTS'],
      },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        security: [],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await auth.login(request.body.email, request.body.password, origin(request));
      setRefreshCookie(request, reply, answer.data.refresh_token, answer.data.refresh_expires_in);
      return answer;
    },
  );

  routes.post(
    '/v1/auth/token-login',
    {
      config: { access: 'public', errors: ['UNAUTHENTICATED', 'REFRESH_TOKEN_INVALID', 'ACCOUNT_DISABLED'] },
      schema: {
        tags,
        summary: 'Sign in with a token pair handed over in a link',
        security: [],
        body: tokenLoginRequestSchema,
        response: { 200: tokenLoginResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await auth.tokenLogin(request.body.access_token, request.body.refresh_token, request.ip);
      if (answer.data.refresh_token && answer.data.refresh_expires_in) {
        setRefreshCookie(request, reply, answer.data.refresh_token, answer.data.refresh_expires_in);
      }
      return answer;
    },
  );

  routes.post(
    '/v1/auth/refresh',
    {
      config: { access: 'public', errors: ['REFRESH_TOKEN_INVALID', 'ACCOUNT_DISABLED'] },
      schema: {
        tags,
        summary: 'Rotate the refresh token (cookie or body)',
        security: [],
        body: refreshRequestSchema.nullish(),
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.body?.refresh_token ?? request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('REFRESH_TOKEN_INVALID');
      try {
        const answer = await auth.refresh(token);
        setRefreshCookie(request, reply, answer.data.refresh_token, answer.data.refresh_expires_in);
        return answer;
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  routes.post(
    '/v1/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign out: ends the session and clears the refresh cookie',
        security: [],
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(bearer(request), request.cookies[REFRESH_COOKIE], request.ip);
      clearRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/v1/auth/me',
    {
      config: { access: 'authenticated', allowDuringPasswordReset: true },
      schema: { tags, summary: 'The signed-in account', response: { 200: meResponseSchema } },
    },
    async (request) => auth.me(principalOf(request)),
  );

  routes.post(
    '/v1/auth/reset-password',
    {
      config: {
        access: 'authenticated',
        allowDuringPasswordReset: true,
        errors: ['PASSWORD_REUSED', 'PASSWORD_RESET_NOT_REQUIRED'],
      },
      schema: {
        tags,
        summary: 'Set a new password when the account must reset it (after an admin reset); ends every session',
        body: resetPasswordRequestSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await auth.resetPassword(principalOf(request), request.body.new_password, request.ip);
      clearRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/v1/auth/reauthenticate',
    {
      config: {
        access: 'authenticated',
        allowDuringMfaSetup: true,
        errors: ['CURRENT_PASSWORD_INCORRECT', 'MFA_CODE_INVALID', 'TOO_MANY_PASSWORD_ATTEMPTS'],
      },
      schema: {
        tags,
        summary:
          'Prove it is you again (the password, or a current second-factor code) before a change that needs a recent sign-in',
        body: reauthenticateRequestSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await auth.reauthenticate(principalOf(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/v1/auth/change-password',
    {
      config: {
        access: 'authenticated',
        errors: ['CURRENT_PASSWORD_INCORRECT', 'PASSWORD_REUSED', 'TOO_MANY_PASSWORD_ATTEMPTS'],
      },
      schema: {
        tags,
        summary: 'Change one’s own password; ends every session',
        body: changePasswordRequestSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await auth.setPassword(
        principalOf(request),
        request.body.new_password,
        request.ip,
        request.body.current_password,
      );
      clearRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  );
}
