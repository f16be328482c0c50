import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkKeywordStatusSchema,
  createKeywordSchema,
  dataSchema,
  idParamSchema,
  keywordListQuerySchema,
  keywordSchema,
  keywordStatusSchema,
  pagedSchema,
  updateKeywordSchema,
  KEYWORD_TYPES,
  type KeywordType,
  type Permission,
  noContentSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { actorOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
import { listKeywords } from './repo.js';
import { KeywordService } from './service.js';

/** Each keyword type is its own section of the console, with its own permission. */
const TYPE_PERMISSION = { forward: 'KEYWORD_FORWARD', restrict: 'KEYWORD_RESTRICT' } as const satisfies Record<
  KeywordType,
  Permission
>;

/** Keyword → Forward and Restrict: one set of routes per type, from one definition. */
export async function keywordRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const keywords = new KeywordService(context);
  for (const type of KEYWORD_TYPES) keywordTypeRoutes(app, context, keywords, type);
}

/** The routes of one type, under /v1/keyword/{type}, guarded by that type's permission. */
function keywordTypeRoutes(
  app: FastifyInstance,
  context: AppContext,
  keywords: KeywordService,
  type: KeywordType,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = [`keyword ${type}`];
  const config = { access: TYPE_PERMISSION[type] };
  const base = `/v1/keyword/${type}`;
  const answer = { 200: dataSchema(keywordSchema) };

  routes.get(
    `${base}/list`,
    {
      config,
      schema: {
        tags,
        summary: `${type} keywords, paged`,
        querystring: keywordListQuerySchema,
        response: { 200: pagedSchema(keywordSchema) },
      },
    },
    async (request) => listKeywords(context.db, type, request.query),
  );
  routes.get(
    `${base}/:id`,
    { config, schema: { tags, summary: `One ${type} keyword`, params: idParamSchema, response: answer } },
    async (request) => ({
      data: await keywords.get(type, request.params.id),
    }),
  );
  routes.post(
    base,
    {
      config: { ...config, errors: ['QUEUE_NUMBER_ALREADY_USED'] },
      schema: {
        tags,
        summary: `Create a ${type} keyword; 409 QUEUE_NUMBER_ALREADY_USED`,
        body: createKeywordSchema,
        response: { 201: dataSchema(keywordSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await keywords.create(type, request.body, actorOf(request)) }),
  );
  routes.patch(
    `${base}/:id`,
    {
      config: { ...config, errors: ['QUEUE_NUMBER_ALREADY_USED'] },
      schema: {
        tags,
        summary: `Update a ${type} keyword; 409 QUEUE_NUMBER_ALREADY_USED`,
        params: idParamSchema,
        body: updateKeywordSchema,
        response: answer,
      },
    },
    async (request) => ({ data: await keywords.update(type, request.params.id, request.body, actorOf(request)) }),
  );
  routes.patch(
    `${base}/:id/status`,
    {
      config,
      schema: {
        tags,
        summary: `Set a ${type} keyword Active or Inactive`,
        params: idParamSchema,
        body: keywordStatusSchema,
        response: answer,
      },
    },
    async (request) => ({ data: await keywords.setStatus(type, request.params.id, request.body, actorOf(request)) }),
  );
  routes.delete(
    `${base}/:id`,
    {
      config,
      schema: { tags, summary: `Delete a ${type} keyword`, params: idParamSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await keywords.remove(type, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  registerBulkRoutes(app, {
    base,
    tags,
    noun: `${type} keywords`,
    access: config.access,
    remove: { run: (ids, request) => keywords.removeMany(type, ids, actorOf(request)) },
    restore: {
      run: (ids, request) => keywords.restoreMany(type, ids, actorOf(request)),
      errors: ['QUEUE_NUMBER_ALREADY_USED'],
    },
    status: {
      body: bulkKeywordStatusSchema,
      run: ({ ids, status }, request) => keywords.setStatusMany(type, ids, { status }, actorOf(request)),
    },
  });
}
