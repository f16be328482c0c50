import { appApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { stalkerKeys } from './query-keys';

/** /v1/stalker, for bulk delete and Undo. */
export const stalkerRecords: RecordCollection = { api: appApi, path: '/v1/stalker', shownIn: [stalkerKeys.all], restorable: true };
