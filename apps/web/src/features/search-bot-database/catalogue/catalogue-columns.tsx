import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from '@tanstack/react-router';
import type { CatalogueEntry } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { RowActions } from '@/components/data-table/row-actions';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, orMissing, formatCount } from '@/lib/format';

export interface CatalogueRowHandlers {
  onEdit: (entry: CatalogueEntry) => void;
  onDelete: (entry: CatalogueEntry) => void;
}

/** Columns of the keyword database; ids are the API's sort names. The display name opens the detail page. */
export function getCatalogueColumns(t: TFunction<'searchBotDatabase'>, { onEdit, onDelete }: CatalogueRowHandlers): ColumnDef<CatalogueEntry>[] {
  const header =
    (title: string): ColumnDef<CatalogueEntry>['header'] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  return [
    {
      id: 'display_name',
      accessorKey: 'display_name',
      header: header(t('catalogue.columns.displayName')),
      meta: { title: t('catalogue.columns.displayName') },
      enableHiding: false,
      cell: ({ row }) => (
        <Link to="/database/keyword-database/$id" params={{ id: String(row.original.id) }} className="font-medium underline-offset-4 hover:underline">
          {row.original.display_name}
        </Link>
      ),
    },
    {
      id: 'link',
      accessorKey: 'link',
      header: header(t('catalogue.columns.link')),
      meta: { title: t('catalogue.columns.link') },
      cell: ({ row }) => (
        <a href={row.original.link} target="_blank" rel="noreferrer noopener" className="text-muted-foreground break-all underline-offset-4 hover:underline">
          {row.original.link}
        </a>
      ),
    },
    { id: 'category', accessorKey: 'category', header: header(t('catalogue.columns.category')), meta: { title: t('catalogue.columns.category') }, cell: ({ row }) => t(`category.${row.original.category}`) },
    {
      id: 'tier',
      accessorKey: 'tier',
      header: header(t('catalogue.columns.tier')),
      meta: { title: t('catalogue.columns.tier') },
      cell: ({ row }) => <Badge variant={row.original.tier === 'Premium' ? 'default' : 'outline'}>{t(`tier.${row.original.tier}`)}</Badge>,
    },
    {
      id: 'member_count',
      accessorKey: 'member_count',
      header: header(t('catalogue.columns.memberCount')),
      meta: { title: t('catalogue.columns.memberCount'), className: 'text-right tabular-nums' },
      cell: ({ row }) => formatCount(row.original.member_count),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: header(t('catalogue.columns.status')),
      meta: { title: t('catalogue.columns.status') },
      cell: ({ row }) => <Badge variant={row.original.status === 'Active' ? 'success' : 'secondary'}>{t(`status.${row.original.status}`)}</Badge>,
    },
    { id: 'created_at', accessorKey: 'created_at', header: header(t('catalogue.columns.createdAt')), meta: { title: t('catalogue.columns.createdAt') }, cell: ({ row }) => formatDateTime(row.original.created_at) },
    { id: 'created_by', accessorKey: 'created_by', header: header(t('catalogue.columns.createdBy')), meta: { title: t('catalogue.columns.createdBy') }, cell: ({ row }) => orMissing(row.original.created_by) },
    { id: 'updated_at', accessorKey: 'updated_at', header: header(t('catalogue.columns.updatedAt')), meta: { title: t('catalogue.columns.updatedAt') }, cell: ({ row }) => formatDateTime(row.original.updated_at) },
    {
      id: 'actions',
      header: () => <div className="text-right">{t('common.actions')}</div>,
      meta: { title: t('common.actions'), className: 'w-24 text-right' },
      enableHiding: false,
      cell: ({ row }) => <RowActions name={row.original.display_name} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />,
    },
  ];
}
