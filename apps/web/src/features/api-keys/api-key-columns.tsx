import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { BanIcon } from 'lucide-react';
import type { ApiKey } from '@backoffice/contract';
import { actionsColumn } from '@/components/data-table/columns';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { Badge } from '@/components/ui/badge';
import { RowAction } from '@/components/data-table/row-actions';
import { MISSING, formatDateTime } from '@/lib/format';

/** How a key is recognised once created: its public prefix, the secret never being shown again. */
export function maskedKey(prefix: string): string {
  return `bok_${prefix}_…`;
}

/** Columns of the API key list; ids are the API's sort names. */
export function getApiKeyColumns(t: TFunction<'apiKeys'>, onRevoke: (key: ApiKey) => void): ColumnDef<ApiKey>[] {
  const header =
    (title: string, sortable = false): ColumnDef<ApiKey>['header'] =>
    ({ column }) =>
      sortable ? <DataTableColumnHeader column={column} title={title} /> : title;
  const column = (
    id: keyof ApiKey,
    title: string,
    cell: ColumnDef<ApiKey>['cell'],
    sortable = false,
  ): ColumnDef<ApiKey> => ({
    id,
    accessorKey: id,
    header: header(title, sortable),
    meta: { title },
    enableSorting: sortable,
    cell,
  });
  return [
    { ...column('name', t('columns.name'), ({ row }) => row.original.name, true), enableHiding: false },
    column('prefix', t('columns.prefix'), ({ row }) => (
      <code className="font-mono text-xs">{maskedKey(row.original.prefix)}</code>
    )),
    column('scopes', t('columns.scopes'), ({ row }) => (
      <div className="flex flex-wrap gap-1">
        {row.original.scopes.map((scope) => (
          <Badge key={scope} variant="outline">
            {t(`scope.${scope}`)}
          </Badge>
        ))}
      </div>
    )),
    column('stalkers', t('columns.stalkers'), ({ row }) => {
      const { scopes, stalkers } = row.original;
      if (!scopes.includes('stalker')) return MISSING;
      // A stalker key whose stalkers were all deleted serves none: said, not left blank.
      if (stalkers.length === 0) return <span className="text-muted-foreground">{t('noStalkers')}</span>;
      return (
        <div className="flex max-w-xs flex-wrap gap-1">
          {stalkers.map((stalker) => (
            <Badge key={stalker.id} variant="secondary">
              @{stalker.username}
            </Badge>
          ))}
        </div>
      );
    }),
    column('status', t('columns.status'), ({ row }) => (
      <Badge variant={row.original.status === 'Active' ? 'success' : 'secondary'}>
        {t(`status.${row.original.status}`)}
      </Badge>
    )),
    column('created_at', t('columns.createdAt'), ({ row }) => formatDateTime(row.original.created_at), true),
    column('created_by', t('columns.createdBy'), ({ row }) => {
      const creator = row.original.created_by ?? t('commandLine');
      // An e-mail does not wrap: cut, whole on hover, so a long one does not push Revoke off a 1280 px screen.
      return (
        <span className="block max-w-40 truncate" title={creator}>
          {creator}
        </span>
      );
    }),
    column(
      'last_used_at',
      t('columns.lastUsedAt'),
      ({ row }) => (row.original.last_used_at ? formatDateTime(row.original.last_used_at) : t('never')),
      true,
    ),
    column('revoked_at', t('columns.revokedAt'), ({ row }) => formatDateTime(row.original.revoked_at)),
    actionsColumn<ApiKey>(t('columns.actions'), (key) => (
      <div className="flex justify-end">
        <RowAction
          label={
            key.status === 'Revoked' ? t('revoke.revoked', { name: key.name }) : t('revoke.button', { name: key.name })
          }
          onClick={() => onRevoke(key)}
          disabled={key.status === 'Revoked'}
          icon={<BanIcon aria-hidden="true" />}
          destructive
        />
      </div>
    )),
  ];
}
