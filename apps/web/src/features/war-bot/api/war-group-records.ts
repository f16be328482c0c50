import { appApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { warBotKeys } from './query-keys';

/** /v1/war-bot/groups, for add, edit, delete and Undo. */
export const warGroupRecords: RecordCollection = {
  api: appApi,
  path: '/v1/war-bot/groups',
  shownIn: [warBotKeys.all],
  restorable: true,
};
