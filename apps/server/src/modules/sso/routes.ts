import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_PREFIX, SSO_CALLBACK_PATH, SSO_SIGNED_IN, SSO_START_PATH, type SsoError } from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { oidcConfigOf } from '../../platform/config.js';
import { setRefreshCookie } from '../../platform/http/refresh-cookie.js';
import { SsoFailure, SsoService, type SsoSignInSteps } from './service.js';
import { SIGN_IN_TTL_SECONDS } from './sign-ins.js';

/**
 * Binds a sign-in's state to the browser that started it. SameSite=Lax, not Strict: the provider sends the
 * browser back with a cross-site navigation, which a Strict cookie would not travel with.
 */
const BROWSER_COOKIE = `${COOKIE_PREFIX}sso_browser`;
const BROWSER_COOKIE_PATH = '/um/v1/auth/oidc';
const SIGN_IN_PAGE = '/login/';

function toSignInPage(
  reply: FastifyReply,
  outcome: { sso: typeof SSO_SIGNED_IN } | { sso_error: SsoError },
): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .redirect(`${SIGN_IN_PAGE}?${new URLSearchParams(outcome).toString()}`, 303);
}

/**
 * Single sign-on through an OpenID Connect provider (user-management API, under /um); registered only when
 * OIDC_* is configured. Both routes end in a redirect to the sign-in page, never in an error answer.
 */
export async function ssoRoutes(app: FastifyInstance, context: AppContext, steps: SsoSignInSteps): Promise<void> {
  const settings = oidcConfigOf(context.config);
  if (!settings) return;
  const sso = new SsoService(context, settings, steps);
  const tags = ['auth'];
  const callbackOf = (request: FastifyRequest) =>
    settings.redirectUrl ??
    `${request.protocol}://${request.host}${request.routeOptions.url?.replace(/start$/, 'callback') ?? ''}`;

  app.get(
    SSO_START_PATH,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Start a single sign-on: redirects to the OpenID provider', security: [] },
    },
    async (request, reply) => {
      const browser = request.cookies[BROWSER_COOKIE] ?? SsoService.newBrowserValue();
      try {
        const authorizationUrl = await sso.start(callbackOf(request), browser);
        void reply.setCookie(BROWSER_COOKIE, browser, {
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          path: BROWSER_COOKIE_PATH,
          maxAge: SIGN_IN_TTL_SECONDS,
        });
        return reply.header('cache-control', 'no-store').redirect(authorizationUrl.href, 303);
      } catch (error) {
        if (!(error instanceof SsoFailure)) throw error;
        request.log.warn({ err: error }, 'single sign-on: the provider could not be reached');
        return toSignInPage(reply, { sso_error: error.code });
      }
    },
  );

  app.get(
    SSO_CALLBACK_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The OpenID provider’s answer: signs in, then redirects to the sign-in page',
        security: [],
      },
    },
    async (request, reply) => {
      const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length));
      const origin = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
      try {
        const answer = await sso.finish(query, request.cookies[BROWSER_COOKIE], origin, request.log);
        // The console takes its access token from a refresh with this cookie: no token ever travels in an address.
        setRefreshCookie(request, reply, answer.data.refresh_token, answer.data.refresh_expires_in);
        return toSignInPage(reply, { sso: SSO_SIGNED_IN });
      } catch (error) {
        if (!(error instanceof SsoFailure)) throw error;
        return toSignInPage(reply, { sso_error: error.code });
      }
    },
  );
}
