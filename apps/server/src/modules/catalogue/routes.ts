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
  idParamSchema,
  pagedSchema,
  updateCatalogueEntrySchema,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { actorOf } from '../../platform/auth/guard.js';
import { registerRecordRoutes } from '../../platform/http/record-routes.js';
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

  routes.post(
    '/v1/catalogue/import/preview',
    {
      config: {
        ...config,
        errors: ['CSV_UNREADABLE', 'CSV_COLUMNS_MISSING', 'CSV_TOO_LARGE', 'CATALOGUE_IMPORT_INVALID'],
      },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Check a CSV file: row count and row-level errors; writes nothing',
        body: catalogueImportSchema,
        response: { 200: catalogueImportPreviewSchema },
      },
    },
    async (request) => ({ data: await catalogue.preview(request.body.csv) }),
  );
  routes.post(
    '/v1/catalogue/import',
    {
      config: {
        ...config,
        errors: [
          'CSV_UNREADABLE',
          'CSV_COLUMNS_MISSING',
          'CSV_TOO_LARGE',
          'CATALOGUE_IMPORT_INVALID',
          'CATALOGUE_LINK_ALREADY_USED',
        ],
      },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Import every row of a CSV file in one transaction, or nothing',
        body: catalogueImportSchema,
        response: { 201: catalogueImportResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: { imported: await catalogue.import(request.body.csv, actorOf(request)) } }),
  );
  registerRecordRoutes(app, {
    base: '/v1/catalogue',
    tags,
    access: config.access,
    record: catalogueEntrySchema,
    actions: catalogue,
    list: {
      path: '/list',
      summary: 'Catalogue entries, paged; search on display name and link',
      query: catalogueListQuerySchema,
      run: (query) => listEntries(context.db, query),
    },
    get: { summary: 'One catalogue entry' },
    create: {
      summary: 'Add a catalogue entry',
      body: createCatalogueEntrySchema,
      errors: ['CATALOGUE_LINK_ALREADY_USED'],
    },
    update: {
      summary: 'Update a catalogue entry',
      body: updateCatalogueEntrySchema,
      errors: ['CATALOGUE_LINK_ALREADY_USED'],
    },
    remove: { summary: 'Delete a catalogue entry' },
    bulk: { noun: 'catalogue entries', restoreErrors: ['CATALOGUE_LINK_ALREADY_USED'] },
  });
  routes.get(
    '/v1/catalogue/:id/history',
    {
      config,
      schema: {
        tags,
        summary: 'Changes of one entry from the audit log, newest first',
        params: idParamSchema,
        querystring: catalogueHistoryQuerySchema,
        response: { 200: pagedSchema(catalogueHistoryEntrySchema) },
      },
    },
    async (request) => {
      await catalogue.get(request.params.id);
      return entryHistory(context.db, request.params.id, request.query);
    },
  );
}
