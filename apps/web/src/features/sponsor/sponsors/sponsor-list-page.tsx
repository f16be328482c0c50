import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SPONSOR_SORTABLE, SPONSOR_STATUSES, type Sponsor } from '@backoffice/contract';
import type { ListParams } from '@/components/data-table/list-params';
import type { FacetedFilterDef } from '@/components/data-table/types';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { PageHeader } from '@/components/page-header';
import { RecordList, useRecordList } from '@/components/record-list';
import { RecordNotFound } from '@/components/record-not-found';
import { RecordBreadcrumb } from '@/components/record-breadcrumb';
import { Button } from '@/components/ui/button';
import { getSponsorClientQueryOptions } from '../api/get-sponsor-client';
import { getSponsorsQueryOptions } from '../api/get-sponsors';
import { getSponsorColumns } from './sponsor-columns';
import { sponsorForm } from './sponsor-form';
import type { SponsorSearch } from './sponsor-search';
import { sponsorRecords } from '../api/sponsor-records';

interface SponsorListPageProps extends ListRouteProps<SponsorSearch> {
  clientId: number;
}

/** /database/sponsor/{id}: one client's sponsors, with add, edit and delete, and the way back to the clients. */
export function SponsorListPage({ clientId, ...route }: SponsorListPageProps) {
  const { t } = useTranslation('sponsor');
  const client = useQuery(getSponsorClientQueryOptions(clientId));
  const list = useRecordList<Sponsor>();
  const columns = useMemo(() => getSponsorColumns(t, list.rows), [t, list.rows]);
  const filters = useMemo<FacetedFilterDef[]>(
    () => [
      {
        id: 'status',
        title: t('sponsor.columns.status'),
        options: SPONSOR_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
    ],
    [t],
  );
  const form = useMemo(
    () => client.data && sponsorForm(client.data, t('sponsor.form.addDescription', { client: client.data.name })),
    [client.data, t],
  );
  // Every page of this table is of this client's sponsors.
  const queryOptions = useCallback(
    (params: ListParams) => getSponsorsQueryOptions({ ...params, client_id: clientId }),
    [clientId],
  );

  const back = (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/database/sponsor">
          <ArrowLeftIcon aria-hidden="true" />
          {t('sponsor.backToClients')}
        </Link>
      </Button>
    </div>
  );
  // An unknown or deleted client: say so, as the other detail pages do, rather than an empty list.
  if (client.isError) return <RecordNotFound back={back} message={t('sponsor.notFound')} />;

  return (
    <RecordList
      list={list}
      header={
        <>
          {client.data && (
            <RecordBreadcrumb
              section={
                <Link to="/database" activeOptions={{ exact: true }}>
                  {t('nav.searchBot', { ns: 'common' })}
                </Link>
              }
              list={
                <Link to="/database/sponsor" activeOptions={{ exact: true }}>
                  {t('nav.sponsor', { ns: 'common' })}
                </Link>
              }
              record={client.data.name}
            />
          )}
          {back}
          <PageHeader
            title={client.data ? t('sponsor.title', { name: client.data.name }) : t('sponsor.titleLoading')}
            description={t('sponsor.description')}
          />
        </>
      }
      columns={columns}
      sortable={SPONSOR_SORTABLE}
      {...route}
      queryOptions={queryOptions}
      filters={filters}
      dateFilter={{ title: t('common.createdDate') }}
      listId="sponsor"
      collection={sponsorRecords}
      rowName={(sponsor) => sponsor.display}
      exportList={{ type: 'sponsor', filters: { client_id: clientId }, selection: true }}
      initialColumnVisibility={{ client_name: false }}
      addDisabled={!client.data}
      words={{ t, prefix: 'sponsor.' }}
      names={(sponsor) => ({ name: sponsor.display })}
      form={form}
    />
  );
}
