import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createSponsorClientSchema,
  createSponsorSchema,
  dataSchema,
  idParamSchema,
  pagedSchema,
  sponsorClientListQuerySchema,
  sponsorClientSchema,
  sponsorListQuerySchema,
  sponsorSchema,
  sponsorStatsQuerySchema,
  sponsorStatsSchema,
  updateSponsorClientSchema,
  updateSponsorSchema,
  noContentSchema,
} from '@backoffice/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
import type { AppContext } from '../../platform/context.js';
import { listClients } from './client-repo.js';
import { SponsorClientService } from './client-service.js';
import { SponsorService } from './sponsor-service.js';

/** Search Bot → Sponsor: clients, their sponsors, and each sponsor's daily views and clicks. */
export async function sponsorRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const clients = new SponsorClientService(context);
  const sponsors = new SponsorService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'SEARCH_BOT_SPONSOR' } as const;
  const clientTags = ['sponsor clients'];
  const tags = ['sponsors'];

  routes.get(
    '/v1/sponsor-client/list',
    { config, schema: { tags: clientTags, summary: 'Sponsor clients, paged', querystring: sponsorClientListQuerySchema, response: { 200: pagedSchema(sponsorClientSchema) } } },
    async (request) => listClients(context.db, request.query),
  );
  routes.get(
    '/v1/sponsor-client/:id',
    { config, schema: { tags: clientTags, summary: 'One sponsor client', params: idParamSchema, response: { 200: dataSchema(sponsorClientSchema) } } },
    async (request) => ({ data: await clients.get(request.params.id) }),
  );
  routes.post(
    '/v1/sponsor-client',
    { config: { ...config, errors: ['SPONSOR_CLIENT_NAME_ALREADY_USED'] }, schema: { tags: clientTags, summary: 'Create a sponsor client', body: createSponsorClientSchema, response: { 201: dataSchema(sponsorClientSchema) } } },
    async (request, reply) => reply.status(201).send({ data: await clients.create(request.body, actorOf(request)) }),
  );
  routes.patch(
    '/v1/sponsor-client/:id',
    {
      config: { ...config, errors: ['SPONSOR_CLIENT_NAME_ALREADY_USED'] },
      schema: { tags: clientTags, summary: 'Rename a sponsor client', params: idParamSchema, body: updateSponsorClientSchema, response: { 200: dataSchema(sponsorClientSchema) } },
    },
    async (request) => ({ data: await clients.update(request.params.id, request.body, actorOf(request)) }),
  );
  routes.delete(
    '/v1/sponsor-client/:id',
    { config, schema: { tags: clientTags, summary: 'Delete a sponsor client and all its sponsors', params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await clients.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  registerBulkRoutes(app, {
    base: '/v1/sponsor-client',
    tags: clientTags,
    noun: 'sponsor clients (each with all its sponsors)',
    access: config.access,
    remove: { run: (ids, request) => clients.removeMany(ids, actorOf(request)) },
    restore: { run: (ids, request) => clients.restoreMany(ids, actorOf(request)), errors: ['SPONSOR_CLIENT_NAME_ALREADY_USED'] },
  });

  routes.get(
    '/v1/sponsor/list',
    { config, schema: { tags, summary: 'Sponsors, paged (of one client with client_id)', querystring: sponsorListQuerySchema, response: { 200: pagedSchema(sponsorSchema) } } },
    async (request) => sponsors.list(request.query),
  );
  routes.get(
    '/v1/sponsor/:id',
    { config, schema: { tags, summary: 'One sponsor', params: idParamSchema, response: { 200: dataSchema(sponsorSchema) } } },
    async (request) => ({ data: await sponsors.get(request.params.id) }),
  );
  routes.get(
    '/v1/sponsor/:id/stats',
    {
      config,
      schema: { tags, summary: 'A sponsor’s views and clicks per day (at most 366 days)', params: idParamSchema, querystring: sponsorStatsQuerySchema, response: { 200: sponsorStatsSchema } },
    },
    async (request) => ({ data: await sponsors.stats(request.params.id, request.query) }),
  );
  routes.post(
    '/v1/sponsor',
    { config, schema: { tags, summary: 'Create a sponsor', body: createSponsorSchema, response: { 201: dataSchema(sponsorSchema) } } },
    async (request, reply) => reply.status(201).send({ data: await sponsors.create(request.body, actorOf(request)) }),
  );
  routes.patch(
    '/v1/sponsor/:id',
    { config, schema: { tags, summary: 'Update a sponsor', params: idParamSchema, body: updateSponsorSchema, response: { 200: dataSchema(sponsorSchema) } } },
    async (request) => ({ data: await sponsors.update(request.params.id, request.body, actorOf(request)) }),
  );
  routes.delete(
    '/v1/sponsor/:id',
    { config, schema: { tags, summary: 'Delete a sponsor', params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await sponsors.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  registerBulkRoutes(app, {
    base: '/v1/sponsor',
    tags,
    noun: 'sponsors',
    access: config.access,
    remove: { run: (ids, request) => sponsors.removeMany(ids, actorOf(request)) },
    restore: { run: (ids, request) => sponsors.restoreMany(ids, actorOf(request)) },
  });
}
