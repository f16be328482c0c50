import { useMemo, useState } from 'react';
import { PlusIcon, UploadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIST, type CatalogueEntry } from '@backoffice/contract';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import { DataTable } from '@/components/data-table/data-table';
import { listToolbar } from '@/components/data-table/list-toolbar';
import type { SearchChangeFn } from '@/components/data-table/use-table-url-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useRowDialog } from '@/lib/use-row-dialog';
import { getCatalogueQueryOptions } from '../api/get-catalogue';
import { getCatalogueColumns } from './catalogue-columns';
import { CatalogueDeleteDialog } from './catalogue-delete-dialog';
import { CatalogueFormDialog } from './catalogue-form-dialog';
import { CatalogueImportDialog } from './catalogue-import-dialog';
import type { CatalogueSearch } from './catalogue-search';
import { catalogueRecords } from '../api/catalogue-records';

interface CataloguePageProps {
  search: CatalogueSearch;
  onSearchChange: SearchChangeFn<CatalogueSearch>;
}

/** /database/keyword-database: the catalogue the search bot answers from. */
export function CataloguePage({ search, onSearchChange }: CataloguePageProps) {
  const { t } = useTranslation('searchBotDatabase');
  const dialog = useRowDialog<CatalogueEntry>();
  const { openDialog } = dialog;
  const [importOpen, setImportOpen] = useState(false);

  const columns = useMemo(
    () => getCatalogueColumns(t, { onEdit: (entry) => openDialog('edit', entry), onDelete: (entry) => openDialog('delete', entry) }),
    [t, openDialog],
  );
  const toolbar = useMemo(
    () =>
      listToolbar(CATALOGUE_LIST, {
        facets: {
          category: { title: t('catalogue.columns.category'), label: (category) => t(`category.${category}`) },
          tier: { title: t('catalogue.columns.tier'), label: (tier) => t(`tier.${tier}`) },
          status: { title: t('catalogue.columns.status'), label: (status) => t(`status.${status}`) },
        },
        dates: t('common.createdDate'),
      }),
    [t],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('catalogue.title')} description={t('catalogue.description')} />
      <DataTable
        columns={columns}
        {...toolbar}
        search={search}
        onSearchChange={onSearchChange}
        queryOptions={getCatalogueQueryOptions}
        searchPlaceholder={t('catalogue.searchPlaceholder')}
        listId="catalogue"
        getRowId={(entry) => String(entry.id)}
        bulk={{
          rowName: (entry) => entry.display_name,
          actions: (selected, clear) => <BulkDeleteAction collection={catalogueRecords} selected={selected} onDone={clear} />,
        }}
        exportList={{ type: 'keyword-database', selection: true }}
        initialColumnVisibility={{ created_by: false, updated_at: false }}
        actions={
          <div className="flex gap-2">
            <Button size="sm" variant="outline" className="h-8" onClick={() => setImportOpen(true)}>
              <UploadIcon aria-hidden="true" />
              {t('catalogue.import')}
            </Button>
            <Button size="sm" className="h-8" onClick={() => openDialog('create')}>
              <PlusIcon aria-hidden="true" />
              {t('catalogue.add')}
            </Button>
          </div>
        }
      />
      <CatalogueFormDialog open={dialog.isOpen('create') || dialog.isOpen('edit')} onOpenChange={dialog.onOpenChange} entry={dialog.kind === 'edit' ? dialog.row : undefined} />
      <CatalogueDeleteDialog open={dialog.isOpen('delete')} onOpenChange={dialog.onOpenChange} entry={dialog.kind === 'delete' ? dialog.row : undefined} />
      <CatalogueImportDialog open={importOpen} onOpenChange={setImportOpen} />
    </div>
  );
}
