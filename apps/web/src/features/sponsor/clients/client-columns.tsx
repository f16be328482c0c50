import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { SponsorClient } from '@backoffice/contract';
import {
  column,
  countColumn,
  dateTimeColumn,
  optionalColumn,
  rowActionsColumn,
  type RecordRowHandlers,
} from '@/components/data-table/columns';

/** Columns of the client list; the name opens the client's sponsors. Ids are SPONSOR_CLIENT_SORTABLE names. */
export function getClientColumns(t: TFunction<'sponsor'>, rows: RecordRowHandlers<SponsorClient>) {
  return [
    column<SponsorClient>('name', t('client.columns.name'), {
      hideable: false,
      cell: (client) => (
        <Link
          to="/database/sponsor/$id"
          params={{ id: client.id }}
          className="font-medium underline-offset-4 hover:underline"
          title={t('client.open', { name: client.name })}
        >
          {client.name}
        </Link>
      ),
    }),
    countColumn<SponsorClient>('total_sponsor', t('client.columns.totalSponsor'), 'text-right'),
    dateTimeColumn<SponsorClient>('created_at', t('client.columns.createdAt')),
    optionalColumn<SponsorClient>('created_by', t('client.columns.createdBy')),
    rowActionsColumn(t('common.actions'), (client) => client.name, rows),
  ];
}
