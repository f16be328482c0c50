import type { TFunction } from 'i18next';
import type { KeywordMessage } from '@backoffice/contract';
import {
  column,
  dateTimeColumn,
  optionalColumn,
  rowActionsColumn,
  statusColumn,
  type RecordRowHandlers,
} from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';

/** Columns of the keyword-message list. Ids are the API's sort names where sortable. */
export function getKeywordMessageColumns(t: TFunction<'keywordMessage'>, rows: RecordRowHandlers<KeywordMessage>) {
  return [
    column<KeywordMessage>('keyword', t('columns.keyword'), {
      hideable: false,
      cell: (message) => <span className="font-medium">{message.keyword}</span>,
    }),
    column<KeywordMessage>('message_type', t('columns.messageType'), {
      cell: (message) => <Badge variant="outline">{t(`messageType.${message.message_type}`)}</Badge>,
    }),
    column<KeywordMessage>('content', t('columns.content'), {
      className: 'max-w-xs',
      cell: (message) => (
        <span className="block truncate" title={message.content}>
          {message.content}
        </span>
      ),
    }),
    column<KeywordMessage>('buttons', t('columns.buttons'), {
      value: (message) => message.buttons.length,
      cell: (message) =>
        message.buttons.length === 0 ? '-' : message.buttons.map((button) => button.label).join(', '),
    }),
    statusColumn<KeywordMessage>(t('columns.status'), (status) => t(`status.${status}`)),
    dateTimeColumn<KeywordMessage>('created_at', t('columns.createdAt')),
    optionalColumn<KeywordMessage>('created_by', t('columns.createdBy')),
    dateTimeColumn<KeywordMessage>('updated_at', t('columns.updatedAt')),
    rowActionsColumn(t('actions'), (message) => message.keyword, rows),
  ];
}
