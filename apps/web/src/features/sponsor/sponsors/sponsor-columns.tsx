import type { ColumnDef } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { Sponsor } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { RowActions } from '@/components/data-table/row-actions';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, formatCount } from '@/lib/format';

export interface SponsorRowHandlers {
  onEdit: (sponsor: Sponsor) => void;
  onDelete: (sponsor: Sponsor) => void;
}


/** Columns of a client's sponsors; the display opens the sponsor's statistics. Ids are SPONSOR_SORTABLE names. */
export function getSponsorColumns(t: TFunction<'sponsor'>, { onEdit, onDelete }: SponsorRowHandlers): ColumnDef<Sponsor>[] {
  const header =
    (title: string): ColumnDef<Sponsor>['header'] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  return [
    {
      id: 'display',
      accessorKey: 'display',
      header: header(t('sponsor.columns.display')),
      meta: { title: t('sponsor.columns.display'), className: 'max-w-xs' },
      enableHiding: false,
      cell: ({ row }) => (
        <Link
          to="/database/detail-sponsor"
          search={{ sponsorId: row.original.id }}
          className="block truncate font-medium underline-offset-4 hover:underline"
          title={t('sponsor.openDetail', { name: row.original.display })}
        >
          {row.original.display}
        </Link>
      ),
    },
    {
      id: 'client_name',
      accessorKey: 'client_name',
      header: header(t('sponsor.columns.client')),
      meta: { title: t('sponsor.columns.client') },
    },
    {
      id: 'link',
      accessorKey: 'link',
      header: header(t('sponsor.columns.link')),
      meta: { title: t('sponsor.columns.link'), className: 'max-w-xs' },
      cell: ({ row }) => <span className="block truncate font-mono text-xs">{row.original.link}</span>,
    },
    {
      id: 'expired_date',
      accessorKey: 'expired_date',
      header: header(t('sponsor.columns.expiredDate')),
      meta: { title: t('sponsor.columns.expiredDate') },
    },
    {
      id: 'view_count',
      accessorKey: 'view_count',
      header: header(t('sponsor.columns.viewCount')),
      meta: { title: t('sponsor.columns.viewCount'), className: 'text-right tabular-nums' },
      cell: ({ row }) => formatCount(row.original.view_count),
    },
    {
      id: 'click_count',
      accessorKey: 'click_count',
      header: header(t('sponsor.columns.clickCount')),
      meta: { title: t('sponsor.columns.clickCount'), className: 'text-right tabular-nums' },
      cell: ({ row }) => formatCount(row.original.click_count),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: header(t('sponsor.columns.status')),
      meta: { title: t('sponsor.columns.status') },
      cell: ({ row }) => (
        <Badge variant={row.original.status === 'Active' ? 'success' : 'secondary'}>{t(`status.${row.original.status}`)}</Badge>
      ),
    },
    {
      id: 'created_at',
      accessorKey: 'created_at',
      header: header(t('sponsor.columns.createdAt')),
      meta: { title: t('sponsor.columns.createdAt') },
      cell: ({ row }) => formatDateTime(row.original.created_at),
    },
    {
      id: 'actions',
      header: () => <div className="text-right">{t('common.actions')}</div>,
      meta: { title: t('common.actions'), className: 'w-24 text-right' },
      enableHiding: false,
      cell: ({ row }) => <RowActions name={row.original.display} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />,
    },
  ];
}
