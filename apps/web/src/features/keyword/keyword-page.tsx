import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_LIST, type Keyword, type KeywordType } from '@backoffice/contract';
import { useListToolbar } from '@/components/data-table/list-toolbar';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { PageHeader } from '@/components/page-header';
import { RecordList, useRecordList } from '@/components/record-list';
import { keywordsQueryOptionsFor } from './api/get-keywords';
import { keywordRecords } from './api/keyword-records';
import { getKeywordColumns } from './keyword-columns';
import { KeywordBulkStatus } from './keyword-bulk-status';
import { keywordForm } from './keyword-form';
import type { KeywordSearch } from './keyword-search';

interface KeywordPageProps extends ListRouteProps<KeywordSearch> {
  type: KeywordType;
}

/** /keyword/forward and /keyword/restrict: one page, parameterised by the keyword type. */
export function KeywordPage({ type, ...route }: KeywordPageProps) {
  const { t } = useTranslation('keyword');
  const list = useRecordList<Keyword>();
  const columns = useMemo(() => getKeywordColumns(t, type, list.rows), [t, type, list.rows]);
  const queryOptions = useMemo(() => keywordsQueryOptionsFor(type), [type]);
  const records = useMemo(() => keywordRecords(type), [type]);
  const form = useMemo(() => keywordForm(type, t(`form.addDescription.${type}`)), [t, type]);
  const toolbar = useListToolbar(KEYWORD_LIST, t, (t) => ({
    facets: {
      status: { title: t('columns.status'), label: (status) => t(`status.${status}`) },
    },
    dates: t('createdDate'),
  }));

  return (
    <RecordList
      // A new type is a new list: nothing of the other type's table state carries over.
      key={type}
      list={list}
      header={<PageHeader title={t(`title.${type}`)} description={t(`description.${type}`)} />}
      columns={columns}
      {...toolbar}
      {...route}
      queryOptions={queryOptions}
      listId={`keyword-${type}`}
      collection={records}
      rowName={(keyword) => keyword.keyword}
      bulkActions={(selected, clear) => <KeywordBulkStatus type={type} selected={selected} onDone={clear} />}
      exportList={{ type: `keyword-${type}` as const, selection: true }}
      // Eleven columns and the selection box do not fit a laptop screen; "Created By" and "Updated At" are one
      // click away under View.
      initialColumnVisibility={{ created_by: false, updated_at: false }}
      words={{ t, prefix: '' }}
      names={(keyword) => ({ keyword: keyword.keyword, queueNumber: keyword.queue_number })}
      form={form}
    />
  );
}
