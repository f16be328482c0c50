import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkSensitiveKeywordResultSchema,
  bulkSensitiveKeywordSchema,
  createSensitiveKeywordSchema,
  dataSchema,
  idParamSchema,
  pagedSchema,
  sensitiveKeywordListQuerySchema,
  sensitiveKeywordSchema,
  updateSensitiveKeywordSchema,
  noContentSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { actorOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
import { listKeywords } from './repo.js';
import { SensitiveKeywordService } from './service.js';

/** Search Bot → Sensitive Keyword, under the app API. */
export async function sensitiveKeywordRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const keywords = new SensitiveKeywordService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sensitive-keyword'];
  const config = { access: 'SEARCH_BOT_SENSITIVE_KEYWORD' } as const;

  routes.get(
    '/v1/sensitive-keyword/list',
    { config, schema: { tags, summary: 'Sensitive keywords, paged', querystring: sensitiveKeywordListQuerySchema, response: { 200: pagedSchema(sensitiveKeywordSchema) } } },
    async (request) => listKeywords(context.db, request.query),
  );
  routes.post(
    '/v1/sensitive-keyword',
    { config: { ...config, errors: ['SENSITIVE_KEYWORD_ALREADY_USED'] }, schema: { tags, summary: 'Add a sensitive keyword', body: createSensitiveKeywordSchema, response: { 201: dataSchema(sensitiveKeywordSchema) } } },
    async (request, reply) => reply.status(201).send({ data: await keywords.create(request.body, actorOf(request)) }),
  );
  routes.post(
    '/v1/sensitive-keyword/bulk',
    { config, schema: { tags, summary: 'Add many sensitive keywords, one a line; reports the ones left out', body: bulkSensitiveKeywordSchema, response: { 200: bulkSensitiveKeywordResultSchema } } },
    async (request) => ({ data: await keywords.bulkAdd(request.body.text, actorOf(request)) }),
  );
  routes.patch(
    '/v1/sensitive-keyword/:id',
    { config: { ...config, errors: ['SENSITIVE_KEYWORD_ALREADY_USED'] }, schema: { tags, summary: 'Update a sensitive keyword', params: idParamSchema, body: updateSensitiveKeywordSchema, response: { 200: dataSchema(sensitiveKeywordSchema) } } },
    async (request) => ({ data: await keywords.update(request.params.id, request.body, actorOf(request)) }),
  );
  routes.delete('/v1/sensitive-keyword/:id', { config, schema: { tags, summary: 'Delete a sensitive keyword', params: idParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await keywords.remove(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });
  registerBulkRoutes(app, {
    base: '/v1/sensitive-keyword',
    tags,
    noun: 'sensitive keywords',
    access: config.access,
    remove: { run: (ids, request) => keywords.removeMany(ids, actorOf(request)) },
    restore: { run: (ids, request) => keywords.restoreMany(ids, actorOf(request)), errors: ['SENSITIVE_KEYWORD_ALREADY_USED'] },
  });
}
