import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  platformSearchAnswerSchema,
  platformSearchQueryExample,
  platformSearchQuerySchema,
  platformSearchResultExample,
} from '@backoffice/contract';
import type { AppContext } from '../../platform/context.js';
import { sendSerializedJson } from '../../platform/http/serialized-json.js';
import { JournalApplier } from './journal.js';
import { installPlatformScope } from './platform-scope.js';
import { PlatformSearchService } from './service.js';

/**
 * GET /v1/platform/search, for the bots (API key, scope read). Also sets up the whole platform scope
 * of app.ts (this and the ingest routes: rate limit, call log), so it must run first in that scope.
 */
export async function platformSearchRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await installPlatformScope(app, context);
  const search = new PlatformSearchService(context.db);
  const applier = new JournalApplier(context.db, (error) =>
    app.log.error({ err: error }, 'applying the search count journal failed; retrying'),
  );
  app.addHook('onReady', async () => applier.start());
  app.addHook('preClose', async () => applier.stop());
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/platform/search',
    {
      config: {
        access: { apiKey: 'read' },
        documentation: {
          examples: { query: platformSearchQueryExample, response: { data: platformSearchResultExample } },
        },
      },
      schema: {
        tags: ['platform'],
        summary:
          'One user search: refusal or restriction, else sponsors, keyword placements, keyword message and catalogue matches; counts views, triggers and the search',
        querystring: platformSearchQuerySchema,
        response: { 200: platformSearchAnswerSchema },
      },
    },
    // The versions the key check read (as of request.versionsAsOf) serve the rules and lists too.
    async (request, reply) => {
      const { decision, serialized } = await search.search(request.query, request.versionsAsOf);
      // Counted once answered: a search whose count batch failed answers an error and counts nowhere.
      context.metrics.searchAnswered(decision.result.status);
      // Serialized once per distinct search (answers.ts), so not checked against its schema again: decide()
      // builds it from typed rules field by field, the schema above documents it (OpenAPI), and the tests
      // check the answers field by field.
      return sendSerializedJson(request, reply, serialized);
    },
  );
}
