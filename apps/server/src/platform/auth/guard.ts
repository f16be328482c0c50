import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { hasPermission, isPermission, type Permission } from '@backoffice/contract';
import { AppError } from '../errors.js';
import type { Actor } from '../audit.js';
import type { AppContext } from '../context.js';
import { loadSessionPrincipal, type Principal } from './sessions.js';

/**
 * Who may call a route: 'public', any signed-in user ('authenticated'), or holders of one of the
 * listed permissions (ALL holders always). Declared on every /v1 route; start-up fails otherwise.
 */
export type RouteAccess = 'public' | 'authenticated' | Permission | readonly Permission[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A user who must reset the password may still call this route. */
    allowDuringPasswordReset?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
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
    (Array.isArray(access) && access.length > 0 && access.every((entry) => isPermission(entry)));
  if (!valid) {
    throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access (config.access)`);
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

function permitted(principal: Principal, access: RouteAccess): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  const required: readonly Permission[] = typeof access === 'string' ? [access] : access;
  return required.some((permission) => hasPermission(principal.role.permissions, permission));
}

/** Installs the declaration check and the per-request authentication and permission check. */
export function installRouteGuard(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', assertAccessDeclared);
  // onRequest, before the body is even parsed: a caller without access learns nothing about the route.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const token = bearerToken(request);
    const claims = token ? await context.tokens.verifyAccess(token) : undefined;
    const principal = claims ? await loadSessionPrincipal(context.db, claims) : undefined;
    if (!principal) throw new AppError('UNAUTHENTICATED');
    request.principal = principal;
    if (principal.forceResetPassword && !request.routeOptions.config.allowDuringPasswordReset) {
      throw new AppError('PASSWORD_RESET_REQUIRED');
    }
    if (!permitted(principal, access)) throw new AppError('FORBIDDEN');
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
