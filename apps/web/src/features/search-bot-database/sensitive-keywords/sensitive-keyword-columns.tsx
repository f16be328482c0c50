import type { TFunction } from 'i18next';
import type { SensitiveKeyword } from '@backoffice/contract';
import {
  column,
  dateTimeColumn,
  optionalColumn,
  rowActionsColumn,
  statusColumn,
  type RecordRowHandlers,
} from '@/components/data-table/columns';

/** Columns of the sensitive keyword list; ids are the API's sort names. */
export function getSensitiveKeywordColumns(
  t: TFunction<'searchBotDatabase'>,
  rows: RecordRowHandlers<SensitiveKeyword>,
) {
  return [
    column<SensitiveKeyword>('keyword', t('sensitive.columns.keyword'), { hideable: false }),
    statusColumn<SensitiveKeyword>(t('sensitive.columns.status'), (status) => t(`status.${status}`)),
    dateTimeColumn<SensitiveKeyword>('created_at', t('sensitive.columns.createdAt')),
    optionalColumn<SensitiveKeyword>('created_by', t('sensitive.columns.createdBy')),
    dateTimeColumn<SensitiveKeyword>('updated_at', t('sensitive.columns.updatedAt')),
    rowActionsColumn(t('common.actions'), (keyword) => keyword.keyword, rows),
  ];
}
