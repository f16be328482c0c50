import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { HistoryIcon, KeyRoundIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { Webhook } from '@backoffice/contract';
import { actionsColumn } from '@/components/data-table/columns';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { RowAction } from '@/components/data-table/row-actions';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { eventKey } from './event-key';

export interface WebhookRowActions {
  onEdit: (webhook: Webhook) => void;
  onDeliveries: (webhook: Webhook) => void;
  onRotate: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

/** Columns of the endpoint list; ids are the API's sort names. */
export function getWebhookColumns(t: TFunction<'webhooks'>, actions: WebhookRowActions): ColumnDef<Webhook>[] {
  const column = (
    id: keyof Webhook,
    title: string,
    cell: ColumnDef<Webhook>['cell'],
    sortable = false,
  ): ColumnDef<Webhook> => ({
    id,
    accessorKey: id,
    header: ({ column }) => (sortable ? <DataTableColumnHeader column={column} title={title} /> : title),
    meta: { title },
    enableSorting: sortable,
    cell,
  });
  return [
    {
      ...column(
        'url',
        t('columns.url'),
        ({ row }) => <code className="text-xs break-all">{row.original.url}</code>,
        true,
      ),
      enableHiding: false,
    },
    column('description', t('columns.description'), ({ row }) => row.original.description),
    column('events', t('columns.events'), ({ row }) => (
      <div className="flex max-w-sm flex-wrap gap-1">
        {row.original.events.map((event) => (
          <Badge key={event} variant="outline">
            {t(`event.${eventKey(event)}`)}
          </Badge>
        ))}
      </div>
    )),
    column('status', t('columns.status'), ({ row }) => (
      <Badge variant={row.original.status === 'Active' ? 'success' : 'secondary'}>
        {t(`status.${row.original.status}`)}
      </Badge>
    )),
    column('created_at', t('columns.createdAt'), ({ row }) => formatDateTime(row.original.created_at), true),
    actionsColumn<Webhook>(
      t('columns.actions'),
      (webhook) => (
        <div className="flex justify-end gap-1">
          <RowAction
            label={t('edit.button', { url: webhook.url })}
            onClick={() => actions.onEdit(webhook)}
            icon={<PencilIcon aria-hidden="true" />}
          />
          <RowAction
            label={t('deliveries.button', { url: webhook.url })}
            onClick={() => actions.onDeliveries(webhook)}
            icon={<HistoryIcon aria-hidden="true" />}
          />
          <RowAction
            label={t('rotate.button', { url: webhook.url })}
            onClick={() => actions.onRotate(webhook)}
            icon={<KeyRoundIcon aria-hidden="true" />}
          />
          <RowAction
            label={t('delete.button', { url: webhook.url })}
            onClick={() => actions.onDelete(webhook)}
            icon={<Trash2Icon aria-hidden="true" />}
            destructive
          />
        </div>
      ),
      'w-40 text-right',
    ),
  ];
}
