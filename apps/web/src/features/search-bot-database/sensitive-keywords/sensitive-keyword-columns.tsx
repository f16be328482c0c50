import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { SensitiveKeyword } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { RowActions } from '@/components/data-table/row-actions';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, orMissing } from '@/lib/format';

export interface SensitiveKeywordRowHandlers {
  onEdit: (keyword: SensitiveKeyword) => void;
  onDelete: (keyword: SensitiveKeyword) => void;
}

/** Columns of the sensitive keyword list; ids are the API's sort names. */
export function getSensitiveKeywordColumns(t: TFunction<'searchBotDatabase'>, { onEdit, onDelete }: SensitiveKeywordRowHandlers): ColumnDef<SensitiveKeyword>[] {
  const header =
    (title: string): ColumnDef<SensitiveKeyword>['header'] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  return [
    { id: 'keyword', accessorKey: 'keyword', header: header(t('sensitive.columns.keyword')), meta: { title: t('sensitive.columns.keyword') }, enableHiding: false },
    {
      id: 'status',
      accessorKey: 'status',
      header: header(t('sensitive.columns.status')),
      meta: { title: t('sensitive.columns.status') },
      cell: ({ row }) => <Badge variant={row.original.status === 'Active' ? 'success' : 'secondary'}>{t(`status.${row.original.status}`)}</Badge>,
    },
    { id: 'created_at', accessorKey: 'created_at', header: header(t('sensitive.columns.createdAt')), meta: { title: t('sensitive.columns.createdAt') }, cell: ({ row }) => formatDateTime(row.original.created_at) },
    { id: 'created_by', accessorKey: 'created_by', header: header(t('sensitive.columns.createdBy')), meta: { title: t('sensitive.columns.createdBy') }, cell: ({ row }) => orMissing(row.original.created_by) },
    { id: 'updated_at', accessorKey: 'updated_at', header: header(t('sensitive.columns.updatedAt')), meta: { title: t('sensitive.columns.updatedAt') }, cell: ({ row }) => formatDateTime(row.original.updated_at) },
    {
      id: 'actions',
      header: () => <div className="text-right">{t('common.actions')}</div>,
      meta: { title: t('common.actions'), className: 'w-24 text-right' },
      enableHiding: false,
      cell: ({ row }) => <RowActions name={row.original.keyword} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />,
    },
  ];
}
