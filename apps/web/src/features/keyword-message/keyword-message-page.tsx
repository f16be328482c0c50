import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MESSAGE_LIST, type KeywordMessage } from '@backoffice/contract';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import { DataTable } from '@/components/data-table/data-table';
import { listToolbar } from '@/components/data-table/list-toolbar';
import type { SearchChangeFn } from '@/components/data-table/use-table-url-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useRowDialog } from '@/lib/use-row-dialog';
import { getKeywordMessagesQueryOptions } from './api/get-keyword-messages';
import { getKeywordMessageColumns } from './keyword-message-columns';
import { KeywordMessageDeleteDialog } from './keyword-message-delete-dialog';
import { KeywordMessageFormDialog } from './keyword-message-form-dialog';
import type { KeywordMessageSearch } from './keyword-message-search';
import { keywordMessageRecords } from './api/keyword-message-records';

interface KeywordMessagePageProps {
  search: KeywordMessageSearch;
  onSearchChange: SearchChangeFn<KeywordMessageSearch>;
}

/** /keyword-message: the bot's replies to forward keywords, with add, edit, delete and a preview. */
export function KeywordMessagePage({ search, onSearchChange }: KeywordMessagePageProps) {
  const { t } = useTranslation('keywordMessage');
  const dialog = useRowDialog<KeywordMessage>();
  const { openDialog } = dialog;

  const columns = useMemo(
    () =>
      getKeywordMessageColumns(t, {
        onEdit: (message) => openDialog('edit', message),
        onDelete: (message) => openDialog('delete', message),
      }),
    [t, openDialog],
  );
  const toolbar = useMemo(
    () =>
      listToolbar(KEYWORD_MESSAGE_LIST, {
        facets: {
          message_type: { title: t('columns.messageType'), label: (type) => t(`messageType.${type}`) },
          status: { title: t('columns.status'), label: (status) => t(`status.${status}`) },
        },
        dates: t('createdDate'),
      }),
    [t],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      <DataTable
        columns={columns}
        {...toolbar}
        search={search}
        onSearchChange={onSearchChange}
        queryOptions={getKeywordMessagesQueryOptions}
        searchPlaceholder={t('searchPlaceholder')}
        listId="keyword-message"
        getRowId={(message) => String(message.id)}
        bulk={{
          rowName: (message) => message.keyword,
          actions: (selected, clear) => <BulkDeleteAction collection={keywordMessageRecords} selected={selected} onDone={clear} />,
        }}
        exportList={{ type: 'keyword-message', selection: true }}
        // Keeps the actions in view on a laptop screen; "Updated At" is one click away under View.
        initialColumnVisibility={{ updated_at: false }}
        actions={
          <Button size="sm" className="h-8" onClick={() => openDialog('create')}>
            <PlusIcon aria-hidden="true" />
            {t('add')}
          </Button>
        }
      />
      <KeywordMessageFormDialog
        open={dialog.isOpen('create') || dialog.isOpen('edit')}
        onOpenChange={dialog.onOpenChange}
        message={dialog.kind === 'edit' ? dialog.row : undefined}
      />
      <KeywordMessageDeleteDialog open={dialog.isOpen('delete')} onOpenChange={dialog.onOpenChange} message={dialog.kind === 'delete' ? dialog.row : undefined} />
    </div>
  );
}
