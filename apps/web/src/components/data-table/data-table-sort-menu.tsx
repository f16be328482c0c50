import type { Table } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpIcon, ArrowUpDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const ASCENDING = 'asc';
const DESCENDING = 'desc';

/**
 * The sort of a list shown as cards, where no column header carries it: the column to sort by and the
 * order, the same sort the headers' menus set (kept in the address like theirs).
 */
export function DataTableSortMenu<TData>({ table }: { table: Table<TData> }) {
  const { t } = useTranslation('table');
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
  if (sortable.length === 0) return null;
  const [current] = table.getState().sorting;
  const currentColumn = current && table.getColumn(current.id);
  const titleOf = (id: string) => table.getColumn(id)?.columnDef.meta?.title ?? id;
  const Icon = !current ? ArrowUpDownIcon : current.desc ? ArrowDownIcon : ArrowUpIcon;
  const sortBy = (id: string, desc: boolean) => table.setSorting([{ id, desc }]);

  return (
    // Not modal: the cards stay in the accessibility tree while the menu is open (a modal menu hides them
    // with aria-hidden while their controls stay focusable), and a tap outside closes it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="ml-auto h-8">
          <Icon aria-hidden="true" />
          {currentColumn ? t('sort.by', { column: titleOf(currentColumn.id) }) : t('sort.button')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[60vh] overflow-y-auto">
        <DropdownMenuLabel>{t('sort.column')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current?.id ?? ''} onValueChange={(id) => sortBy(id, current?.desc ?? false)}>
          {sortable.map((column) => (
            <DropdownMenuRadioItem key={column.id} value={column.id} onSelect={(event) => event.preventDefault()}>
              {titleOf(column.id)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t('sort.order')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current ? (current.desc ? DESCENDING : ASCENDING) : ''}
          onValueChange={(order) => current && sortBy(current.id, order === DESCENDING)}
        >
          <DropdownMenuRadioItem value={ASCENDING} disabled={!current}>
            <ArrowUpIcon aria-hidden="true" />
            {t('column.asc')}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value={DESCENDING} disabled={!current}>
            <ArrowDownIcon aria-hidden="true" />
            {t('column.desc')}
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
