import { appApi } from '@/lib/http';
import type { RecordCollection } from '@/lib/record-collection';
import { adsKeywordKeys } from './query-keys';

/** The tracked keywords, for add, delete and Undo. */
export const adsKeywordRecords: RecordCollection = {
  api: appApi,
  path: '/v1/ads-keyword',
  shownIn: [adsKeywordKeys.keywords],
  restorable: true,
};
