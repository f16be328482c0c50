import { adsKeywordListQuerySchema, type AdsKeyword } from '@backoffice/contract';
import { listKeywords } from '../../ads-keywords/index.js';
import { pagedListResource } from '../resource.js';

export const adsKeywordExport = pagedListResource({
  type: 'ads-keyword',
  schema: adsKeywordListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: listKeywords,
  columns: [
    { header: 'ID', value: (a: AdsKeyword) => a.id },
    { header: 'Keyword', value: (a: AdsKeyword) => a.keyword },
    { header: 'Info updated at', value: (a: AdsKeyword) => a.info_updated_at },
    { header: 'Created at', value: (a: AdsKeyword) => a.created_at },
    { header: 'Created by', value: (a: AdsKeyword) => a.created_by },
    { header: 'Updated at', value: (a: AdsKeyword) => a.updated_at },
  ],
});
