import { appApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { searchBotDatabaseKeys } from './query-keys';

/** /v1/catalogue, for add, edit, delete and Undo. */
export const catalogueRecords: RecordCollection = {
  api: appApi,
  path: '/v1/catalogue',
  shownIn: [searchBotDatabaseKeys.catalogue],
  restorable: true,
};
