import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { PencilIcon } from 'lucide-react';
import type { AdsKeywordSlot } from '@backoffice/contract';
import { actionsColumn, NUMERIC_CELL, plainColumn } from '@/components/data-table/columns';
import { RowAction } from '@/components/data-table/row-actions';
import { formatDate, formatPrice, orMissing } from '@/lib/format';

/** Columns of a keyword's slots; the keyword column repeats the text the list passed along. */
export function getSlotColumns(
  t: TFunction<'adsKeywordTracking'>,
  keywordText: string | undefined,
  onUpdate: (slot: AdsKeywordSlot) => void,
): ColumnDef<AdsKeywordSlot>[] {
  return [
    plainColumn<AdsKeywordSlot>('keyword', t('slots.columns.keyword'), () => orMissing(keywordText)),
    plainColumn<AdsKeywordSlot>('slot', t('slots.columns.sequence'), (slot) => slot.slot, NUMERIC_CELL),
    plainColumn<AdsKeywordSlot>('price', t('slots.columns.price'), (slot) => formatPrice(slot.price), NUMERIC_CELL),
    plainColumn<AdsKeywordSlot>('expired_date', t('slots.columns.expiredDate'), (slot) =>
      formatDate(slot.expired_date),
    ),
    plainColumn<AdsKeywordSlot>(
      'remarks',
      t('slots.columns.remarks'),
      (slot) => orMissing(slot.remarks),
      'max-w-xs whitespace-normal break-words',
    ),
    actionsColumn<AdsKeywordSlot>(t('common.actions'), (slot) => (
      <div className="flex justify-end">
        <RowAction
          label={t('slots.updateRemarks', { slot: slot.slot })}
          onClick={() => onUpdate(slot)}
          icon={<PencilIcon aria-hidden="true" />}
        />
      </div>
    )),
  ];
}
