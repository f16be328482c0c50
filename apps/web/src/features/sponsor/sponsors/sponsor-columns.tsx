import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { Sponsor } from '@backoffice/contract';
import {
  column,
  countColumn,
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  type RecordRowHandlers,
} from '@/components/data-table/columns';

/** Columns of a client's sponsors; the display opens the sponsor's statistics. Ids are SPONSOR_SORTABLE names. */
export function getSponsorColumns(t: TFunction<'sponsor'>, rows: RecordRowHandlers<Sponsor>) {
  return [
    column<Sponsor>('display', t('sponsor.columns.display'), {
      className: 'max-w-xs',
      hideable: false,
      cell: (sponsor) => (
        <Link
          to="/database/detail-sponsor"
          search={{ sponsorId: sponsor.id }}
          className="block truncate font-medium underline-offset-4 hover:underline"
          title={t('sponsor.openDetail', { name: sponsor.display })}
        >
          {sponsor.display}
        </Link>
      ),
    }),
    column<Sponsor>('client_name', t('sponsor.columns.client')),
    column<Sponsor>('link', t('sponsor.columns.link'), {
      className: 'max-w-xs',
      cell: (sponsor) => <span className="block truncate font-mono text-xs">{sponsor.link}</span>,
    }),
    column<Sponsor>('expired_date', t('sponsor.columns.expiredDate')),
    countColumn<Sponsor>('view_count', t('sponsor.columns.viewCount')),
    countColumn<Sponsor>('click_count', t('sponsor.columns.clickCount')),
    statusColumn<Sponsor>(t('sponsor.columns.status'), (status) => t(`status.${status}`)),
    dateTimeColumn<Sponsor>('created_at', t('sponsor.columns.createdAt')),
    rowActionsColumn(t('common.actions'), (sponsor) => sponsor.display, rows),
  ];
}
