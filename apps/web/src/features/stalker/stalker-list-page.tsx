import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STALKER_LIST, type Stalker } from '@backoffice/contract';
import { useListToolbar } from '@/components/data-table/list-toolbar';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { RecordList, useRecordList } from '@/components/record-list';
import { getStalkersQueryOptions } from './api/get-stalkers';
import { stalkerRecords } from './api/stalker-records';
import { getStalkerColumns } from './stalker-columns';
import { stalkerForm } from './stalker-form';
import { StalkerGroupsDialog } from './stalker-groups-dialog';
import type { StalkerSearch } from './stalker-search';

/** /stalker/: the Telegram accounts that watch war groups; add, edit, assign groups, delete. */
export function StalkerListPage(route: ListRouteProps<StalkerSearch>) {
  const { t } = useTranslation('stalker');
  const list = useRecordList<Stalker>();
  // The stalker is kept after closing so the dialog does not go blank while it animates out.
  const [groups, setGroups] = useState<{ stalker: Stalker | undefined; open: boolean }>({
    stalker: undefined,
    open: false,
  });
  const columns = useMemo(
    () => getStalkerColumns(t, { ...list.rows, onGroups: (stalker) => setGroups({ stalker, open: true }) }),
    [t, list.rows],
  );
  const toolbar = useListToolbar(STALKER_LIST, t, (t) => ({
    facets: {
      status: { title: t('columns.status'), label: (value) => t(`status.${value}`) },
      health: { title: t('columns.health'), label: (value) => t(`health.${value}`) },
      group_type: { title: t('columns.groupType'), label: (value) => t(`groupType.${value}`) },
    },
    dates: t('createdDate'),
  }));

  return (
    <RecordList
      list={list}
      columns={columns}
      {...toolbar}
      {...route}
      queryOptions={getStalkersQueryOptions}
      listId="stalker"
      collection={stalkerRecords}
      rowName={(stalker) => `@${stalker.username}`}
      exportList={{ type: 'stalker', selection: true }}
      words={{ t, prefix: '' }}
      names={(stalker) => ({ name: `@${stalker.username}`, count: stalker.assigned_groups })}
      form={stalkerForm}
    >
      <StalkerGroupsDialog
        open={groups.open}
        onOpenChange={(open) => setGroups((current) => ({ ...current, open }))}
        stalker={groups.stalker}
      />
    </RecordList>
  );
}
