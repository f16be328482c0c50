import { Fragment, useMemo, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { BulkDeleteAction } from '@/components/bulk-delete-action';
import type { RecordRowHandlers } from '@/components/data-table/columns';
import type { TableSearch } from '@/components/data-table/table-search';
import { ListPage, type ListPageProps } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { RecordDeleteDialog, deleteWording, useRecordDelete, type Translate } from '@/components/record-delete-dialog';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { Button } from '@/components/ui/button';
import type { RecordCollection } from '@/lib/record-collection';
import { useRowDialog } from '@/lib/use-row-dialog';

/**
 * The dialogs of a record list (add, edit, delete) and the row handlers that open them; build the columns
 * with `rows` (it stays the same object, so the columns are built once per language).
 */
export function useRecordList<T>() {
  const dialog = useRowDialog<T>();
  const { openDialog } = dialog;
  const rows = useMemo<RecordRowHandlers<T>>(
    () => ({ onEdit: (row) => openDialog('edit', row), onDelete: (row) => openDialog('delete', row) }),
    [openDialog],
  );
  return { ...dialog, rows };
}

export type RecordListState<T> = ReturnType<typeof useRecordList<T>>;

/** The add/edit dialog of a list's records. */
export interface RecordListForm<T> {
  /** The record's form (none: a new record); `onDone` closes the dialog once saved. */
  render: (record: T | undefined, onDone: () => void) => ReactNode;
  /** Width (and scrolling) of the dialog. */
  className: string;
  /** Instead of `<prefix>form.addDescription`. */
  addDescription?: string;
}

/** The section's `t` and the prefix of its record texts (`'client.'`, or `''` in a namespace of its own). */
export interface RecordWords {
  t: Translate;
  prefix: string;
}

/** The toasts of a record's add/edit form: `<prefix>toast.created` / `updated`, or `createFailed` / `updateFailed` with the reason. */
export function saveToasts({ t, prefix }: RecordWords, editing: boolean) {
  const [done, failed] = editing ? ['updated', 'updateFailed'] : ['created', 'createFailed'];
  return {
    success: () => t(`${prefix}toast.${done}`),
    failure: (reason: string) => t(`${prefix}toast.${failed}`, { reason }),
  };
}

/** The add/edit and delete dialogs of a section's records, and how they word them. */
export interface RecordDialogsProps<T extends { id: number }> {
  list: RecordListState<T>;
  /** Where the records live: a row's Delete removes it from there. */
  collection: RecordCollection;
  /**
   * The section's texts: `<prefix>add`, `<prefix>form.addTitle` / `editTitle` / `addDescription` /
   * `editDescription`, `<prefix>delete.title` / `description`, `<prefix>toast.deleted` / `deleteFailed`.
   */
  words: RecordWords;
  /** What the edit and delete dialogs call the record (`{ name }`, `{ email }`…). */
  names: (row: T) => Record<string, unknown>;
  /** Instead of `<prefix>delete.description` with the names. */
  deleteDescription?: (row: T) => string;
  /** The add/edit dialog; none until the form can be shown. */
  form: RecordListForm<T> | undefined;
  /** After a successful delete, e.g. leave the detail page of the deleted record. */
  onDeleted?: () => void;
}

/** The add/edit dialog (its form keyed by the record, so every opening starts afresh) and the delete dialog of a record. */
export function RecordDialogs<T extends { id: number }>({
  list,
  collection,
  words: { t, prefix },
  names,
  deleteDescription,
  form,
  onDeleted,
}: RecordDialogsProps<T>) {
  const removal = useRecordDelete(collection);
  const rowOf = (kind: 'edit' | 'delete') => (list.kind === kind ? list.row : undefined);
  const editing = rowOf('edit');
  return (
    <>
      {form && (
        <RecordFormDialog
          open={list.isOpen('create') || list.isOpen('edit')}
          onOpenChange={list.onOpenChange}
          className={form.className}
          title={t(`${prefix}form.${editing ? 'editTitle' : 'addTitle'}`)}
          description={
            editing
              ? t(`${prefix}form.editDescription`, names(editing))
              : (form.addDescription ?? t(`${prefix}form.addDescription`))
          }
        >
          <Fragment key={editing?.id ?? 'new'}>{form.render(editing, () => list.onOpenChange(false))}</Fragment>
        </RecordFormDialog>
      )}
      <RecordDeleteDialog
        open={list.isOpen('delete')}
        onOpenChange={list.onOpenChange}
        record={rowOf('delete')}
        {...removal}
        wording={(row) =>
          deleteWording(t, prefix, deleteDescription?.(row) ?? t(`${prefix}delete.description`, names(row)))
        }
        onDeleted={onDeleted}
      />
    </>
  );
}

interface RecordListProps<T extends { id: number }, S extends TableSearch, TKey extends QueryKey>
  extends Omit<ListPageProps<T, S, TKey>, 'bulk' | 'actions' | 'header'>, Omit<RecordDialogsProps<T>, 'onDeleted'> {
  /** Instead of the PageHeader with `<prefix>title` and `<prefix>description`. */
  header?: ReactNode;
  /** Words a row's checkbox for a screen reader. */
  rowName: (row: T) => string;
  /** Rows that may not be selected; every row by default. */
  canSelect?: (row: T) => boolean;
  /** Actions on the selection before its Delete. */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  addDisabled?: boolean;
  /** Page actions before Add. */
  actions?: ReactNode;
}

/**
 * A section's list of records: header, the data table with selection (Delete and the page's bulk actions),
 * Add, and the add/edit and delete dialogs of its rows. Rows are identified by their `id`; the search box
 * says `<prefix>searchPlaceholder` unless the page words it otherwise.
 */
export function RecordList<T extends { id: number }, S extends TableSearch, TKey extends QueryKey = QueryKey>({
  header,
  rowName,
  canSelect,
  bulkActions,
  addDisabled,
  actions,
  children,
  list,
  collection,
  words,
  names,
  deleteDescription,
  form,
  ...table
}: RecordListProps<T, S, TKey>) {
  const { t, prefix } = words;
  const add = (
    <Button size="sm" className="h-8" onClick={() => list.openDialog('create')} disabled={addDisabled}>
      <PlusIcon aria-hidden="true" />
      {t(`${prefix}add`)}
    </Button>
  );
  return (
    <ListPage
      header={header ?? <PageHeader title={t(`${prefix}title`)} description={t(`${prefix}description`)} />}
      searchPlaceholder={t(`${prefix}searchPlaceholder`)}
      {...table}
      bulk={{
        rowName,
        canSelect,
        actions: (selected, clear) => (
          <>
            {bulkActions?.(selected, clear)}
            <BulkDeleteAction collection={collection} selected={selected} onDone={clear} />
          </>
        ),
      }}
      actions={
        actions ? (
          <div className="flex gap-2">
            {actions}
            {add}
          </div>
        ) : (
          add
        )
      }
    >
      <RecordDialogs
        list={list}
        collection={collection}
        words={words}
        names={names}
        deleteDescription={deleteDescription}
        form={form}
      />
      {children}
    </ListPage>
  );
}
