import { sensitiveKeywordListQuerySchema, type SensitiveKeyword } from '@backoffice/contract';
import { listKeywords } from '../../sensitive-keywords/index.js';
import { pagedListResource } from '../resource.js';

export const sensitiveKeywordExport = pagedListResource({
  type: 'sensitive-keyword',
  schema: sensitiveKeywordListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: listKeywords,
  columns: [
    { header: 'ID', value: (s: SensitiveKeyword) => s.id },
    { header: 'Keyword', value: (s: SensitiveKeyword) => s.keyword },
    { header: 'Status', value: (s: SensitiveKeyword) => s.status },
    { header: 'Created at', value: (s: SensitiveKeyword) => s.created_at },
    { header: 'Created by', value: (s: SensitiveKeyword) => s.created_by },
    { header: 'Updated at', value: (s: SensitiveKeyword) => s.updated_at },
  ],
});
