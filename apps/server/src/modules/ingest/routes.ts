import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHAT_CONTENT_MAX,
  INGEST_KINDS,
  INGEST_MAX_ROWS,
  ingestBatchSchema,
  ingestResultExample,
  ingestResultSchema,
  ingestRowExamples,
  typedIngestBatchSchema,
  type IngestKind,
} from '@backoffice/contract';
import { apiKeyOf } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ingestBatch } from './service.js';

/**
 * The largest batch is 5,000 chat records of 4,096 characters; JSON may spell each character as a
 * six-byte escape. Room for that plus the rows' other fields.
 */
const BATCH_BODY_LIMIT = INGEST_MAX_ROWS * (CHAT_CONTENT_MAX * 6 + 1024);

const SUMMARIES: Record<IngestKind, string> = {
  'chat-records': 'Chat records between users and the bots',
  subscriptions: 'Users subscribing to and leaving the bots',
  'search-events': 'Searches the bots answered',
  'sponsor-clicks': 'Clicks on sponsors shown with results',
  'group-activity': 'Activity of groups the War Bot watches: daily figures, or raw message, join and leave events',
  'ads-slots': 'Observed ad positions of tracked keywords',
};

/** POST /v1/platform/ingest/*, batches from the bots (API key, scope ingest). */
export async function ingestRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of INGEST_KINDS) {
    routes.post(
      `/v1/platform/ingest/${kind}`,
      {
        config: {
          access: { apiKey: 'ingest' },
          documentation: {
            body: typedIngestBatchSchema(kind),
            examples: { body: { rows: [ingestRowExamples[kind]] }, response: { data: ingestResultExample } },
          },
        },
        bodyLimit: BATCH_BODY_LIMIT,
        schema: {
          tags: ['platform'],
          summary: `${SUMMARIES[kind]}: up to ${INGEST_MAX_ROWS} rows, idempotent by event_id; each batch is audited`,
          body: ingestBatchSchema,
          response: { 200: ingestResultSchema },
        },
      },
      async (request) => {
        const result = await ingestBatch(context.db, kind, request.body.rows, new Date(), {
          key: apiKeyOf(request),
          ip: request.ip,
        });
        // After the commit: a batch rolled back wrote no row, so it counts none.
        context.metrics.ingested(kind, result);
        return { data: result };
      },
    );
  }
}
