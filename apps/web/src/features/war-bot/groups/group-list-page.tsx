import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WAR_GROUP_SIDES, WAR_GROUP_SORTABLE, WAR_GROUP_TYPES, type WarGroup } from '@backoffice/contract';
import type { FacetedFilterDef } from '@/components/data-table/types';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { RecordList, useRecordList } from '@/components/record-list';
import { getWarGroupsQueryOptions } from '../api/get-war-groups';
import { warGroupRecords } from '../api/war-group-records';
import { groupName } from '../group-name';
import { getGroupColumns } from './group-columns';
import { groupForm } from './group-form';
import type { GroupSearch } from './group-search';

/** /war-bot/groups: the groups the War Bot watches, ours and rivals', with add, edit and remove. */
export function GroupListPage(route: ListRouteProps<GroupSearch>) {
  const { t } = useTranslation('warBot');
  const list = useRecordList<WarGroup>();
  const columns = useMemo(() => getGroupColumns(t, list.rows), [t, list.rows]);
  const filters = useMemo<FacetedFilterDef[]>(
    () => [
      {
        id: 'side',
        title: t('groups.columns.side'),
        options: WAR_GROUP_SIDES.map((value) => ({ value, label: t(`side.${value}`) })),
      },
      {
        id: 'type',
        title: t('groups.columns.type'),
        options: WAR_GROUP_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
      },
    ],
    [t],
  );

  return (
    <RecordList
      list={list}
      columns={columns}
      sortable={WAR_GROUP_SORTABLE}
      {...route}
      queryOptions={getWarGroupsQueryOptions}
      filters={filters}
      dateFilter={{ title: t('common.createdDate') }}
      listId="war-bot-group"
      collection={warGroupRecords}
      rowName={groupName}
      exportList={{ type: 'war-group' }}
      words={{ t, prefix: 'groups.' }}
      // Deleting stops the tracking; the group's recorded activity stays on record.
      names={(group) => ({ name: groupName(group) })}
      form={groupForm}
    />
  );
}
