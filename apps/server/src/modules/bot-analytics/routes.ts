import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';

/** Bot Analytics: overview, subscriptions and chat records. */
export async function botAnalyticsRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {
  // Routes are added with the section.
}
