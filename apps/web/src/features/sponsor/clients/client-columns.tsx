import type { ColumnDef } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { SponsorClient } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { RowActions } from '@/components/data-table/row-actions';
import { formatDateTime, orMissing, formatCount } from '@/lib/format';

export interface ClientRowHandlers {
  onEdit: (client: SponsorClient) => void;
  onDelete: (client: SponsorClient) => void;
}

/** Columns of the client list; the name opens the client's sponsors. Ids are SPONSOR_CLIENT_SORTABLE names. */
export function getClientColumns(t: TFunction<'sponsor'>, { onEdit, onDelete }: ClientRowHandlers): ColumnDef<SponsorClient>[] {
  const header =
    (title: string): ColumnDef<SponsorClient>['header'] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: header(t('client.columns.name')),
      meta: { title: t('client.columns.name') },
      enableHiding: false,
      cell: ({ row }) => (
        <Link
          to="/database/sponsor/$id"
          params={{ id: row.original.id }}
          className="font-medium underline-offset-4 hover:underline"
          title={t('client.open', { name: row.original.name })}
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'total_sponsor',
      accessorKey: 'total_sponsor',
      header: header(t('client.columns.totalSponsor')),
      meta: { title: t('client.columns.totalSponsor'), className: 'text-right' },
      cell: ({ row }) => formatCount(row.original.total_sponsor),
    },
    {
      id: 'created_at',
      accessorKey: 'created_at',
      header: header(t('client.columns.createdAt')),
      meta: { title: t('client.columns.createdAt') },
      cell: ({ row }) => formatDateTime(row.original.created_at),
    },
    {
      id: 'created_by',
      accessorKey: 'created_by',
      header: header(t('client.columns.createdBy')),
      meta: { title: t('client.columns.createdBy') },
      cell: ({ row }) => orMissing(row.original.created_by),
    },
    {
      id: 'actions',
      header: () => <div className="text-right">{t('common.actions')}</div>,
      meta: { title: t('common.actions'), className: 'w-24 text-right' },
      enableHiding: false,
      cell: ({ row }) => <RowActions name={row.original.name} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />,
    },
  ];
}
