import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATALOGUE_IMPORT,
  catalogueEntrySchema,
  catalogueHistoryEntrySchema,
  catalogueHistoryQuerySchema,
  catalogueImportPreviewSchema,
  catalogueImportResultSchema,
  catalogueImportSchema,
  catalogueListQuerySchema,
  createCatalogueEntrySchema,
  dataSchema,
  idParamSchema,
  pagedSchema,
  updateCatalogueEntrySchema,
  noContentSchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { actorOf } from '../../platform/auth/guard.js';
import { registerBulkRoutes } from '../../platform/http/bulk-routes.js';
import { entryHistory, listEntries } from './repo.js';
import { CatalogueService } from './service.js';

/**
 * The CSV text travels inside JSON, where quotes and line breaks are escaped: room for a 5 MB file
 * written entirely of them. The service checks the file's own size.
 */
const IMPORT_BODY_LIMIT = CATALOGUE_IMPORT.maxBytes * 2 + 1024;

/** Search Bot → Keyword Database (the catalogue), under the app API. */
export async function catalogueRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const catalogue = new CatalogueService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['keyword-database'];
  const config = { access: 'SEARCH_BOT_KEYWORD_DATABASE' } as const;

  routes.get(
    '/v1/catalogue/list',
    { config, schema: { tags, summary: 'Catalogue entries, paged; search on display name and link', querystring: catalogueListQuerySchema, response: { 200: pagedSchema(catalogueEntrySchema) } } },
    async (request) => listEntries(context.db, request.query),
  );
  routes.post(
    '/v1/catalogue/import/preview',
    { config: { ...config, errors: ['CSV_UNREADABLE', 'CSV_COLUMNS_MISSING', 'CSV_TOO_LARGE', 'CATALOGUE_IMPORT_INVALID'] }, bodyLimit: IMPORT_BODY_LIMIT, schema: { tags, summary: 'Check a CSV file: row count and row-level errors; writes nothing', body: catalogueImportSchema, response: { 200: catalogueImportPreviewSchema } } },
    async (request) => ({ data: await catalogue.preview(request.body.csv) }),
  );
  routes.post(
    '/v1/catalogue/import',
    { config: { ...config, errors: ['CSV_UNREADABLE', 'CSV_COLUMNS_MISSING', 'CSV_TOO_LARGE', 'CATALOGUE_IMPORT_INVALID', 'CATALOGUE_LINK_ALREADY_USED'] }, bodyLimit: IMPORT_BODY_LIMIT, schema: { tags, summary: 'Import every row of a CSV file in one transaction, or nothing', body: catalogueImportSchema, response: { 201: catalogueImportResultSchema } } },
    async (request, reply) => reply.status(201).send({ data: { imported: await catalogue.import(request.body.csv, actorOf(request)) } }),
  );
  routes.get('/v1/catalogue/:id', { config, schema: { tags, summary: 'One catalogue entry', params: idParamSchema, response: { 200: dataSchema(catalogueEntrySchema) } } }, async (request) => ({
    data: await catalogue.get(request.params.id),
  }));
  routes.get(
    '/v1/catalogue/:id/history',
    { config, schema: { tags, summary: 'Changes of one entry from the audit log, newest first', params: idParamSchema, querystring: catalogueHistoryQuerySchema, response: { 200: pagedSchema(catalogueHistoryEntrySchema) } } },
    async (request) => {
      await catalogue.get(request.params.id);
      return entryHistory(context.db, request.params.id, request.query);
    },
  );
  routes.post('/v1/catalogue', { config: { ...config, errors: ['CATALOGUE_LINK_ALREADY_USED'] }, schema: { tags, summary: 'Add a catalogue entry', body: createCatalogueEntrySchema, response: { 201: dataSchema(catalogueEntrySchema) } } }, async (request, reply) =>
    reply.status(201).send({ data: await catalogue.create(request.body, actorOf(request)) }),
  );
  routes.patch(
    '/v1/catalogue/:id',
    { config: { ...config, errors: ['CATALOGUE_LINK_ALREADY_USED'] }, schema: { tags, summary: 'Update a catalogue entry', params: idParamSchema, body: updateCatalogueEntrySchema, response: { 200: dataSchema(catalogueEntrySchema) } } },
    async (request) => ({ data: await catalogue.update(request.params.id, request.body, actorOf(request)) }),
  );
  routes.delete('/v1/catalogue/:id', { config, schema: { tags, summary: 'Delete a catalogue entry', params: idParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await catalogue.remove(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });
  registerBulkRoutes(app, {
    base: '/v1/catalogue',
    tags,
    noun: 'catalogue entries',
    access: config.access,
    remove: { run: (ids, request) => catalogue.removeMany(ids, actorOf(request)) },
    restore: { run: (ids, request) => catalogue.restoreMany(ids, actorOf(request)), errors: ['CATALOGUE_LINK_ALREADY_USED'] },
  });
}
