import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { AppError, DATABASE_RETRY_AFTER_SECONDS } from '../../platform/errors.js';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Whether the request carries the metrics token. Both sides are hashed first so the comparison is
 * constant-time whatever the length sent: a timing difference cannot reveal how much of a guess was right.
 */
function carriesToken(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '');
  return crypto.timingSafeEqual(sha256(match?.[1] ?? ''), expected) && match !== null;
}

/** Liveness, readiness, the no-op route that benchmarks compare every other route against, and the metrics (METRICS_TOKEN). */
export async function systemRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  routes.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await context.database.ping();
      return { status: 'ready', database: context.database.kind };
    } catch {
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error_code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable.' });
    }
  });
  routes.get(
    '/v1/ping',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'No-op',
        response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }) },
      },
    },
    async () => ({ data: { ok: true as const } }),
  );
  const token = context.config.METRICS_TOKEN;
  if (token === undefined) return;
  const expected = sha256(token);
  const { registry } = context.metrics;
  routes.get(
    '/metrics',
    {
      // Outside /v1: not a staff or platform route. The token is its own, so a scraper's secret opens nothing else.
      config: {
        errors: ['METRICS_TOKEN_INVALID'],
        documentation: {
          file: { contentType: 'text/plain', description: 'The Prometheus text exposition format, version 0.0.4' },
        },
      },
      schema: {
        tags: ['system'],
        summary:
          'Prometheus metrics of this instance (requests, database, exports, ingestion, platform searches, sign-in)',
        description: 'Send `Authorization: Bearer <METRICS_TOKEN>`; the route exists only when METRICS_TOKEN is set.',
        security: [{ metricsToken: [] }],
      },
    },
    async (request, reply) => {
      if (!carriesToken(request, expected)) throw new AppError('METRICS_TOKEN_INVALID');
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
}
