import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';

/** Account List: the bots' Telegram users. */
export async function tgAccountRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {
  // Routes are added with the section.
}
