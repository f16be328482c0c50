import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { UsersIcon } from 'lucide-react';
import type { Stalker } from '@backoffice/contract';
import { actionsColumn, displayColumn, type RecordRowHandlers } from '@/components/data-table/columns';
import { RowAction, RowActions } from '@/components/data-table/row-actions';
import { formatDateTime, orMissing } from '@/lib/format';
import { StalkerHealthBadge, StalkerLoad, StalkerStatusBadge } from './stalker-badges';

export interface StalkerRowHandlers extends RecordRowHandlers<Stalker> {
  onGroups: (stalker: Stalker) => void;
}

/** Columns of the stalker list; ids are STALKER_SORTABLE names where the API sorts by them. */
export function getStalkerColumns(t: TFunction<'stalker'>, handlers: StalkerRowHandlers): ColumnDef<Stalker>[] {
  const column = displayColumn<Stalker>;
  return [
    {
      ...column('tg_id', t('columns.tgId'), (stalker) => (
        <span className="font-medium tabular-nums">{stalker.tg_id}</span>
      )),
      enableHiding: false,
    },
    column('username', t('columns.username'), (stalker) => `@${stalker.username}`),
    column('group_type', t('columns.groupType'), (stalker) => t(`groupType.${stalker.group_type}`)),
    column('session_string', t('columns.sessionString'), (stalker) => (
      <span className="font-mono text-xs">{stalker.session_string_masked}</span>
    )),
    column('remarks', t('columns.remarks'), (stalker) => (
      <span className="line-clamp-2 max-w-64">{orMissing(stalker.remarks)}</span>
    )),
    column('status', t('columns.status'), (stalker) => <StalkerStatusBadge value={stalker.status} />),
    column('health', t('columns.health'), (stalker) => <StalkerHealthBadge value={stalker.health} />),
    column('groups_joined', t('columns.groups'), (stalker) => <StalkerLoad stalker={stalker} />),
    column(
      'last_heartbeat_at',
      t('columns.lastHeartbeat'),
      (stalker) => formatDateTime(stalker.last_heartbeat_at),
      'whitespace-nowrap',
    ),
    actionsColumn<Stalker>(
      t('columns.actions'),
      (stalker) => <StalkerRowActions stalker={stalker} t={t} handlers={handlers} />,
      'w-32 text-right',
    ),
  ];
}

function StalkerRowActions({
  stalker,
  t,
  handlers,
}: {
  stalker: Stalker;
  t: TFunction<'stalker'>;
  handlers: StalkerRowHandlers;
}) {
  const name = `@${stalker.username}`;
  return (
    <div className="flex items-center justify-end gap-1">
      <RowAction
        label={t('groups.rowLabel', { name })}
        onClick={() => handlers.onGroups(stalker)}
        icon={<UsersIcon aria-hidden="true" />}
      />
      <RowActions name={name} onEdit={() => handlers.onEdit(stalker)} onDelete={() => handlers.onDelete(stalker)} />
    </div>
  );
}
