import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createStalkerSchema,
  idParamSchema,
  stalkerGroupsInputSchema,
  stalkerGroupsSchema,
  stalkerListQuerySchema,
  stalkerSchema,
  updateStalkerSchema,
} from '@backoffice/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { registerRecordRoutes } from '../../platform/http/record-routes.js';
import type { AppContext } from '../../platform/context.js';
import { sessionCipherFor } from '../../platform/crypto/index.js';
import { StalkerAssignmentService } from './assignments.js';
import { StalkerService } from './service.js';

/** Stalker accounts for staff: the session string goes in, and never comes back out. */
export async function stalkerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const stalkers = new StalkerService(context, sessionCipherFor(context.config));
  const assignments = new StalkerAssignmentService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'STALKER' } as const;
  const tags = ['stalkers'];

  registerRecordRoutes(app, {
    base: '/v1/stalker',
    tags,
    access: config.access,
    record: stalkerSchema,
    actions: stalkers,
    list: {
      path: '/list',
      summary: 'Stalkers, paged; search by username or Telegram id',
      query: stalkerListQuerySchema,
      run: (query) => stalkers.list(query),
    },
    get: { summary: 'One stalker (session string masked)' },
    create: {
      summary: 'Create a stalker; the session string is encrypted at rest',
      body: createStalkerSchema,
      errors: ['STALKER_ALREADY_EXISTS', 'STALKER_SESSION_STRING_INVALID'],
    },
    update: {
      summary: 'Update a stalker; a session string given replaces the stored one',
      body: updateStalkerSchema,
      errors: ['STALKER_ALREADY_EXISTS', 'STALKER_SESSION_STRING_INVALID', 'STALKER_CAPACITY_EXCEEDED'],
    },
    remove: { summary: 'Delete a stalker: its session string is wiped and its groups freed' },
    bulk: { noun: 'stalkers', restoreErrors: ['STALKER_ALREADY_EXISTS'] },
  });
  routes.get(
    '/v1/stalker/:id/groups',
    {
      config,
      schema: {
        tags,
        summary: 'The war groups a stalker watches',
        params: idParamSchema,
        response: { 200: stalkerGroupsSchema },
      },
    },
    async (request) => ({ data: await assignments.get(request.params.id) }),
  );
  routes.put(
    '/v1/stalker/:id/groups',
    {
      config: { ...config, errors: ['STALKER_CAPACITY_EXCEEDED', 'GROUP_ALREADY_ASSIGNED'] },
      schema: {
        tags,
        summary:
          'Replace the war groups a stalker watches (at most 500, 1000 with Premium; reassign moves groups from other stalkers)',
        params: idParamSchema,
        body: stalkerGroupsInputSchema,
        response: { 200: stalkerGroupsSchema },
      },
    },
    async (request) => ({ data: await assignments.replace(request.params.id, request.body, actorOf(request)) }),
  );
}
