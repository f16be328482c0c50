import { flexRender, type Cell, type Row, type Table as ReactTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { LIST_ROW, LIST_ROWS, mark } from '@/lib/page-regions';
import { cn } from '@/lib/utils';
import { ACTIONS_COLUMN_ID } from './columns';
import { DataTableError, type GridStatus } from './data-table-states';
import { DataTableSortMenu } from './data-table-sort-menu';
import { SELECT_COLUMN_ID } from './data-table-selection';

function columnTitle<TData>(cell: Cell<TData, unknown>): string {
  return cell.column.columnDef.meta?.title ?? cell.column.id;
}

/**
 * A card has no column to keep in line: what a table cell keeps on one line (`whitespace-nowrap`,
 * `truncate`) wraps here rather than run past the screen.
 */
const WRAP = 'min-w-0 break-words [&_*]:whitespace-normal';

/**
 * One row as a card: its checkbox, its first column as the title and its row actions on top, then the
 * other shown columns as name and value. The column choice of View applies, so staff pick the fields.
 */
function RowCard<TData>({ row }: { row: Row<TData> }) {
  const cells = row.getVisibleCells();
  const select = cells.find((cell) => cell.column.id === SELECT_COLUMN_ID);
  const actions = cells.find((cell) => cell.column.id === ACTIONS_COLUMN_ID);
  const [title, ...fields] = cells.filter((cell) => cell !== select && cell !== actions);
  const render = (cell: Cell<TData, unknown>) => flexRender(cell.column.columnDef.cell, cell.getContext());
  return (
    <li
      {...mark(LIST_ROW)}
      data-state={row.getIsSelected() ? 'selected' : undefined}
      className="rounded-md border bg-card p-3 text-sm data-[state=selected]:border-primary data-[state=selected]:ring-1 data-[state=selected]:ring-primary"
    >
      <div className="flex items-start gap-2">
        {select && <div className="pt-0.5">{render(select)}</div>}
        {title && (
          <div data-column={title.column.id} className={cn(WRAP, 'flex-1 pt-0.5 font-medium')}>
            {render(title)}
          </div>
        )}
        {actions && <div data-column={actions.column.id}>{render(actions)}</div>}
      </div>
      {fields.length > 0 && (
        <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5">
          {fields.map((cell) => (
            <div key={cell.id} className="contents">
              <dt className="text-muted-foreground">{columnTitle(cell)}</dt>
              <dd data-column={cell.column.id} className={WRAP}>
                {render(cell)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

function CardPlaceholders({ count }: { count: number }) {
  const { t } = useTranslation('table');
  return Array.from({ length: count }, (_, index) => (
    <li key={index} aria-hidden={index > 0 ? true : undefined} className="flex flex-col gap-2 rounded-md border p-3">
      {index === 0 && <span className="sr-only">{t('states.loading')}</span>}
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </li>
  ));
}

function CardsMessage({ status }: { status: GridStatus }) {
  const { t } = useTranslation('table');
  if (!status.error)
    return (
      <div className="rounded-md border px-3 py-8 text-center text-sm">{status.empty ?? t('states.noResults')}</div>
    );
  return <DataTableError {...status.error} className="rounded-md border py-8 text-center text-sm" />;
}

/**
 * A list on a phone: each row a card instead of a table row to scroll sideways. The column headers'
 * sort menus and the page checkbox move above the cards.
 */
export function DataTableCards<TData>({ table, status }: { table: ReactTable<TData>; status: GridStatus }) {
  const { t } = useTranslation('table');
  const rows = table.getRowModel().rows;
  const selectPage = table.getHeaderGroups()[0]?.headers.find((header) => header.column.id === SELECT_COLUMN_ID);
  const empty = !status.loading && (status.error !== undefined || rows.length === 0);
  return (
    <div {...mark(LIST_ROWS)} className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        {selectPage && (
          <div className="flex items-center gap-2 pl-3">
            {flexRender(selectPage.column.columnDef.header, selectPage.getContext())}
            <span className="text-sm text-muted-foreground" aria-hidden="true">
              {t('selection.page')}
            </span>
          </div>
        )}
        <DataTableSortMenu table={table} />
      </div>
      {empty ? (
        <CardsMessage status={status} />
      ) : (
        <ul
          aria-label={t('cards.label')}
          aria-busy={status.busy}
          className={cn('flex flex-col gap-2', status.stale && 'opacity-60 transition-opacity')}
        >
          {status.loading ? (
            <CardPlaceholders count={Math.min(status.skeletonRows, 5)} />
          ) : (
            rows.map((row) => <RowCard key={row.id} row={row} />)
          )}
        </ul>
      )}
    </div>
  );
}
