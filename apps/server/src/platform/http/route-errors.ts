import type { FastifyInstance, RouteOptions } from 'fastify';
import { ERROR_STATUS, isErrorCode, type ErrorCode } from '@backoffice/contract';
import { isGuardedPath, type RouteAccess } from '../auth/guard.js';
import { AppError } from '../errors.js';
import { errorBody } from './error-handler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The error codes this route answers beyond those its shape and access imply (documentedErrors):
     * its own conflicts, refusals and states. The OpenAPI document lists them; the test suite fails a
     * route that answers a code it does not list.
     */
    errors?: readonly ErrorCode[];
  }
}

/** What a route is, as far as the errors it can answer go. */
export interface RouteShape {
  method: string;
  access: RouteAccess | undefined;
  hasBody: boolean;
  hasParams: boolean;
  hasQuery: boolean;
  /** The path, query or body names a record by id (`id`, `ids`, `…_id`, `…_ids`), which may not exist. */
  namesRecords: boolean;
  /** The route needs the session's owner to have proved who they are recently (guard.ts). */
  recentAuthentication: boolean;
  errors: readonly ErrorCode[] | undefined;
}

const ANY_ROUTE: ErrorCode[] = ['BAD_REQUEST', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE'];
/** A request that may carry a body meets the body parser and the shape pre-scan, whatever the route reads. */
const BODY_PARSED: ErrorCode[] = ['REQUEST_TOO_DEEP', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];
const STAFF_SESSION: ErrorCode[] = [
  'UNAUTHENTICATED',
  'ACCOUNT_DISABLED',
  'PASSWORD_RESET_REQUIRED',
  'MFA_SETUP_REQUIRED',
];
const API_KEY: ErrorCode[] = ['API_KEY_INVALID', 'API_KEY_SCOPE_MISSING', 'RATE_LIMITED'];

function accessErrors(access: RouteAccess | undefined): ErrorCode[] {
  if (access === undefined || access === 'public') return [];
  if (typeof access === 'object' && 'apiKey' in access) return API_KEY;
  return access === 'authenticated' ? STAFF_SESSION : [...STAFF_SESSION, 'FORBIDDEN'];
}

/** Every error code a route can answer: those its shape and access imply, then its own. */
export function documentedErrors(route: RouteShape): ErrorCode[] {
  const codes = new Set<ErrorCode>(ANY_ROUTE);
  if (route.method !== 'GET') BODY_PARSED.forEach((code) => codes.add(code));
  if (route.hasBody || route.hasParams || route.hasQuery) codes.add('VALIDATION_FAILED');
  if (route.namesRecords) codes.add('NOT_FOUND');
  accessErrors(route.access).forEach((code) => codes.add(code));
  if (route.recentAuthentication) codes.add('REAUTHENTICATION_REQUIRED');
  route.errors?.forEach((code) => codes.add(code));
  return [...codes].sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b] || a.localeCompare(b));
}

const ID_FIELD = /(?:^ids?|_ids?)$/;

interface ZodDefinition {
  _zod?: { def?: { shape?: Record<string, unknown>; in?: unknown } };
}

/** Whether a zod object schema (or a pipe from one) has an id field, read from zod's own definition. */
function hasIdField(schema: unknown): boolean {
  const definition = (schema as ZodDefinition | undefined)?._zod?.def;
  if (definition?.in) return hasIdField(definition.in);
  return !!definition?.shape && Object.keys(definition.shape).some((key) => ID_FIELD.test(key));
}

export function routeShapeOf(route: RouteOptions, method: string): RouteShape {
  return {
    namesRecords: !!route.schema?.params || hasIdField(route.schema?.querystring) || hasIdField(route.schema?.body),
    method,
    access: route.config?.access,
    hasBody: !!route.schema?.body,
    hasParams: !!route.schema?.params,
    hasQuery: !!route.schema?.querystring,
    recentAuthentication: route.config?.recentAuthentication !== undefined,
    errors: route.config?.errors,
  };
}

/**
 * For the test suite: a route that answers an error code its document does not list answers 500
 * instead, naming the route and the code, so the document cannot drift from what the routes do.
 */
export function installRouteErrorCheck(app: FastifyInstance): void {
  const documented = new Map<string, Set<ErrorCode>>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      documented.set(`${method} ${route.url}`, new Set(documentedErrors(routeShapeOf(route, method))));
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      reply.statusCode < 400 ||
      typeof payload !== 'string' ||
      !request.routeOptions.url ||
      !isGuardedPath(request.routeOptions.url)
    )
      return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const allowed = documented.get(`${request.method} ${request.routeOptions.url}`);
    const code: unknown = (JSON.parse(payload) as { error_code?: unknown }).error_code;
    if (!allowed || !isErrorCode(code) || allowed.has(code)) return payload;
    void reply.status(500);
    const undocumented = new AppError(
      'INTERNAL_ERROR',
      undefined,
      `${request.method} ${request.routeOptions.url} answered ${code}, which its OpenAPI document does not list (config.errors)`,
    );
    return JSON.stringify(errorBody(undocumented));
  });
}
