import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataSchema,
  idParamSchema,
  pagedSchema,
  tgAccountDetailSchema,
  tgAccountListQuerySchema,
  tgAccountSchema,
  updateTgAccountSchema,
} from '@backoffice/contract';
import { actorOf } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { listAccounts } from './repo.js';
import { TgAccountService } from './service.js';

/** Account List: the bots' Telegram users (created by ingestion), their subscriptions, and their classification. */
export async function tgAccountRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const accounts = new TgAccountService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'ACCOUNT' } as const;
  const tags = ['account-list'];

  routes.get(
    '/v1/account-list',
    {
      config,
      schema: {
        tags,
        summary:
          'Telegram users of the bots, paged; search username or name, or an exact TG ID; last_active_at range from/to',
        querystring: tgAccountListQuerySchema,
        response: { 200: pagedSchema(tgAccountSchema) },
      },
    },
    async (request) => listAccounts(context.db, request.query),
  );
  routes.get(
    '/v1/account-list/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One Telegram user with the bots they subscribed to',
        params: idParamSchema,
        response: { 200: dataSchema(tgAccountDetailSchema) },
      },
    },
    async (request) => ({ data: await accounts.detail(request.params.id) }),
  );
  routes.patch(
    '/v1/account-list/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Set a user’s user type and/or list type (Blacklist: the platform refuses their searches); audited',
        params: idParamSchema,
        body: updateTgAccountSchema,
        response: { 200: dataSchema(tgAccountSchema) },
      },
    },
    async (request) => ({ data: await accounts.update(request.params.id, request.body, actorOf(request)) }),
  );
}
