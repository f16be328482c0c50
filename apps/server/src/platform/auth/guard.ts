import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { API_KEY_SCOPES, hasPermission, isPermission, type ApiKeyScope, type Permission } from '@backoffice/contract';
import { AppError } from '../errors.js';
import type { Actor } from '../audit.js';
import type { AppContext } from '../context.js';
import { cacheVersionWatchOf, PLATFORM_VERSIONS_MAX_AGE_MS } from '../db/cache-versions.js';
import { verifyApiKey, type ApiKeyPrincipal } from './api-keys.js';
import { assertRecentlyAuthenticated } from './recent-authentication.js';
import { loadSessionPrincipal, type Principal } from './sessions.js';

/**
 * Who may call a route: 'public', any signed-in user ('authenticated'), holders of one of the
 * listed permissions (ALL holders always), or — platform routes only — an API key with a scope.
 * Declared on every /v1 route; start-up fails otherwise.
 */
export type RouteAccess = 'public' | 'authenticated' | Permission | readonly Permission[] | { apiKey: ApiKeyScope };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A user who must reset the password may still call this route. */
    allowDuringPasswordReset?: boolean;
    /** A user who must add a second factor may still call this route (and every allowDuringPasswordReset one). */
    allowDuringMfaSetup?: boolean;
    /**
     * The route changes how one signs in or what one can reach: the session's owner must have proved who
     * they are recently (recent-authentication.ts), else 403 REAUTHENTICATION_REQUIRED. `true` for every
     * call; a test of the validated request for a route where only some calls need it (one's own e-mail).
     */
    recentAuthentication?: true | ((request: FastifyRequest) => boolean);
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The API key a platform route was called with. */
    apiKey: ApiKeyPrincipal | null;
    /**
     * The instant (performance.now()) cached reads answer as of: a version read after it, shared by the
     * reads of one request (docs/decisions/0040). A staff request's arrival; a platform call's arrival
     * less PLATFORM_VERSIONS_MAX_AGE_MS (docs/decisions/0040).
     */
    versionsAsOf: number;
  }
}

const GUARDED_PREFIXES = ['/v1/', '/um/v1/'];

export function isGuardedPath(url: string): boolean {
  return GUARDED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function assertAccessDeclared(route: RouteOptions): void {
  if (!isGuardedPath(route.url)) return;
  const access = route.config?.access;
  const valid =
    access === 'public' ||
    access === 'authenticated' ||
    (typeof access === 'string' && isPermission(access)) ||
    (Array.isArray(access) && access.length > 0 && access.every((entry) => isPermission(entry))) ||
    (isApiKeyAccess(access) && (API_KEY_SCOPES as readonly string[]).includes(access.apiKey));
  if (!valid) {
    throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access (config.access)`);
  }
}

function isApiKeyAccess(access: RouteAccess | undefined): access is { apiKey: ApiKeyScope } {
  return typeof access === 'object' && !Array.isArray(access) && 'apiKey' in access;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

function permitted(principal: Principal, access: Exclude<RouteAccess, { apiKey: ApiKeyScope }>): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  const required: readonly Permission[] = typeof access === 'string' ? [access] : access;
  return required.some((permission) => hasPermission(principal.role.permissions, permission));
}

/**
 * A route that needs a recent proof for some calls only tests its request after validation, before the
 * handler; only such routes carry the hook, so no other request pays for it.
 */
function checkRecentAuthenticationByRequest(route: RouteOptions): void {
  const needs = route.config?.recentAuthentication;
  if (typeof needs !== 'function') return;
  const check = async (request: FastifyRequest) => {
    if (request.principal && needs(request)) assertRecentlyAuthenticated(request.principal);
  };
  route.preHandler = [check, ...[route.preHandler ?? []].flat()];
}

/** Installs the declaration check and the per-request authentication and permission check. */
export function installRouteGuard(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('versionsAsOf', 0);
  app.addHook('onRoute', assertAccessDeclared);
  app.addHook('onRoute', checkRecentAuthenticationByRequest);
  // onRequest, before the body is even parsed: a caller without access learns nothing about the route.
  app.addHook('onRequest', async (request) => {
    request.versionsAsOf = performance.now();
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const token = bearerToken(request);
    if (isApiKeyAccess(access)) {
      request.versionsAsOf -= PLATFORM_VERSIONS_MAX_AGE_MS;
      // Platform routes take keys only: a staff token is not a key.
      const key = token ? await verifyApiKey(context.db, token, request.versionsAsOf) : undefined;
      if (!key) throw new AppError('API_KEY_INVALID');
      request.apiKey = key;
      if (!key.scopes.includes(access.apiKey)) throw new AppError('API_KEY_SCOPE_MISSING');
      return;
    }
    const claims = token ? await context.tokens.verifyAccess(token) : undefined;
    const principal = claims ? await loadSessionPrincipal(context.db, claims) : undefined;
    if (!principal) throw new AppError('UNAUTHENTICATED');
    request.principal = principal;
    if (principal.forceResetPassword && !request.routeOptions.config.allowDuringPasswordReset) {
      throw new AppError('PASSWORD_RESET_REQUIRED');
    }
    // The routes open during a forced reset (me, reset-password) stay open too: an account that must do
    // both resets the password first, then adds a factor.
    const { allowDuringMfaSetup, allowDuringPasswordReset } = request.routeOptions.config;
    if (principal.mfaSetupRequired && !allowDuringMfaSetup && !allowDuringPasswordReset) {
      throw new AppError('MFA_SETUP_REQUIRED');
    }
    if (!permitted(principal, access)) throw new AppError('FORBIDDEN');
    if (request.routeOptions.config.recentAuthentication === true) assertRecentlyAuthenticated(principal);
  });
  // Before a staff change's answer leaves, this instance's platform calls stop taking older versions:
  // what staff change here is in the very next call here, not within PLATFORM_VERSIONS_MAX_AGE_MS.
  // (A callback hook: no promise on every request's way out.)
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.principal && request.method !== 'GET' && request.method !== 'HEAD')
      cacheVersionWatchOf(context.db).forget();
    done(null, payload);
  });
}

/** The signed-in caller; only for routes whose access is not 'public'. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED');
  return request.principal;
}

export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  return { id: principal?.accountId ?? null, email: principal?.email ?? null, ip: request.ip };
}

/** The API key of a platform route's caller. */
export function apiKeyOf(request: FastifyRequest): ApiKeyPrincipal {
  if (!request.apiKey) throw new AppError('API_KEY_INVALID');
  return request.apiKey;
}
