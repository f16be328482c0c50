import {
  KEYWORD_MESSAGE_LIST,
  type KeywordMessage,
  type KeywordMessageButton,
  type keywordMessageListQuerySchema,
} from '@backoffice/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/schema.js';
import { recordReads, recordStamps, type CreatedRecords } from '../../platform/db/list-filters.js';

type ListQuery = z.output<typeof keywordMessageListQuerySchema>;

function withDetails(query: CreatedRecords<'keyword_messages', 'm'>) {
  return query.select([
    'm.id',
    'm.keyword',
    'm.message_type',
    'm.content',
    'm.buttons',
    'm.status',
    'm.created_at',
    'm.updated_at',
    'creator.username as created_by_name',
  ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

/** The buttons column holds a JSON array written by this module only. */
function readButtons(text: string): KeywordMessageButton[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as KeywordMessageButton[]) : [];
}

export function toKeywordMessage(row: MessageRow): KeywordMessage {
  return {
    id: row.id,
    keyword: row.keyword,
    message_type: row.message_type as KeywordMessage['message_type'],
    content: row.content,
    buttons: readButtons(row.buttons),
    status: row.status as KeywordMessage['status'],
    ...recordStamps(row),
  };
}

const messages = recordReads('keyword_messages', 'm', {
  details: withDetails,
  toRecord: toKeywordMessage,
  list: KEYWORD_MESSAGE_LIST,
  columns: {
    id: 'm.id',
    keyword: 'm.keyword',
    content: 'm.content',
    status: 'm.status',
    message_type: 'm.message_type',
    created_at: 'm.created_at',
  },
});

export const findKeywordMessage = messages.find;

export function listKeywordMessages(db: Executor, query: ListQuery) {
  return messages.list(db, query);
}
