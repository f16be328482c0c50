import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { INGEST_KINDS, INGEST_ROW_SCHEMAS, ingestResultSchema, typedIngestBatchSchema } from './ingest.js';
import { platformSearchAnswerSchema, platformSearchQuerySchema } from './platform-search.js';
import { stalkerAssignmentSchema, stalkerHeartbeatSchema } from './stalkers.js';
import {
  ingestResultExample,
  ingestRowExamples,
  platformSearchQueryExample,
  platformSearchResultExample,
  stalkerAssignmentExample,
  stalkerHeartbeatExample,
} from './platform-examples.js';

const accepts = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).error?.issues ?? [];

describe('the platform API examples the OpenAPI document shows', () => {
  it('are accepted by the schemas the server validates with', () => {
    expect(accepts(platformSearchQuerySchema, platformSearchQueryExample)).toEqual([]);
    expect(accepts(platformSearchAnswerSchema, { data: platformSearchResultExample })).toEqual([]);
    expect(accepts(ingestResultSchema, { data: ingestResultExample })).toEqual([]);
    expect(accepts(stalkerAssignmentSchema, { data: stalkerAssignmentExample })).toEqual([]);
    expect(accepts(stalkerHeartbeatSchema, stalkerHeartbeatExample)).toEqual([]);
  });

  it.each(INGEST_KINDS)(
    'give a %s row its kind’s row schema accepts, in a batch the typed batch schema accepts',
    (kind) => {
      expect(accepts(INGEST_ROW_SCHEMAS[kind], ingestRowExamples[kind])).toEqual([]);
      expect(accepts(typedIngestBatchSchema(kind), { rows: [ingestRowExamples[kind]] })).toEqual([]);
    },
  );

  it('tell a typed batch with a row of another kind apart', () => {
    expect(
      accepts(typedIngestBatchSchema('sponsor-clicks'), { rows: [ingestRowExamples['chat-records']] }),
    ).not.toEqual([]);
  });
});
