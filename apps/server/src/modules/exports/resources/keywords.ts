import { keywordListQuerySchema, type Keyword, type KeywordType } from '@backoffice/contract';
import { listKeywords } from '../../keywords/index.js';
import { pagedListResource, type ExportResource } from '../resource.js';

/** Keyword → Forward and Keyword → Restrict: one list each, the same columns. */
function keywordResource(type: KeywordType): ExportResource {
  return pagedListResource({
    type: type === 'forward' ? 'keyword-forward' : 'keyword-restrict',
    schema: keywordListQuerySchema,
    range: { from: 'created_from', to: 'created_to', column: 'created_at' },
    list: (db, query) => listKeywords(db, type, query),
    columns: [
      { header: 'ID', value: (k: Keyword) => k.id },
      { header: 'Keyword', value: (k: Keyword) => k.keyword },
      { header: 'Queue number', value: (k: Keyword) => k.queue_number },
      { header: 'Price', value: (k: Keyword) => k.price },
      { header: 'Remarks', value: (k: Keyword) => k.remarks },
      { header: 'Trigger count', value: (k: Keyword) => k.trigger_count },
      { header: 'Last triggered at', value: (k: Keyword) => k.last_trigger_at },
      { header: 'Status', value: (k: Keyword) => k.status },
      { header: 'Created at', value: (k: Keyword) => k.created_at },
      { header: 'Created by', value: (k: Keyword) => k.created_by },
      { header: 'Updated at', value: (k: Keyword) => k.updated_at },
    ],
  });
}

export const keywordForwardExport = keywordResource('forward');
export const keywordRestrictExport = keywordResource('restrict');
