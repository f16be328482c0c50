import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkSensitiveKeywordResultSchema,
  bulkSensitiveKeywordSchema,
  createSensitiveKeywordSchema,
  sensitiveKeywordListQuerySchema,
  sensitiveKeywordSchema,
  updateSensitiveKeywordSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { actorOf } from '../../platform/auth/guard.js';
import { registerRecordRoutes } from '../../platform/http/record-routes.js';
import { listKeywords } from './repo.js';
import { SensitiveKeywordService } from './service.js';

/** Search Bot → Sensitive Keyword, under the app API. */
export async function sensitiveKeywordRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const keywords = new SensitiveKeywordService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sensitive-keyword'];
  const config = { access: 'SEARCH_BOT_SENSITIVE_KEYWORD' } as const;

  registerRecordRoutes(app, {
    base: '/v1/sensitive-keyword',
    tags,
    access: config.access,
    record: sensitiveKeywordSchema,
    actions: keywords,
    list: {
      path: '/list',
      summary: 'Sensitive keywords, paged',
      query: sensitiveKeywordListQuerySchema,
      run: (query) => listKeywords(context.db, query),
    },
    create: {
      summary: 'Add a sensitive keyword',
      body: createSensitiveKeywordSchema,
      errors: ['SENSITIVE_KEYWORD_ALREADY_USED'],
    },
    update: {
      summary: 'Update a sensitive keyword',
      body: updateSensitiveKeywordSchema,
      errors: ['SENSITIVE_KEYWORD_ALREADY_USED'],
    },
    remove: { summary: 'Delete a sensitive keyword' },
    bulk: { noun: 'sensitive keywords', restoreErrors: ['SENSITIVE_KEYWORD_ALREADY_USED'] },
  });
  routes.post(
    '/v1/sensitive-keyword/bulk',
    {
      config,
      schema: {
        tags,
        summary: 'Add many sensitive keywords, one a line; reports the ones left out',
        body: bulkSensitiveKeywordSchema,
        response: { 200: bulkSensitiveKeywordResultSchema },
      },
    },
    async (request) => ({ data: await keywords.bulkAdd(request.body.text, actorOf(request)) }),
  );
}
