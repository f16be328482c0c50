import { appApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { stalkerKeys } from './query-keys';

/** /v1/stalker, for add, edit and delete; no Undo: a delete wipes the session string, so a restored stalker could not work. */
export const stalkerRecords: RecordCollection = {
  api: appApi,
  path: '/v1/stalker',
  shownIn: [stalkerKeys.all],
  restorable: false,
};
