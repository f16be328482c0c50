import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from '@tanstack/react-router';
import { Trash2Icon } from 'lucide-react';
import type { AdsKeyword } from '@backoffice/contract';
import { actionsColumn, plainColumn } from '@/components/data-table/columns';
import { RowAction } from '@/components/data-table/row-actions';
import { formatDateTime } from '@/lib/format';

/** Columns of the tracked keyword list: keyword (opens its slots), last observation, delete. */
export function getAdsKeywordColumns(
  t: TFunction<'adsKeywordTracking'>,
  onDelete: (keyword: AdsKeyword) => void,
): ColumnDef<AdsKeyword>[] {
  return [
    plainColumn<AdsKeyword>('keyword', t('list.columns.keyword'), (keyword) => (
      <Link
        to="/ads-keyword-tracking/$keyword"
        params={{ keyword: String(keyword.id) }}
        search={{ keywordText: keyword.keyword }}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {keyword.keyword}
      </Link>
    )),
    plainColumn<AdsKeyword>('info_updated_at', t('list.columns.lastUpdated'), (keyword) =>
      formatDateTime(keyword.info_updated_at),
    ),
    actionsColumn<AdsKeyword>(t('common.actions'), (keyword) => (
      <div className="flex justify-end">
        <RowAction
          label={t('list.deleteKeyword', { keyword: keyword.keyword })}
          onClick={() => onDelete(keyword)}
          icon={<Trash2Icon aria-hidden="true" />}
          destructive
        />
      </div>
    )),
  ];
}
