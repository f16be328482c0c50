import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { PencilIcon } from 'lucide-react';
import type { AdsKeywordSlot } from '@backoffice/contract';
import { actionsColumn } from '@/components/data-table/columns';
import { RowAction } from '@/components/data-table/row-actions';
import { formatDate, formatPrice, orMissing } from '@/lib/format';

/** Columns of a keyword's slots; the keyword column repeats the text the list passed along. */
export function getSlotColumns(t: TFunction<'adsKeywordTracking'>, keywordText: string | undefined, onUpdate: (slot: AdsKeywordSlot) => void): ColumnDef<AdsKeywordSlot>[] {
  return [
    { id: 'keyword', header: t('slots.columns.keyword'), cell: () => orMissing(keywordText) },
    { id: 'slot', header: t('slots.columns.sequence'), cell: ({ row }) => row.original.slot },
    { id: 'price', header: t('slots.columns.price'), cell: ({ row }) => formatPrice(row.original.price) },
    { id: 'expired_date', header: t('slots.columns.expiredDate'), cell: ({ row }) => formatDate(row.original.expired_date) },
    { id: 'remarks', header: t('slots.columns.remarks'), meta: { className: 'max-w-xs whitespace-normal break-words' }, cell: ({ row }) => orMissing(row.original.remarks) },
    actionsColumn<AdsKeywordSlot>(t('common.actions'), (slot) => (
      <div className="flex justify-end">
        <RowAction label={t('slots.updateRemarks', { slot: slot.slot })} onClick={() => onUpdate(slot)} icon={<PencilIcon aria-hidden="true" />} />
      </div>
    )),
  ];
}
