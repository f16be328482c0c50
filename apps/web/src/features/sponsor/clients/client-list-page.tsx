import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SPONSOR_CLIENT_LIST, type SponsorClient } from '@backoffice/contract';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { RecordList, useRecordList } from '@/components/record-list';
import { getSponsorClientsQueryOptions } from '../api/get-sponsor-clients';
import { sponsorClientRecords } from '../api/sponsor-client-records';
import { getClientColumns } from './client-columns';
import { clientForm } from './client-form';
import type { ClientSearch } from './client-search';

/** /database/sponsor/: the sponsor clients, with add, rename and delete (which takes their sponsors along). */
export function ClientListPage(route: ListRouteProps<ClientSearch>) {
  const { t } = useTranslation('sponsor');
  const list = useRecordList<SponsorClient>();
  const columns = useMemo(() => getClientColumns(t, list.rows), [t, list.rows]);

  return (
    <RecordList
      list={list}
      columns={columns}
      sortable={SPONSOR_CLIENT_LIST.sortable}
      {...route}
      queryOptions={getSponsorClientsQueryOptions}
      dateFilter={{ title: t('common.createdDate') }}
      listId="sponsor-client"
      collection={sponsorClientRecords}
      rowName={(client) => client.name}
      exportList={{ type: 'sponsor-client', selection: true }}
      words={{ t, prefix: 'client.' }}
      // Deleting a client deletes all its sponsor content too: the warning says so, with the count.
      names={(client) => ({ name: client.name, count: client.total_sponsor })}
      form={clientForm}
    />
  );
}
