import { useState } from 'react';
import type { Table } from '@tanstack/react-table';
import { BookmarkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { msg } from '@backoffice/contract';
import { TextField } from '@/components/form-fields';
import { RecordForm, RecordFormDialog } from '@/components/record-form-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { notify } from '@/lib/toast';
import { useRecordForm, useRecordSave } from '@/lib/use-record-save';
import type { TableSearch } from './table-search';
import {
  deleteView,
  readViews,
  saveView,
  searchForView,
  VIEW_NAME_MAX,
  viewSearch,
  type SavedView,
} from './saved-views';

interface SavedViewsProps<TData, S extends TableSearch> {
  listId: string;
  table: Table<TData>;
  search: S;
  onSearchChange: (next: S) => void;
}

/** "Views": the user's named views of this list, to open again in one click, and "Save current view…". */
export function DataTableSavedViews<TData, S extends TableSearch>({
  listId,
  table,
  search,
  onSearchChange,
}: SavedViewsProps<TData, S>) {
  const { t } = useTranslation('table');
  const [views, setViews] = useState<SavedView[]>(() => readViews(listId));
  const [naming, setNaming] = useState(false);

  function open(view: SavedView) {
    table.setColumnVisibility(view.columns);
    onSearchChange(searchForView(search, view));
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="h-8">
            <BookmarkIcon aria-hidden="true" />
            {t('views.button')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel>{t('views.saved')}</DropdownMenuLabel>
          {views.length === 0 && <p className="px-2 py-1.5 text-sm text-muted-foreground">{t('views.none')}</p>}
          {views.map((view) => (
            <DropdownMenuItem key={view.name} onSelect={() => open(view)}>
              {view.name}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setNaming(true)}>{t('views.save')}</DropdownMenuItem>
          {views.length > 0 && (
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>{t('views.delete')}</DropdownMenuSubTrigger>
              <DropdownMenuSubContent>
                {views.map((view) => (
                  <DropdownMenuItem
                    key={view.name}
                    onSelect={() => {
                      setViews(deleteView(listId, view.name));
                      notify.success(t('views.deleted', { name: view.name }));
                    }}
                  >
                    {view.name}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuSubContent>
            </DropdownMenuSub>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <RecordFormDialog
        open={naming}
        onOpenChange={setNaming}
        className="sm:max-w-sm"
        title={t('views.saveTitle')}
        description={t('views.saveDescription')}
      >
        <SaveViewForm
          onSave={(name) => {
            setViews(
              saveView(listId, { name, search: viewSearch(search), columns: table.getState().columnVisibility }),
            );
            return name;
          }}
          onDone={() => setNaming(false)}
        />
      </RecordFormDialog>
    </>
  );
}

const viewNameSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, msg('required')), z.maxLength(VIEW_NAME_MAX, msg('max_length', VIEW_NAME_MAX))),
});

function SaveViewForm({ onSave, onDone }: { onSave: (name: string) => string; onDone: () => void }) {
  const { t } = useTranslation('table');
  const form = useRecordForm(viewNameSchema, { name: '' });
  const onSubmit = useRecordSave({
    form,
    save: async (values) => onSave(values.name),
    success: (name) => t('views.savedToast', { name }),
    failure: (reason) => reason,
    fields: ['name'],
    onDone,
  });
  return (
    <RecordForm form={form} onSubmit={onSubmit} cancelLabel={t('views.cancel')} submitLabel={t('views.submit')}>
      <TextField control={form.control} name="name" label={t('views.name')} />
    </RecordForm>
  );
}
