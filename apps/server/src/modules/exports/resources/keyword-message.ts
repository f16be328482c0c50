import { keywordMessageListQuerySchema, type KeywordMessage } from '@backoffice/contract';
import { listKeywordMessages } from '../../keyword-messages/index.js';
import { pagedListResource } from '../resource.js';

export const keywordMessageExport = pagedListResource({
  type: 'keyword-message',
  schema: keywordMessageListQuerySchema,
  range: { from: 'created_from', to: 'created_to', column: 'created_at' },
  list: listKeywordMessages,
  columns: [
    { header: 'ID', value: (m: KeywordMessage) => m.id },
    { header: 'Keyword', value: (m: KeywordMessage) => m.keyword },
    { header: 'Message type', value: (m: KeywordMessage) => m.message_type },
    { header: 'Content', value: (m: KeywordMessage) => m.content },
    // One cell for all buttons: "label url" per line, as staff read them in the list.
    {
      header: 'Buttons',
      value: (m: KeywordMessage) => m.buttons.map((button) => `${button.label} ${button.url}`).join('\n'),
    },
    { header: 'Status', value: (m: KeywordMessage) => m.status },
    { header: 'Created at', value: (m: KeywordMessage) => m.created_at },
    { header: 'Created by', value: (m: KeywordMessage) => m.created_by },
    { header: 'Updated at', value: (m: KeywordMessage) => m.updated_at },
  ],
});
