import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from '@tanstack/react-router';
import { Trash2Icon } from 'lucide-react';
import type { AdsKeyword } from '@backoffice/contract';
import { actionsColumn } from '@/components/data-table/columns';
import { RowAction } from '@/components/data-table/row-actions';
import { formatDateTime } from '@/lib/format';

/** Columns of the tracked keyword list: keyword (opens its slots), last observation, delete. */
export function getAdsKeywordColumns(t: TFunction<'adsKeywordTracking'>, onDelete: (keyword: AdsKeyword) => void): ColumnDef<AdsKeyword>[] {
  return [
    {
      id: 'keyword',
      header: t('list.columns.keyword'),
      cell: ({ row }) => (
        <Link
          to="/ads-keyword-tracking/$keyword"
          params={{ keyword: String(row.original.id) }}
          search={{ keywordText: row.original.keyword }}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.original.keyword}
        </Link>
      ),
    },
    { id: 'info_updated_at', header: t('list.columns.lastUpdated'), cell: ({ row }) => formatDateTime(row.original.info_updated_at) },
    actionsColumn<AdsKeyword>(t('common.actions'), (keyword) => (
      <div className="flex justify-end">
        <RowAction label={t('list.deleteKeyword', { keyword: keyword.keyword })} onClick={() => onDelete(keyword)} icon={<Trash2Icon aria-hidden="true" />} destructive />
      </div>
    )),
  ];
}
