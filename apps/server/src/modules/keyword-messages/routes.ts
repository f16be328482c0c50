import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createKeywordMessageSchema,
  keywordMessageListQuerySchema,
  keywordMessageSchema,
  pagedSchema,
  updateKeywordMessageSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRecordRoutes } from '../../platform/http/record-routes.js';
import { listKeywordMessages } from './repo.js';
import { KeywordMessageService } from './service.js';

/** Keyword Message: the bot's reply when a search hits a forward keyword, under /v1/keyword-message. */
export async function keywordMessageRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const messages = new KeywordMessageService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['keyword message'];
  const config = { access: 'KEYWORD_MESSAGE' } as const;

  routes.get(
    '/v1/keyword-message/list',
    { config, schema: { tags, summary: 'Keyword messages, paged', querystring: keywordMessageListQuerySchema, response: { 200: pagedSchema(keywordMessageSchema) } } },
    async (request) => listKeywordMessages(context.db, request.query),
  );
  registerRecordRoutes(app, {
    base: '/v1/keyword-message',
    tags,
    access: config.access,
    record: keywordMessageSchema,
    actions: messages,
    get: { summary: 'One keyword message' },
    create: { summary: 'Create a keyword message; 409 KEYWORD_MESSAGE_ALREADY_EXISTS', body: createKeywordMessageSchema, errors: ['KEYWORD_MESSAGE_ALREADY_EXISTS'] },
    update: { summary: 'Update a keyword message; 409 KEYWORD_MESSAGE_ALREADY_EXISTS', body: updateKeywordMessageSchema, errors: ['KEYWORD_MESSAGE_ALREADY_EXISTS'] },
    remove: { summary: 'Delete a keyword message' },
    bulk: { noun: 'keyword messages', restoreErrors: ['KEYWORD_MESSAGE_ALREADY_EXISTS'] },
  });
}
