import type { TFunction } from 'i18next';
import type { Keyword, KeywordType } from '@backoffice/contract';
import {
  column,
  countColumn,
  dateTimeColumn,
  NUMERIC_CELL,
  optionalColumn,
  rowActionsColumn,
  truncatedColumn,
  type RecordRowHandlers,
} from '@/components/data-table/columns';
import { formatPrice } from '@/lib/format';
import { KeywordStatusSwitch } from './keyword-status-switch';

/** Columns of a keyword list. Ids are the API's sort names where sortable (KEYWORD_SORTABLE). */
export function getKeywordColumns(t: TFunction<'keyword'>, type: KeywordType, rows: RecordRowHandlers<Keyword>) {
  return [
    column<Keyword>('keyword', t('columns.keyword'), {
      hideable: false,
      cell: (keyword) => <span className="font-medium">{keyword.keyword}</span>,
    }),
    column<Keyword>('queue_number', t('columns.queueNumber'), { className: NUMERIC_CELL }),
    column<Keyword>('price', t('columns.price'), {
      className: NUMERIC_CELL,
      cell: (keyword) => formatPrice(keyword.price),
    }),
    truncatedColumn<Keyword>('remarks', t('columns.remarks'), 'max-w-48'),
    countColumn<Keyword>('trigger_count', t('columns.triggerCount')),
    dateTimeColumn<Keyword>('last_trigger_at', t('columns.lastTriggerAt')),
    dateTimeColumn<Keyword>('created_at', t('columns.createdAt')),
    optionalColumn<Keyword>('created_by', t('columns.createdBy')),
    dateTimeColumn<Keyword>('updated_at', t('columns.updatedAt')),
    column<Keyword>('status', t('columns.status'), {
      cell: (keyword) => <KeywordStatusSwitch type={type} keyword={keyword} />,
    }),
    rowActionsColumn(t('actions'), (keyword) => keyword.keyword, rows),
  ];
}
