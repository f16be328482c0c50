import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_LIST, type Keyword, type KeywordType } from '@backoffice/contract';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import { DataTable } from '@/components/data-table/data-table';
import { listToolbar } from '@/components/data-table/list-toolbar';
import type { SearchChangeFn } from '@/components/data-table/use-table-url-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useRowDialog } from '@/lib/use-row-dialog';
import { keywordsQueryOptionsFor } from './api/get-keywords';
import { keywordRecords } from './api/keyword-records';
import { getKeywordColumns } from './keyword-columns';
import { KeywordBulkStatus } from './keyword-bulk-status';
import { KeywordDeleteDialog } from './keyword-delete-dialog';
import { KeywordFormDialog } from './keyword-form-dialog';
import type { KeywordSearch } from './keyword-search';

interface KeywordPageProps {
  type: KeywordType;
  search: KeywordSearch;
  onSearchChange: SearchChangeFn<KeywordSearch>;
}

/** /keyword/forward and /keyword/restrict: one page, parameterised by the keyword type. */
export function KeywordPage({ type, search, onSearchChange }: KeywordPageProps) {
  const { t } = useTranslation('keyword');
  const dialog = useRowDialog<Keyword>();
  const { openDialog } = dialog;

  const columns = useMemo(
    () =>
      getKeywordColumns(t, type, {
        onEdit: (keyword) => openDialog('edit', keyword),
        onDelete: (keyword) => openDialog('delete', keyword),
      }),
    [t, type, openDialog],
  );
  const queryOptions = useMemo(() => keywordsQueryOptionsFor(type), [type]);
  const toolbar = useMemo(
    () =>
      listToolbar(KEYWORD_LIST, {
        facets: {
          status: { title: t('columns.status'), label: (status) => t(`status.${status}`) },
        },
        dates: t('createdDate'),
      }),
    [t],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t(`title.${type}`)} description={t(`description.${type}`)} />
      <DataTable
        // A new type is a new list: nothing of the other type's table state carries over.
        key={type}
        columns={columns}
        {...toolbar}
        search={search}
        onSearchChange={onSearchChange}
        queryOptions={queryOptions}
        searchPlaceholder={t('searchPlaceholder')}
        listId={`keyword-${type}`}
        getRowId={(keyword) => String(keyword.id)}
        bulk={{
          rowName: (keyword) => keyword.keyword,
          actions: (selected, clear) => (
            <>
              <KeywordBulkStatus type={type} selected={selected} onDone={clear} />
              <BulkDeleteAction collection={keywordRecords(type)} selected={selected} onDone={clear} />
            </>
          ),
        }}
        exportList={{ type: `keyword-${type}` as const, selection: true }}
        // Eleven columns and the selection box do not fit a laptop screen; "Created By" and "Updated At" are one
        // click away under View.
        initialColumnVisibility={{ created_by: false, updated_at: false }}
        actions={
          <Button size="sm" className="h-8" onClick={() => openDialog('create')}>
            <PlusIcon aria-hidden="true" />
            {t('add')}
          </Button>
        }
      />
      <KeywordFormDialog
        type={type}
        open={dialog.isOpen('create') || dialog.isOpen('edit')}
        onOpenChange={dialog.onOpenChange}
        keyword={dialog.kind === 'edit' ? dialog.row : undefined}
      />
      <KeywordDeleteDialog type={type} open={dialog.isOpen('delete')} onOpenChange={dialog.onOpenChange} keyword={dialog.kind === 'delete' ? dialog.row : undefined} />
    </div>
  );
}
