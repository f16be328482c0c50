import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createSponsorClientSchema,
  createSponsorSchema,
  idParamSchema,
  sponsorClientListQuerySchema,
  sponsorClientSchema,
  sponsorListQuerySchema,
  sponsorSchema,
  sponsorStatsQuerySchema,
  sponsorStatsSchema,
  updateSponsorClientSchema,
  updateSponsorSchema,
} from '@backoffice/contract';
import { registerRecordRoutes } from '../../platform/http/record-routes.js';
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

  registerRecordRoutes(app, {
    base: '/v1/sponsor-client',
    tags: clientTags,
    access: config.access,
    record: sponsorClientSchema,
    actions: clients,
    list: {
      path: '/list',
      summary: 'Sponsor clients, paged',
      query: sponsorClientListQuerySchema,
      run: (query) => listClients(context.db, query),
    },
    get: { summary: 'One sponsor client' },
    create: {
      summary: 'Create a sponsor client',
      body: createSponsorClientSchema,
      errors: ['SPONSOR_CLIENT_NAME_ALREADY_USED'],
    },
    update: {
      summary: 'Rename a sponsor client',
      body: updateSponsorClientSchema,
      errors: ['SPONSOR_CLIENT_NAME_ALREADY_USED'],
    },
    remove: { summary: 'Delete a sponsor client and all its sponsors' },
    bulk: { noun: 'sponsor clients (each with all its sponsors)', restoreErrors: ['SPONSOR_CLIENT_NAME_ALREADY_USED'] },
  });

  registerRecordRoutes(app, {
    base: '/v1/sponsor',
    tags,
    access: config.access,
    record: sponsorSchema,
    actions: sponsors,
    list: {
      path: '/list',
      summary: 'Sponsors, paged (of one client with client_id)',
      query: sponsorListQuerySchema,
      run: (query) => sponsors.list(query),
    },
    get: { summary: 'One sponsor' },
    create: { summary: 'Create a sponsor', body: createSponsorSchema },
    update: { summary: 'Update a sponsor', body: updateSponsorSchema },
    remove: { summary: 'Delete a sponsor' },
    bulk: { noun: 'sponsors' },
  });
  routes.get(
    '/v1/sponsor/:id/stats',
    {
      config,
      schema: {
        tags,
        summary: 'A sponsor’s views and clicks per day (at most 366 days)',
        params: idParamSchema,
        querystring: sponsorStatsQuerySchema,
        response: { 200: sponsorStatsSchema },
      },
    },
    async (request) => ({ data: await sponsors.stats(request.params.id, request.query) }),
  );
}
