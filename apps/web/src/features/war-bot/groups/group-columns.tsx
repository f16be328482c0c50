import type { TFunction } from 'i18next';
import type { WarGroup } from '@backoffice/contract';
import {
  column,
  dateTimeColumn,
  optionalColumn,
  rowActionsColumn,
  type RecordRowHandlers,
} from '@/components/data-table/columns';
import { orMissing } from '@/lib/format';
import { groupName } from '../group-name';
import { SideBadge } from '../side-badge';

/** Columns of the tracked groups; ids that sort are WAR_GROUP_SORTABLE names. */
export function getGroupColumns(t: TFunction<'warBot'>, rows: RecordRowHandlers<WarGroup>) {
  return [
    column<WarGroup>('link', t('groups.columns.link'), {
      hideable: false,
      cell: (group) => (
        <a
          href={group.link}
          target="_blank"
          rel="noreferrer"
          className="font-medium underline-offset-4 hover:underline"
        >
          {group.link}
        </a>
      ),
    }),
    optionalColumn<WarGroup>('title', t('groups.columns.title')),
    column<WarGroup>('type', t('groups.columns.type'), { cell: (group) => t(`type.${group.type}`) }),
    column<WarGroup>('side', t('groups.columns.side'), { cell: (group) => <SideBadge side={group.side} /> }),
    column<WarGroup>('stalker', t('groups.columns.stalker'), { cell: (group) => orMissing(group.stalker?.username) }),
    dateTimeColumn<WarGroup>('created_at', t('groups.columns.createdAt')),
    rowActionsColumn(t('common.actions'), groupName, rows),
  ];
}
