import { useCallback, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdsKeywordSlot } from '@backoffice/contract';
import { DataTableGrid } from '@/components/data-table/data-table-grid';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { ListToolbarRegion } from '@/components/data-table/data-table-toolbar';
import { DataTableViewOptions } from '@/components/data-table/data-table-view-options';
import { ListExportSlot } from '@/components/data-table/list-export';
import type { ListParams } from '@/components/data-table/list-params';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { useServerTable } from '@/components/data-table/use-server-table';
import { PageHeader } from '@/components/page-header';
import { RecordBreadcrumb } from '@/components/record-breadcrumb';
import { RecordNotFound } from '@/components/record-not-found';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { getAdsKeywordSlotsQueryOptions } from '../api/get-ads-keyword-slots';
import { getSlotColumns } from './slot-columns';
import type { SlotSearch } from './slot-search';
import { UpdateRemarksDialog } from './update-remarks-dialog';

/** The slots always come in sequence order (slot=asc): the table sorts by nothing else. */
const NOT_SORTABLE: readonly string[] = [];

const slotId = (slot: AdsKeywordSlot) => String(slot.id);

interface SlotPageProps extends ListRouteProps<SlotSearch> {
  keywordId: number;
}

/** /ads-keyword-tracking/{keyword}: the ad slots last observed for one tracked keyword. */
export function SlotPage({ keywordId, search, onSearchChange }: SlotPageProps) {
  const { t } = useTranslation('adsKeywordTracking');
  const [editing, setEditing] = useState<{ slot: AdsKeywordSlot | undefined; open: boolean }>({
    slot: undefined,
    open: false,
  });
  const columns = useMemo(
    () => getSlotColumns(t, search.keywordText, (slot) => setEditing({ slot, open: true })),
    [t, search.keywordText],
  );
  // Every page of this table is of this keyword's slots.
  const queryOptions = useCallback(
    (params: ListParams) => getAdsKeywordSlotsQueryOptions(keywordId, params),
    [keywordId],
  );
  // A failed slot fetch is logged only, and the table stays as it was (an empty list before any page).
  const { table, page, status, error } = useServerTable({
    columns,
    sortable: NOT_SORTABLE,
    search,
    onSearchChange,
    queryOptions,
    getRowId: slotId,
    listId: 'ads-keyword-slot',
    keepRowsOnFailure: true,
  });
  // The slots of an unknown keyword are an empty list, as the product describes it, under a notice that
  // the keyword itself is gone (the API answers 404 for it).
  const missing = keywordId === 0 || (error instanceof ApiError && error.status === 404);

  return (
    <div className="flex flex-col gap-6">
      {search.keywordText && (
        <RecordBreadcrumb
          section={
            <Link to="/marketingtool" activeOptions={{ exact: true }}>
              {t('nav.marketingTool', { ns: 'common' })}
            </Link>
          }
          list={
            <Link to="/marketingtool/ads-keyword-tracking" activeOptions={{ exact: true }}>
              {t('nav.adsKeywordTracking', { ns: 'common' })}
            </Link>
          }
          record={search.keywordText}
        />
      )}
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" asChild>
          <Link to="/marketingtool/ads-keyword-tracking">
            <ArrowLeftIcon aria-hidden="true" />
            {t('slots.back')}
          </Link>
        </Button>
        <ListToolbarRegion className="flex items-center gap-2">
          <DataTableViewOptions table={table} />
          {/* The slot list pages only; an export takes all of this keyword's slots. */}
          {keywordId > 0 && <ListExportSlot type="ads-keyword-slot" params={{ keyword_id: keywordId }} range={{}} />}
        </ListToolbarRegion>
      </div>
      {missing ? (
        <RecordNotFound title={t('slots.title')} message={t('slots.notFound')} />
      ) : (
        <PageHeader
          title={t('slots.title')}
          description={t('slots.description', { keyword: search.keywordText ?? '-' })}
        />
      )}
      <div className="flex flex-col gap-4">
        <DataTableGrid table={table} status={status} />
        <DataTablePagination table={table} totalRows={page?.total_item_count ?? 0} pending={page === undefined} />
      </div>
      <UpdateRemarksDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        slot={editing.slot}
      />
    </div>
  );
}
