import type { KeywordType } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { keywordKeys } from './query-keys';

/** The keywords of one type, for add, edit, delete and Undo. */
export function keywordRecords(type: KeywordType): RecordCollection {
  return { api: appApi, path: `/v1/keyword/${type}`, shownIn: [keywordKeys.type(type)], restorable: true };
}
