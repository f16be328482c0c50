import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SPONSOR_CLIENT_LIST, type SponsorClient } from '@backoffice/contract';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import { DataTable } from '@/components/data-table/data-table';
import type { SearchChangeFn } from '@/components/data-table/use-table-url-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useRowDialog } from '@/lib/use-row-dialog';
import { getSponsorClientsQueryOptions } from '../api/get-sponsor-clients';
import { getClientColumns } from './client-columns';
import { ClientDeleteDialog } from './client-delete-dialog';
import { ClientFormDialog } from './client-form-dialog';
import type { ClientSearch } from './client-search';
import { sponsorClientRecords } from '../api/sponsor-client-records';

interface ClientListPageProps {
  search: ClientSearch;
  onSearchChange: SearchChangeFn<ClientSearch>;
}

/** /database/sponsor/: the sponsor clients, with add, rename and delete (which takes their sponsors along). */
export function ClientListPage({ search, onSearchChange }: ClientListPageProps) {
  const { t } = useTranslation('sponsor');
  const dialog = useRowDialog<SponsorClient>();
  const { openDialog } = dialog;
  const columns = useMemo(
    () => getClientColumns(t, { onEdit: (client) => openDialog('edit', client), onDelete: (client) => openDialog('delete', client) }),
    [t, openDialog],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('client.title')} description={t('client.description')} />
      <DataTable
        columns={columns}
        sortable={SPONSOR_CLIENT_LIST.sortable}
        search={search}
        onSearchChange={onSearchChange}
        queryOptions={getSponsorClientsQueryOptions}
        dateFilter={{ title: t('common.createdDate') }}
        searchPlaceholder={t('client.searchPlaceholder')}
        listId="sponsor-client"
        getRowId={(client) => String(client.id)}
        bulk={{
          rowName: (client) => client.name,
          actions: (selected, clear) => <BulkDeleteAction collection={sponsorClientRecords} selected={selected} onDone={clear} />,
        }}
        exportList={{ type: 'sponsor-client', selection: true }}
        actions={
          <Button size="sm" className="h-8" onClick={() => openDialog('create')}>
            <PlusIcon aria-hidden="true" />
            {t('client.add')}
          </Button>
        }
      />
      <ClientFormDialog
        open={dialog.isOpen('create') || dialog.isOpen('edit')}
        onOpenChange={dialog.onOpenChange}
        client={dialog.kind === 'edit' ? dialog.row : undefined}
      />
      <ClientDeleteDialog open={dialog.isOpen('delete')} onOpenChange={dialog.onOpenChange} client={dialog.kind === 'delete' ? dialog.row : undefined} />
    </div>
  );
}
