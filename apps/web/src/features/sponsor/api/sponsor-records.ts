import { appApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { sponsorKeys } from './query-keys';

/** /v1/sponsor, for add, edit, delete and Undo. */
export const sponsorRecords: RecordCollection = {
  api: appApi,
  path: '/v1/sponsor',
  shownIn: [sponsorKeys.all],
  restorable: true,
};
