import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiKeyListQuerySchema,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
  dataSchema,
  idParamSchema,
  pagedSchema,
} from '@backoffice/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
import type { AppContext } from '../../platform/context.js';
import { listApiKeys } from './repo.js';
import { ApiKeyService } from './service.js';

/** Platform API keys, administered by ALL holders: list, create (the key shown once), revoke. */
export async function apiKeyRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const keys = new ApiKeyService(context.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'ALL' } as const;
  const tags = ['api keys'];

  routes.get(
    '/v1/api-keys/list',
    {
      config,
      schema: {
        tags,
        summary: 'API keys, paged (never the secret)',
        querystring: apiKeyListQuerySchema,
        response: { 200: pagedSchema(apiKeySchema) },
      },
    },
    async (request) => listApiKeys(context.db, request.query),
  );
  routes.post(
    '/v1/api-keys',
    // A key reaches the platform API with the scopes it is given: creating one needs a recent proof of identity.
    {
      config: { ...config, recentAuthentication: true },
      schema: {
        tags,
        summary: 'Create an API key; the answer holds the whole key, shown this once',
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await keys.create(request.body, actorOf(request)) }),
  );
  routes.post(
    '/v1/api-keys/:id/revoke',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke an API key at once (idempotent)',
        params: idParamSchema,
        response: { 200: dataSchema(apiKeySchema) },
      },
    },
    async (request) => ({ data: await keys.revoke(request.params.id, actorOf(request)) }),
  );
  registerBulkRoutes(app, {
    base: '/v1/api-keys',
    tags,
    noun: 'API keys (keys revoked before are left as they are)',
    access: config.access,
    revoke: { run: (ids, request) => keys.revokeMany(ids, actorOf(request)) },
  });
}
