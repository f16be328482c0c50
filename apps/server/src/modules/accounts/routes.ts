import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountListQuerySchema,
  accountSchema,
  createAccountSchema,
  dataSchema,
  generatedPasswordSchema,
  idParamSchema,
  pagedSchema,
  updateAccountSchema,
  noContentSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { actorOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
import { generatePassword } from '../../platform/auth/passwords.js';
import { recordAudit } from '../../platform/audit.js';
import { listAccounts } from './repo.js';
import { AccountService } from './service.js';

/** Staff accounts (User Management → Account Management), under /um. */
export async function accountRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const accounts = new AccountService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const config = { access: 'USER_ACCOUNT' } as const;

  routes.get(
    '/v1/accounts/list',
    {
      config,
      schema: { tags, summary: 'Staff accounts, paged', querystring: accountListQuerySchema, response: { 200: pagedSchema(accountSchema) } },
      // Every item is built field by field from typed columns (toAccount), in the schema's order: checking
      // each of up to 100 rows against the schema again on every answer cost more than reading them
      // (decision 20). The schema still documents the answer, and the tests check it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => listAccounts(context.db, request.query),
  );
  routes.get('/v1/accounts/:id', { config, schema: { tags, summary: 'One staff account', params: idParamSchema, response: { 200: dataSchema(accountSchema) } } }, async (request) => ({
    data: await accounts.get(request.params.id),
  }));
  routes.post('/v1/accounts', { config: { ...config, errors: ['ROLE_NOT_ASSIGNABLE', 'EMAIL_ALREADY_USED', 'USERNAME_ALREADY_USED'] }, schema: { tags, summary: 'Create a staff account', body: createAccountSchema, response: { 201: dataSchema(accountSchema) } } }, async (request, reply) =>
    reply.status(201).send({ data: await accounts.create(request.body, actorOf(request)) }),
  );
  routes.patch(
    '/v1/accounts/:id',
    { config: { ...config, errors: ['CURRENT_PASSWORD_INCORRECT', 'PASSWORD_REUSED', 'OWN_ROLE_CHANGE', 'ACCOUNT_OUTRANKS_YOU', 'ROLE_NOT_ASSIGNABLE', 'EMAIL_ALREADY_USED', 'USERNAME_ALREADY_USED', 'CANNOT_CHANGE_OWN_ACCOUNT', 'LAST_ADMIN', 'TOO_MANY_PASSWORD_ATTEMPTS'] }, schema: { tags, summary: 'Update a staff account', params: idParamSchema, body: updateAccountSchema, response: { 200: dataSchema(accountSchema) } } },
    async (request) => ({ data: await accounts.update(request.params.id, request.body, actorOf(request)) }),
  );
  routes.delete('/v1/accounts/:id', { config: { ...config, errors: ['ACCOUNT_OUTRANKS_YOU', 'CANNOT_CHANGE_OWN_ACCOUNT', 'LAST_ADMIN'] }, schema: { tags, summary: 'Delete a staff account', params: idParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await accounts.remove(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });
  registerBulkRoutes(app, {
    base: '/v1/accounts',
    tags,
    noun: 'staff accounts (their sessions end)',
    access: config.access,
    remove: { run: (ids, request) => accounts.removeMany(ids, actorOf(request)), errors: ['ACCOUNT_OUTRANKS_YOU', 'CANNOT_CHANGE_OWN_ACCOUNT', 'LAST_ADMIN'] },
    restore: { run: (ids, request) => accounts.restoreMany(ids, actorOf(request)), errors: ['ACCOUNT_OUTRANKS_YOU', 'EMAIL_ALREADY_USED', 'USERNAME_ALREADY_USED'] },
  });
  routes.post(
    '/v1/accounts/generate-password',
    { config, schema: { tags, summary: 'A new random password that meets the policy, shown once', response: { 200: generatedPasswordSchema } } },
    async (request) => {
      await recordAudit(context.db, actorOf(request), { action: 'account.generate_password', entity: 'account' });
      return { data: { password: generatePassword() } };
    },
  );
}
