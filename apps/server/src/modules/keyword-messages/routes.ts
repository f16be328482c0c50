import type { FastifyInstance } from 'fastify';
import {
  createKeywordMessageSchema,
  keywordMessageListQuerySchema,
  keywordMessageSchema,
  updateKeywordMessageSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRecordRoutes } from '../../platform/http/record-routes.js';
import { listKeywordMessages } from './repo.js';
import { KeywordMessageService } from './service.js';

/** Keyword Message: the bot's reply when a search hits a forward keyword, under /v1/keyword-message. */
export async function keywordMessageRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const messages = new KeywordMessageService(context);
  registerRecordRoutes(app, {
    base: '/v1/keyword-message',
    tags: ['keyword message'],
    access: 'KEYWORD_MESSAGE',
    record: keywordMessageSchema,
    actions: messages,
    list: {
      path: '/list',
      summary: 'Keyword messages, paged',
      query: keywordMessageListQuerySchema,
      run: (query) => listKeywordMessages(context.db, query),
    },
    get: { summary: 'One keyword message' },
    create: {
      summary: 'Create a keyword message; 409 KEYWORD_MESSAGE_ALREADY_EXISTS',
      body: createKeywordMessageSchema,
      errors: ['KEYWORD_MESSAGE_ALREADY_EXISTS'],
    },
    update: {
      summary: 'Update a keyword message; 409 KEYWORD_MESSAGE_ALREADY_EXISTS',
      body: updateKeywordMessageSchema,
      errors: ['KEYWORD_MESSAGE_ALREADY_EXISTS'],
    },
    remove: { summary: 'Delete a keyword message' },
    bulk: { noun: 'keyword messages', restoreErrors: ['KEYWORD_MESSAGE_ALREADY_EXISTS'] },
  });
}
