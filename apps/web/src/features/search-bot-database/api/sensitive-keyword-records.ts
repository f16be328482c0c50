import { appApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { searchBotDatabaseKeys } from './query-keys';

/** /v1/sensitive-keyword, for add, edit, delete and Undo. */
export const sensitiveKeywordRecords: RecordCollection = {
  api: appApi,
  path: '/v1/sensitive-keyword',
  shownIn: [searchBotDatabaseKeys.sensitiveKeywords],
  restorable: true,
};
