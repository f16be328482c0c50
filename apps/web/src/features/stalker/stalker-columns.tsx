import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { UsersIcon } from 'lucide-react';
import type { Stalker } from '@backoffice/contract';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { actionsColumn, type RecordRowHandlers } from '@/components/data-table/columns';
import { RowActions } from '@/components/data-table/row-actions';
import { Button } from '@/components/ui/button';
import { formatDateTime, orMissing } from '@/lib/format';
import { StalkerHealthBadge, StalkerLoad, StalkerStatusBadge } from './stalker-badges';

export interface StalkerRowHandlers extends RecordRowHandlers<Stalker> {
  onGroups: (stalker: Stalker) => void;
}

/** Columns of the stalker list; ids are STALKER_SORTABLE names where the API sorts by them. */
export function getStalkerColumns(t: TFunction<'stalker'>, handlers: StalkerRowHandlers): ColumnDef<Stalker>[] {
  const column = (id: string, title: string, cell: ColumnDef<Stalker>['cell'], className?: string): ColumnDef<Stalker> => ({
    id,
    header: ({ column: target }) => <DataTableColumnHeader column={target} title={title} />,
    meta: { title, ...(className ? { className } : {}) },
    cell,
  });
  return [
    { ...column('tg_id', t('columns.tgId'), ({ row }) => <span className="font-medium tabular-nums">{row.original.tg_id}</span>), enableHiding: false },
    column('username', t('columns.username'), ({ row }) => `@${row.original.username}`),
    column('group_type', t('columns.groupType'), ({ row }) => t(`groupType.${row.original.group_type}`)),
    column('session_string', t('columns.sessionString'), ({ row }) => (
      <span className="font-mono text-xs whitespace-nowrap">{row.original.session_string_masked}</span>
    )),
    column('remarks', t('columns.remarks'), ({ row }) => <span className="line-clamp-2 max-w-64">{orMissing(row.original.remarks)}</span>),
    column('status', t('columns.status'), ({ row }) => <StalkerStatusBadge value={row.original.status} />),
    column('health', t('columns.health'), ({ row }) => <StalkerHealthBadge value={row.original.health} />),
    column('groups_joined', t('columns.groups'), ({ row }) => <StalkerLoad stalker={row.original} />),
    column('last_heartbeat_at', t('columns.lastHeartbeat'), ({ row }) => formatDateTime(row.original.last_heartbeat_at), 'whitespace-nowrap'),
    actionsColumn<Stalker>(t('columns.actions'), (stalker) => <StalkerRowActions stalker={stalker} t={t} handlers={handlers} />, 'w-32 text-right'),
  ];
}

function StalkerRowActions({ stalker, t, handlers }: { stalker: Stalker; t: TFunction<'stalker'>; handlers: StalkerRowHandlers }) {
  const name = `@${stalker.username}`;
  const groupsLabel = t('groups.rowLabel', { name });
  return (
    <div className="flex items-center justify-end gap-1">
      <Button variant="ghost" size="icon-sm" onClick={() => handlers.onGroups(stalker)} aria-label={groupsLabel} title={groupsLabel}>
        <UsersIcon aria-hidden="true" />
      </Button>
      <RowActions name={name} onEdit={() => handlers.onEdit(stalker)} onDelete={() => handlers.onDelete(stalker)} />
    </div>
  );
}
