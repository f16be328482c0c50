import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createKeywordMessageSchema,
  dataSchema,
  idParamSchema,
  keywordMessageListQuerySchema,
  keywordMessageSchema,
  pagedSchema,
  updateKeywordMessageSchema,
  noContentSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { actorOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
import { listKeywordMessages } from './repo.js';
import { KeywordMessageService } from './service.js';

/** Keyword Message: the bot's reply when a search hits a forward keyword, under /v1/keyword-message. */
export async function keywordMessageRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const messages = new KeywordMessageService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['keyword message'];
  const config = { access: 'KEYWORD_MESSAGE' } as const;
  const answer = { 200: dataSchema(keywordMessageSchema) };

  routes.get(
    '/v1/keyword-message/list',
    { config, schema: { tags, summary: 'Keyword messages, paged', querystring: keywordMessageListQuerySchema, response: { 200: pagedSchema(keywordMessageSchema) } } },
    async (request) => listKeywordMessages(context.db, request.query),
  );
  routes.get('/v1/keyword-message/:id', { config, schema: { tags, summary: 'One keyword message', params: idParamSchema, response: answer } }, async (request) => ({
    data: await messages.get(request.params.id),
  }));
  routes.post(
    '/v1/keyword-message',
    { config: { ...config, errors: ['KEYWORD_MESSAGE_ALREADY_EXISTS'] }, schema: { tags, summary: 'Create a keyword message; 409 KEYWORD_MESSAGE_ALREADY_EXISTS', body: createKeywordMessageSchema, response: { 201: dataSchema(keywordMessageSchema) } } },
    async (request, reply) => reply.status(201).send({ data: await messages.create(request.body, actorOf(request)) }),
  );
  routes.patch(
    '/v1/keyword-message/:id',
    { config: { ...config, errors: ['KEYWORD_MESSAGE_ALREADY_EXISTS'] }, schema: { tags, summary: 'Update a keyword message; 409 KEYWORD_MESSAGE_ALREADY_EXISTS', params: idParamSchema, body: updateKeywordMessageSchema, response: answer } },
    async (request) => ({ data: await messages.update(request.params.id, request.body, actorOf(request)) }),
  );
  routes.delete('/v1/keyword-message/:id', { config, schema: { tags, summary: 'Delete a keyword message', params: idParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await messages.remove(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });
  registerBulkRoutes(app, {
    base: '/v1/keyword-message',
    tags,
    noun: 'keyword messages',
    access: config.access,
    remove: { run: (ids, request) => messages.removeMany(ids, actorOf(request)) },
    restore: { run: (ids, request) => messages.restoreMany(ids, actorOf(request)), errors: ['KEYWORD_MESSAGE_ALREADY_EXISTS'] },
  });
}
