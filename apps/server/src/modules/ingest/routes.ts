import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';

/** POST /v1/platform/ingest/*, batches from the bots (API key, scope ingest). */
export async function ingestRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {
  // Routes are added with the section.
}
