import { useMemo, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdsKeyword } from '@backoffice/contract';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import type { PageSearch } from '@/components/data-table/page-search';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { RecordDeleteDialog, useRecordDelete } from '@/components/record-delete-dialog';
import { Button } from '@/components/ui/button';
import { useRowDialog } from '@/lib/use-row-dialog';
import { adsKeywordRecords } from '../api/ads-keyword-records';
import { getAdsKeywordsQueryOptions } from '../api/get-ads-keywords';
import { AddAdsKeywordDialog } from './add-ads-keyword-dialog';
import { getAdsKeywordColumns } from './ads-keyword-columns';
import type { AdsKeywordSearch } from './ads-keyword-search';

/** The list API neither sorts nor searches: it pages only. */
const NOT_SORTABLE: readonly string[] = [];

/** /marketingtool/ads-keyword-tracking: the keywords whose ad slots are tracked. */
export function AdsKeywordPage(route: ListRouteProps<AdsKeywordSearch>) {
  const { t } = useTranslation('adsKeywordTracking');
  const dialog = useRowDialog<AdsKeyword>();
  const { openDialog } = dialog;
  const removal = useRecordDelete(adsKeywordRecords);
  const [addOpen, setAddOpen] = useState(false);
  const columns = useMemo(() => getAdsKeywordColumns(t, (keyword) => openDialog('delete', keyword)), [t, openDialog]);
  // The product's search is a "contains" over the loaded page only.
  const pageSearch = useMemo<PageSearch<AdsKeyword>>(
    () => ({ textOf: (keyword) => keyword.keyword, noMatch: (text) => t('list.noMatchOnPage', { text }) }),
    [t],
  );

  return (
    <ListPage
      header={<PageHeader title={t('list.title')} description={t('list.description')} />}
      columns={columns}
      sortable={NOT_SORTABLE}
      {...route}
      queryOptions={getAdsKeywordsQueryOptions}
      listId="ads-keyword"
      pageSearch={pageSearch}
      searchPlaceholder={t('list.searchPlaceholder')}
      searchLabel={t('list.searchLabel')}
      fetchFailedMessage={t('list.fetchFailed')}
      refresh
      // The list query has no filters (the search stays in the browser), so an export takes every keyword.
      exportList={{ type: 'ads-keyword' }}
      bulk={{
        rowName: (keyword) => keyword.keyword,
        actions: (selected, clear) => (
          <BulkDeleteAction collection={adsKeywordRecords} selected={selected} onDone={clear} />
        ),
      }}
      actions={
        <Button size="sm" className="h-8" onClick={() => setAddOpen(true)}>
          <PlusIcon aria-hidden="true" />
          {t('list.add')}
        </Button>
      }
    >
      <AddAdsKeywordDialog open={addOpen} onOpenChange={setAddOpen} />
      <RecordDeleteDialog
        open={dialog.isOpen('delete')}
        onOpenChange={dialog.onOpenChange}
        record={dialog.kind === 'delete' ? dialog.row : undefined}
        {...removal}
        wording={(keyword) => {
          // Names the keyword, or 'Unknown Ads Keyword' when the row has none.
          const name = keyword.keyword.trim() ? keyword.keyword : t('delete.unknown');
          return {
            title: t('delete.title'),
            description: t('delete.description', { keyword: name }),
            success: t('delete.success', { keyword: name }),
            failure: (reason) => t('delete.failed', { reason }),
          };
        }}
      />
    </ListPage>
  );
}
