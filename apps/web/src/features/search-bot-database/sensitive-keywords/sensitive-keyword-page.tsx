import { useMemo, useState } from 'react';
import { ListPlusIcon, PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SENSITIVE_KEYWORD_LIST, type SensitiveKeyword } from '@backoffice/contract';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import { DataTable } from '@/components/data-table/data-table';
import { listToolbar } from '@/components/data-table/list-toolbar';
import type { SearchChangeFn } from '@/components/data-table/use-table-url-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useRowDialog } from '@/lib/use-row-dialog';
import { getSensitiveKeywordsQueryOptions } from '../api/get-sensitive-keywords';
import { SensitiveKeywordBulkDialog } from './sensitive-keyword-bulk-dialog';
import { getSensitiveKeywordColumns } from './sensitive-keyword-columns';
import { SensitiveKeywordDeleteDialog } from './sensitive-keyword-delete-dialog';
import { SensitiveKeywordFormDialog } from './sensitive-keyword-form-dialog';
import type { SensitiveKeywordSearch } from './sensitive-keyword-search';
import { sensitiveKeywordRecords } from '../api/sensitive-keyword-records';

interface SensitiveKeywordPageProps {
  search: SensitiveKeywordSearch;
  onSearchChange: SearchChangeFn<SensitiveKeywordSearch>;
}

/** /database/sensitive-keyword: words that make the search bot refuse a query. */
export function SensitiveKeywordPage({ search, onSearchChange }: SensitiveKeywordPageProps) {
  const { t } = useTranslation('searchBotDatabase');
  const dialog = useRowDialog<SensitiveKeyword>();
  const { openDialog } = dialog;
  const [bulkOpen, setBulkOpen] = useState(false);

  const columns = useMemo(
    () => getSensitiveKeywordColumns(t, { onEdit: (keyword) => openDialog('edit', keyword), onDelete: (keyword) => openDialog('delete', keyword) }),
    [t, openDialog],
  );
  const toolbar = useMemo(
    () =>
      listToolbar(SENSITIVE_KEYWORD_LIST, {
        facets: { status: { title: t('sensitive.columns.status'), label: (status) => t(`status.${status}`) } },
        dates: t('common.createdDate'),
      }),
    [t],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('sensitive.title')} description={t('sensitive.description')} />
      <DataTable
        columns={columns}
        {...toolbar}
        search={search}
        onSearchChange={onSearchChange}
        queryOptions={getSensitiveKeywordsQueryOptions}
        searchPlaceholder={t('sensitive.searchPlaceholder')}
        listId="sensitive-keyword"
        getRowId={(keyword) => String(keyword.id)}
        bulk={{
          rowName: (keyword) => keyword.keyword,
          actions: (selected, clear) => <BulkDeleteAction collection={sensitiveKeywordRecords} selected={selected} onDone={clear} />,
        }}
        exportList={{ type: 'sensitive-keyword', selection: true }}
        actions={
          <div className="flex gap-2">
            <Button size="sm" variant="outline" className="h-8" onClick={() => setBulkOpen(true)}>
              <ListPlusIcon aria-hidden="true" />
              {t('sensitive.bulkAdd')}
            </Button>
            <Button size="sm" className="h-8" onClick={() => openDialog('create')}>
              <PlusIcon aria-hidden="true" />
              {t('sensitive.add')}
            </Button>
          </div>
        }
      />
      <SensitiveKeywordFormDialog open={dialog.isOpen('create') || dialog.isOpen('edit')} onOpenChange={dialog.onOpenChange} keyword={dialog.kind === 'edit' ? dialog.row : undefined} />
      <SensitiveKeywordDeleteDialog open={dialog.isOpen('delete')} onOpenChange={dialog.onOpenChange} keyword={dialog.kind === 'delete' ? dialog.row : undefined} />
      <SensitiveKeywordBulkDialog open={bulkOpen} onOpenChange={setBulkOpen} />
    </div>
  );
}
