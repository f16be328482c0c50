import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { installPlatformRateLimit, isApiKeyRoute } from './rate-limit.js';

/**
 * What every platform route of the scope gets (the platform scope of app.ts: search and ingest):
 * the per-key rate limit, and one log line per call naming the key by its prefix (never the key),
 * the route and the answer's status. That line is the machine callers' trail: a search or a batch
 * is not a staff change, so it does not go to the audit log (thousands a second would drown it);
 * what the calls changed is in search_events and the ingested tables. Call before the scope's routes.
 */
export async function installPlatformScope(scope: FastifyInstance, context: AppContext): Promise<void> {
  await installPlatformRateLimit(scope, context.config.PLATFORM_RATE_LIMIT_PER_MINUTE, (route) =>
    context.metrics.platformRateLimited(route),
  );
  scope.addHook('onResponse', async (request, reply) => {
    if (!isApiKeyRoute(request.routeOptions)) return;
    request.log.info(
      {
        api_key: request.apiKey?.prefix ?? null,
        route: `${request.method} ${request.routeOptions.url}`,
        status: reply.statusCode,
      },
      'platform call',
    );
  });
}
