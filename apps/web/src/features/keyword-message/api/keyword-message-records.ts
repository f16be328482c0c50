import { appApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { keywordMessageKeys } from './query-keys';

/** /v1/keyword-message, for add, edit, delete and Undo. */
export const keywordMessageRecords: RecordCollection = {
  api: appApi,
  path: '/v1/keyword-message',
  shownIn: [keywordMessageKeys.all],
  restorable: true,
};
