import { useMemo, useState } from 'react';
import { ListPlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SENSITIVE_KEYWORD_LIST, type SensitiveKeyword } from '@backoffice/contract';
import { useListToolbar } from '@/components/data-table/list-toolbar';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { FreshDialog } from '@/components/fresh-dialog';
import { RecordList, useRecordList } from '@/components/record-list';
import { Button } from '@/components/ui/button';
import { getSensitiveKeywordsQueryOptions } from '../api/get-sensitive-keywords';
import { sensitiveKeywordRecords } from '../api/sensitive-keyword-records';
import { SensitiveKeywordBatchForm } from './sensitive-keyword-bulk-dialog';
import { getSensitiveKeywordColumns } from './sensitive-keyword-columns';
import { sensitiveKeywordForm } from './sensitive-keyword-form';
import type { SensitiveKeywordSearch } from './sensitive-keyword-search';

/** /database/sensitive-keyword: words that make the search bot refuse a query. */
export function SensitiveKeywordPage(route: ListRouteProps<SensitiveKeywordSearch>) {
  const { t } = useTranslation('searchBotDatabase');
  const list = useRecordList<SensitiveKeyword>();
  const [bulkOpen, setBulkOpen] = useState(false);
  const columns = useMemo(() => getSensitiveKeywordColumns(t, list.rows), [t, list.rows]);
  const toolbar = useListToolbar(SENSITIVE_KEYWORD_LIST, t, (t) => ({
    facets: { status: { title: t('sensitive.columns.status'), label: (status) => t(`status.${status}`) } },
    dates: t('common.createdDate'),
  }));

  return (
    <RecordList
      list={list}
      {...route}
      {...toolbar}
      columns={columns}
      queryOptions={getSensitiveKeywordsQueryOptions}
      listId="sensitive-keyword"
      collection={sensitiveKeywordRecords}
      rowName={(keyword) => keyword.keyword}
      exportList={{ type: 'sensitive-keyword', selection: true }}
      actions={
        <Button size="sm" variant="outline" className="h-8" onClick={() => setBulkOpen(true)}>
          <ListPlusIcon aria-hidden="true" />
          {t('sensitive.bulkAdd')}
        </Button>
      }
      words={{ t, prefix: 'sensitive.' }}
      names={(keyword) => ({ keyword: keyword.keyword })}
      form={sensitiveKeywordForm}
    >
      <FreshDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        className="sm:max-w-lg"
        title={t('sensitive.bulk.title')}
        description={t('sensitive.bulk.description')}
        steps={SensitiveKeywordBatchForm}
      />
    </RecordList>
  );
}
