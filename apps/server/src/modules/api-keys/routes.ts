import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';

/** Platform API keys, administered by ALL holders. */
export async function apiKeyRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {
  // Routes are added with the section.
}
