import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../../platform/errors.js';
import { slidingWindowStore } from './sliding-window.js';

const MINUTE_MS = 60_000;

/** Whether a route is a platform route, guarded by an API key. */
export function isApiKeyRoute(route: Pick<RouteOptions, 'config'>): boolean {
  const access = route.config?.access;
  return typeof access === 'object' && !Array.isArray(access) && 'apiKey' in access;
}

/** The bucket of a call: its API key (the guard, an app-level onRequest hook, has run and set it). */
function bucketOf(request: FastifyRequest): string {
  return request.apiKey?.prefix ?? request.ip;
}

/**
 * Rate-limits every API-key route of the scope it is installed in (the platform scope of app.ts:
 * search and ingest), per key and route: the plugin keeps one counter store per route, so a busy
 * search cannot starve ingestion, nor one ingest kind another. Staff routes are left alone: the
 * plugin is registered with global: false in this scope only, and the onRoute hook below opts in
 * just the routes guarded by a key. The window slides (`sliding-window.ts`): no 60-second span lets more
 * than the limit through, where the plugin's fixed windows let twice the limit pass around a boundary.
 * Counters are kept in memory, whichever the database, so with several instances each one allows the
 * limit. Install it before the scope's routes are declared; `now` is the clock (tests pass their own).
 */
export async function installPlatformRateLimit(
  scope: FastifyInstance,
  perMinute: number,
  onRefused: (route: string) => void = () => undefined,
  now: () => number = Date.now,
): Promise<void> {
  scope.addHook('onRoute', (route) => {
    if (isApiKeyRoute(route) && route.config?.rateLimit === undefined)
      route.config = { ...route.config, rateLimit: {} };
  });
  await scope.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: MINUTE_MS,
    store: slidingWindowStore(now),
    keyGenerator: bucketOf,
    // The route's pattern: every limited route has one (a request no route matched never reaches the limit).
    onExceeded: (request) => onRefused(request.routeOptions.url ?? ''),
    // The plugin has set Retry-After and the x-ratelimit-* headers by now; the error handler answers the body.
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retry_after_seconds: Math.ceil(context.ttl / 1000) }),
  });
}
