import { useMemo, useState } from 'react';
import { UploadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIST, type CatalogueEntry } from '@backoffice/contract';
import { useListToolbar } from '@/components/data-table/list-toolbar';
import type { ListRouteProps } from '@/components/data-table/use-table-url-state';
import { FreshDialog } from '@/components/fresh-dialog';
import { RecordList, useRecordList } from '@/components/record-list';
import { Button } from '@/components/ui/button';
import { catalogueRecords } from '../api/catalogue-records';
import { getCatalogueQueryOptions } from '../api/get-catalogue';
import { getCatalogueColumns } from './catalogue-columns';
import { catalogueForm, catalogueNames } from './catalogue-form';
import { CatalogueImportSteps } from './catalogue-import-dialog';
import type { CatalogueSearch } from './catalogue-search';

/** /database/keyword-database: the catalogue the search bot answers from. */
export function CataloguePage(route: ListRouteProps<CatalogueSearch>) {
  const { t } = useTranslation('searchBotDatabase');
  const list = useRecordList<CatalogueEntry>();
  const [importOpen, setImportOpen] = useState(false);
  const columns = useMemo(() => getCatalogueColumns(t, list.rows), [t, list.rows]);
  const toolbar = useListToolbar(CATALOGUE_LIST, t, (t) => ({
    facets: {
      category: { title: t('catalogue.columns.category'), label: (category) => t(`category.${category}`) },
      tier: { title: t('catalogue.columns.tier'), label: (tier) => t(`tier.${tier}`) },
      status: { title: t('catalogue.columns.status'), label: (status) => t(`status.${status}`) },
    },
    dates: t('common.createdDate'),
  }));

  return (
    <RecordList
      list={list}
      columns={columns}
      {...toolbar}
      {...route}
      queryOptions={getCatalogueQueryOptions}
      listId="catalogue"
      collection={catalogueRecords}
      rowName={(entry) => entry.display_name}
      exportList={{ type: 'keyword-database', selection: true }}
      initialColumnVisibility={{ created_by: false, updated_at: false }}
      actions={
        <Button size="sm" variant="outline" className="h-8" onClick={() => setImportOpen(true)}>
          <UploadIcon aria-hidden="true" />
          {t('catalogue.import')}
        </Button>
      }
      words={{ t, prefix: 'catalogue.' }}
      names={catalogueNames}
      form={catalogueForm}
    >
      <FreshDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        className="sm:max-w-3xl"
        title={t('catalogue.importDialog.title')}
        description={t('catalogue.importDialog.description')}
        steps={CatalogueImportSteps}
      />
    </RecordList>
  );
}
