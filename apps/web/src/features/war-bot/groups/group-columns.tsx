import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { WarGroup } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { RowActions } from '@/components/data-table/row-actions';
import { formatDateTime, orMissing } from '@/lib/format';
import { groupName } from '../group-name';
import { SideBadge } from '../side-badge';

export interface GroupRowHandlers {
  onEdit: (group: WarGroup) => void;
  onDelete: (group: WarGroup) => void;
}

/** Columns of the tracked groups; ids that sort are WAR_GROUP_SORTABLE names. */
export function getGroupColumns(t: TFunction<'warBot'>, { onEdit, onDelete }: GroupRowHandlers): ColumnDef<WarGroup>[] {
  const header =
    (title: string): ColumnDef<WarGroup>['header'] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  return [
    {
      id: 'link',
      accessorKey: 'link',
      header: header(t('groups.columns.link')),
      meta: { title: t('groups.columns.link') },
      enableHiding: false,
      cell: ({ row }) => (
        <a href={row.original.link} target="_blank" rel="noreferrer" className="font-medium underline-offset-4 hover:underline">
          {row.original.link}
        </a>
      ),
    },
    { id: 'title', accessorKey: 'title', header: header(t('groups.columns.title')), meta: { title: t('groups.columns.title') }, cell: ({ row }) => orMissing(row.original.title) },
    {
      id: 'type',
      accessorKey: 'type',
      header: header(t('groups.columns.type')),
      meta: { title: t('groups.columns.type') },
      enableSorting: false,
      cell: ({ row }) => t(`type.${row.original.type}`),
    },
    {
      id: 'side',
      accessorKey: 'side',
      header: header(t('groups.columns.side')),
      meta: { title: t('groups.columns.side') },
      enableSorting: false,
      cell: ({ row }) => <SideBadge side={row.original.side} />,
    },
    {
      id: 'stalker',
      header: header(t('groups.columns.stalker')),
      meta: { title: t('groups.columns.stalker') },
      enableSorting: false,
      cell: ({ row }) => orMissing(row.original.stalker?.username),
    },
    {
      id: 'created_at',
      accessorKey: 'created_at',
      header: header(t('groups.columns.createdAt')),
      meta: { title: t('groups.columns.createdAt') },
      cell: ({ row }) => formatDateTime(row.original.created_at),
    },
    {
      id: 'actions',
      header: () => <div className="text-right">{t('common.actions')}</div>,
      meta: { title: t('common.actions'), className: 'w-24 text-right' },
      enableHiding: false,
      cell: ({ row }) => <RowActions name={groupName(row.original)} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />,
    },
  ];
}
