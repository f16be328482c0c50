import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createStalkerSchema,
  dataSchema,
  idParamSchema,
  pagedSchema,
  stalkerGroupsInputSchema,
  stalkerGroupsSchema,
  stalkerListQuerySchema,
  stalkerSchema,
  updateStalkerSchema,
  noContentSchema,
} from '@backoffice/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
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

  routes.get(
    '/v1/stalker/list',
    { config, schema: { tags, summary: 'Stalkers, paged; search by username or Telegram id', querystring: stalkerListQuerySchema, response: { 200: pagedSchema(stalkerSchema) } } },
    async (request) => stalkers.list(request.query),
  );
  routes.get(
    '/v1/stalker/:id',
    { config, schema: { tags, summary: 'One stalker (session string masked)', params: idParamSchema, response: { 200: dataSchema(stalkerSchema) } } },
    async (request) => ({ data: await stalkers.get(request.params.id) }),
  );
  routes.post(
    '/v1/stalker',
    { config: { ...config, errors: ['STALKER_ALREADY_EXISTS', 'STALKER_SESSION_STRING_INVALID'] }, schema: { tags, summary: 'Create a stalker; the session string is encrypted at rest', body: createStalkerSchema, response: { 201: dataSchema(stalkerSchema) } } },
    async (request, reply) => reply.status(201).send({ data: await stalkers.create(request.body, actorOf(request)) }),
  );
  routes.patch(
    '/v1/stalker/:id',
    {
      config: { ...config, errors: ['STALKER_ALREADY_EXISTS', 'STALKER_SESSION_STRING_INVALID', 'STALKER_CAPACITY_EXCEEDED'] },
      schema: { tags, summary: 'Update a stalker; a session string given replaces the stored one', params: idParamSchema, body: updateStalkerSchema, response: { 200: dataSchema(stalkerSchema) } },
    },
    async (request) => ({ data: await stalkers.update(request.params.id, request.body, actorOf(request)) }),
  );
  routes.delete(
    '/v1/stalker/:id',
    { config, schema: { tags, summary: 'Delete a stalker: its session string is wiped and its groups freed', params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await stalkers.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  registerBulkRoutes(app, {
    base: '/v1/stalker',
    tags,
    noun: 'stalkers',
    access: config.access,
    remove: { run: (ids, request) => stalkers.removeMany(ids, actorOf(request)) },
    restore: { run: (ids, request) => stalkers.restoreMany(ids, actorOf(request)), errors: ['STALKER_ALREADY_EXISTS'] },
  });
  routes.get(
    '/v1/stalker/:id/groups',
    { config, schema: { tags, summary: 'The war groups a stalker watches', params: idParamSchema, response: { 200: stalkerGroupsSchema } } },
    async (request) => ({ data: await assignments.get(request.params.id) }),
  );
  routes.put(
    '/v1/stalker/:id/groups',
    {
      config: { ...config, errors: ['STALKER_CAPACITY_EXCEEDED', 'GROUP_ALREADY_ASSIGNED'] },
      schema: {
        tags,
        summary: 'Replace the war groups a stalker watches (at most 500, 1000 with Premium; reassign moves groups from other stalkers)',
        params: idParamSchema,
        body: stalkerGroupsInputSchema,
        response: { 200: stalkerGroupsSchema },
      },
    },
    async (request) => ({ data: await assignments.replace(request.params.id, request.body, actorOf(request)) }),
  );
}
