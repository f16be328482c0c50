import { appApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { sponsorKeys } from './query-keys';

/** /v1/sponsor-client, for add, edit, delete and Undo. */
export const sponsorClientRecords: RecordCollection = {
  api: appApi,
  path: '/v1/sponsor-client',
  shownIn: [sponsorKeys.all],
  restorable: true,
};
