import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';

/** GET /v1/platform/search, for the bots (API key, scope read). */
export async function platformSearchRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {
  // Routes are added with the section.
}
