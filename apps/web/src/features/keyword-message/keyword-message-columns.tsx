import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { KeywordMessage } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { RowActions } from '@/components/data-table/row-actions';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, orMissing } from '@/lib/format';

export interface KeywordMessageRowHandlers {
  onEdit: (message: KeywordMessage) => void;
  onDelete: (message: KeywordMessage) => void;
}

/** Columns of the keyword-message list. Ids are the API's sort names where sortable. */
export function getKeywordMessageColumns(t: TFunction<'keywordMessage'>, { onEdit, onDelete }: KeywordMessageRowHandlers): ColumnDef<KeywordMessage>[] {
  const header =
    (title: string): ColumnDef<KeywordMessage>['header'] =>
    ({ column }) => <DataTableColumnHeader column={column} title={title} />;
  return [
    {
      id: 'keyword',
      accessorKey: 'keyword',
      header: header(t('columns.keyword')),
      meta: { title: t('columns.keyword') },
      enableHiding: false,
      cell: ({ row }) => <span className="font-medium">{row.original.keyword}</span>,
    },
    {
      id: 'message_type',
      accessorKey: 'message_type',
      header: header(t('columns.messageType')),
      meta: { title: t('columns.messageType') },
      cell: ({ row }) => <Badge variant="outline">{t(`messageType.${row.original.message_type}`)}</Badge>,
    },
    {
      id: 'content',
      accessorKey: 'content',
      header: header(t('columns.content')),
      meta: { title: t('columns.content'), className: 'max-w-xs' },
      cell: ({ row }) => (
        <span className="block truncate" title={row.original.content}>
          {row.original.content}
        </span>
      ),
    },
    {
      id: 'buttons',
      accessorFn: (message) => message.buttons.length,
      header: header(t('columns.buttons')),
      meta: { title: t('columns.buttons') },
      cell: ({ row }) => (row.original.buttons.length === 0 ? '-' : row.original.buttons.map((button) => button.label).join(', ')),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: header(t('columns.status')),
      meta: { title: t('columns.status') },
      cell: ({ row }) => (
        <Badge variant={row.original.status === 'Active' ? 'success' : 'secondary'}>{t(`status.${row.original.status}`)}</Badge>
      ),
    },
    {
      id: 'created_at',
      accessorKey: 'created_at',
      header: header(t('columns.createdAt')),
      meta: { title: t('columns.createdAt') },
      cell: ({ row }) => formatDateTime(row.original.created_at),
    },
    {
      id: 'created_by',
      accessorKey: 'created_by',
      header: header(t('columns.createdBy')),
      meta: { title: t('columns.createdBy') },
      cell: ({ row }) => orMissing(row.original.created_by),
    },
    {
      id: 'updated_at',
      accessorKey: 'updated_at',
      header: header(t('columns.updatedAt')),
      meta: { title: t('columns.updatedAt') },
      cell: ({ row }) => formatDateTime(row.original.updated_at),
    },
    {
      id: 'actions',
      header: () => <div className="text-right">{t('actions')}</div>,
      meta: { title: t('actions'), className: 'w-24 text-right' },
      enableHiding: false,
      cell: ({ row }) => <RowActions name={row.original.keyword} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />,
    },
  ];
}
