import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../platform/errors.js';

/** Liveness, readiness, and the no-op route that benchmarks compare every other route against. */
export async function systemRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  routes.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await context.database.ping();
      return { status: 'ready', database: context.database.kind };
    } catch {
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ error_code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable.' });
    }
  });
  routes.get(
    '/v1/ping',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'No-op', response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }) } },
    },
    async () => ({ data: { ok: true as const } }),
  );
}
