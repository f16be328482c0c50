import { appApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { exportKeys } from './query-keys';

/** /v1/exports, for a new export and delete (an export goes with its file: no Undo). */
export const exportRecords: RecordCollection = {
  api: appApi,
  path: '/v1/exports',
  shownIn: [exportKeys.all],
  restorable: false,
};
