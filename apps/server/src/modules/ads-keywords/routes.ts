import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adsKeywordIdParamSchema,
  adsKeywordListQuerySchema,
  adsKeywordSchema,
  adsKeywordSlotListQuerySchema,
  adsKeywordSlotSchema,
  createAdsKeywordSchema,
  dataSchema,
  idParamSchema,
  pagedSchema,
  updateAdsKeywordSlotSchema,
  noContentSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { actorOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
import { notFound } from '../../platform/errors.js';
import { ADS_KEYWORD_ENTITY, findKeyword, listKeywords, listSlots } from './repo.js';
import { AdsKeywordService } from './service.js';

/** Marketing Tool → Ads Keyword Tracking, under the app API; the paths are the product's. */
export async function adsKeywordRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const keywords = new AdsKeywordService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ads-keyword'];
  const config = { access: 'ADS_KEYWORD_TRACKING' } as const;

  routes.get(
    '/v1/ads-keyword/list',
    {
      config,
      schema: {
        tags,
        summary: 'Tracked ads keywords, paged',
        querystring: adsKeywordListQuerySchema,
        response: { 200: pagedSchema(adsKeywordSchema) },
      },
    },
    async (request) => listKeywords(context.db, request.query),
  );
  routes.get(
    '/v1/ads-keyword/list/slots/:keywordId',
    {
      config,
      schema: {
        tags,
        summary: 'Observed slots of a tracked keyword, paged (slot=asc by default)',
        params: adsKeywordIdParamSchema,
        querystring: adsKeywordSlotListQuerySchema,
        response: { 200: pagedSchema(adsKeywordSlotSchema) },
      },
    },
    async (request) => {
      const { keywordId } = request.params;
      if (!(await findKeyword(context.db, keywordId))) throw notFound(ADS_KEYWORD_ENTITY, keywordId);
      return listSlots(context.db, keywordId, request.query);
    },
  );
  routes.post(
    '/v1/ads-keyword',
    {
      config: { ...config, errors: ['ADS_KEYWORD_ALREADY_TRACKED'] },
      schema: {
        tags,
        summary: 'Start tracking a keyword',
        body: createAdsKeywordSchema,
        response: { 201: dataSchema(adsKeywordSchema) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await keywords.create(request.body, actorOf(request)) }),
  );
  routes.patch(
    '/v1/ads-keyword/slot/:id',
    {
      config: { ...config, errors: ['ADS_KEYWORD_SLOT_ALREADY_USED'] },
      schema: {
        tags,
        summary: 'Update a slot (its remark, or its observed fields)',
        params: idParamSchema,
        body: updateAdsKeywordSlotSchema,
        response: { 200: dataSchema(adsKeywordSlotSchema) },
      },
    },
    async (request) => ({
      data: await keywords.updateSlot(request.params.id, request.body, actorOf(request)),
    }),
  );
  routes.delete(
    '/v1/ads-keyword/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Stop tracking a keyword and drop its slots',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await keywords.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  registerBulkRoutes(app, {
    base: '/v1/ads-keyword',
    tags,
    noun: 'tracked ads keywords (their observed slots are dropped and not restored)',
    access: config.access,
    remove: {
      run: (ids, request) => keywords.removeMany(ids, actorOf(request)),
    },
    restore: {
      run: (ids, request) => keywords.restoreMany(ids, actorOf(request)),
      errors: ['ADS_KEYWORD_ALREADY_TRACKED'],
    },
  });
}
