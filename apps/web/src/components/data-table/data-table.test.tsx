import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { Paged } from '@backoffice/contract';
import { DataTable, type DataTableProps } from './data-table';
import { DataTableColumnHeader } from './data-table-column-header';
import { SEARCH_DEBOUNCE_MS } from './data-table-search';
import type { ListParams } from './list-params';
import i18n from '@/lib/i18n';
import { storeUser } from '@/lib/session';
import type { TableSearch } from './table-search';
import { installDomPolyfills, renderWithProviders, SearchHarness } from './test-helpers';

interface Person {
  id: number;
  email: string;
  status: 'Active' | 'Inactive';
}

type Search = TableSearch & { status?: 'Active' | 'Inactive' };

const columns: ColumnDef<Person>[] = [
  {
    id: 'email',
    accessorKey: 'email',
    header: ({ column }) => <DataTableColumnHeader column={column} title="Email" />,
    meta: { title: 'Email' },
  },
  {
    id: 'status',
    accessorKey: 'status',
    header: ({ column }) => <DataTableColumnHeader column={column} title="Status" />,
    meta: { title: 'Status' },
  },
];

const PEOPLE: Person[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  email: `person${index + 1}@example.com`,
  status: index % 2 === 0 ? 'Active' : 'Inactive',
}));

/** A fake list endpoint: pages through PEOPLE and records every query it receives. */
function fakeList(people: Person[] = PEOPLE) {
  const calls: ListParams[] = [];
  const fetchPage = vi.fn(async (params: ListParams): Promise<Paged<Person>> => {
    calls.push(params);
    const size = Number(params.per_page);
    const page = Number(params.current_page);
    return {
      data: {
        data: people.slice((page - 1) * size, page * size),
        total_item_count: people.length,
        total_page_count: Math.ceil(people.length / size),
      },
    };
  });
  const factory = (params: ListParams) =>
    queryOptions({ queryKey: ['people', params], queryFn: () => fetchPage(params) });
  return { calls, fetchPage, factory, last: () => calls[calls.length - 1] };
}

function renderTable(
  factory: ReturnType<typeof fakeList>['factory'],
  initial: Search = {},
  onChange: (next: Search) => void = () => undefined,
  more: Pick<
    DataTableProps<Person, Search>,
    'listId' | 'bulk' | 'pageSearch' | 'searchLabel' | 'refresh' | 'fetchFailedMessage' | 'keepRowsOnFailure'
  > = {},
) {
  return renderWithProviders(
    <SearchHarness<Search> initial={initial} onChange={onChange}>
      {(search, setSearch) => (
        <DataTable
          columns={columns}
          sortable={['email']}
          search={search}
          onSearchChange={setSearch}
          queryOptions={factory}
          filters={[
            {
              id: 'status',
              title: 'Status',
              options: [
                { value: 'Active', label: 'Active' },
                { value: 'Inactive', label: 'Inactive' },
              ],
            },
          ]}
          dateFilter={{ title: 'Created date' }}
          getRowId={(person) => String(person.id)}
          {...more}
        />
      )}
    </SearchHarness>,
  );
}

/** Radix menus open on a primary-button pointer down, not on click. */
function openMenu(trigger: HTMLElement) {
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
}

beforeAll(installDomPolyfills);
afterEach(() => {
  vi.useRealTimers();
});

describe('DataTable', () => {
  it('shows skeleton rows, then the first page with totals', async () => {
    const list = fakeList();
    renderTable(list.factory);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('person1@example.com')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Total 25 rows')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByText('Rows per page')).toBeTruthy();
    expect(list.last()).toEqual({ per_page: 10, current_page: 1 });
  });

  it('pages with first / previous / next / last and writes the page to the URL', async () => {
    const list = fakeList();
    const changes: Search[] = [];
    renderTable(list.factory, {}, (next) => changes.push(next));
    await screen.findByText('person1@example.com');
    const first = screen.getByRole('button', { name: 'Go to first page' }) as HTMLButtonElement;
    const previous = screen.getByRole('button', { name: 'Go to previous page' }) as HTMLButtonElement;
    expect(first.disabled).toBe(true);
    expect(previous.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('person11@example.com')).toBeTruthy();
    expect(changes.at(-1)?.page).toBe(2);
    expect(list.last()).toMatchObject({ current_page: 2, per_page: 10 });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(await screen.findByText('person25@example.com')).toBeTruthy();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Go to first page' }));
    expect(await screen.findByText('person1@example.com')).toBeTruthy();
    // Page 1 is the default, so it leaves the URL.
    expect(changes.at(-1)?.page).toBeUndefined();
  });

  it('changes the page size from "Rows per page" and starts again at the first page', async () => {
    const list = fakeList();
    const changes: Search[] = [];
    renderTable(list.factory, { page: 2 }, (next) => changes.push(next));
    await screen.findByText('person11@example.com');
    openMenu(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '20', '30', '40', '50']);
    fireEvent.keyDown(screen.getByRole('option', { name: '30' }), { key: 'Enter' });
    expect(changes.at(-1)).toMatchObject({ size: 30, page: undefined });
    expect(await screen.findByText('person25@example.com')).toBeTruthy();
    expect(list.last()).toEqual({ per_page: 30, current_page: 1 });
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('opens on the page and size the URL holds', async () => {
    const list = fakeList();
    renderTable(list.factory, { page: 2, size: 20 });
    expect(await screen.findByText('person21@example.com')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(list.last()).toEqual({ per_page: 20, current_page: 2 });
  });

  it('goes to the last page when the URL points past the end', async () => {
    const list = fakeList();
    const changes: Search[] = [];
    renderTable(list.factory, { page: 9 }, (next) => changes.push(next));
    expect(await screen.findByText('person21@example.com')).toBeTruthy();
    expect(changes.at(-1)?.page).toBe(3);
  });

  it('says "No results." for an empty list', async () => {
    const list = fakeList([]);
    renderTable(list.factory);
    expect(await screen.findByText('No results.')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('shows the error with a retry that loads again', async () => {
    const list = fakeList();
    list.fetchPage.mockRejectedValueOnce(new Error('Something wrong please try again later'));
    renderTable(list.factory);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The list could not be loaded.')).toBeTruthy();
    expect(within(alert).getByText('Something wrong please try again later')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('person1@example.com')).toBeTruthy();
  });

  it('searches after typing pauses, from the first page', async () => {
    const list = fakeList();
    const changes: Search[] = [];
    renderTable(list.factory, { page: 2 }, (next) => changes.push(next));
    await screen.findByText('person11@example.com');
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search…' });
    fireEvent.change(box, { target: { value: 'per' } });
    fireEvent.change(box, { target: { value: 'person2' } });
    expect(changes).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    // One write for the whole burst of typing.
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ search: 'person2', page: undefined });
    await waitFor(() => expect(list.last()).toMatchObject({ search: 'person2', current_page: 1 }));
    expect((box as HTMLInputElement).value).toBe('person2');
  });

  it('searches the loaded page only for a list whose API does not search, and says so when nothing there matches', async () => {
    const list = fakeList();
    const changes: Search[] = [];
    const pageSearch = {
      textOf: (person: Person) => person.email,
      noMatch: (text: string) => `Nobody on this page matches “${text}”.`,
    };
    renderTable(list.factory, { search: 'PERSON1' }, (next) => changes.push(next), {
      pageSearch,
      searchLabel: 'Search people',
    });
    // Case aside, person1 and person10 of the ten loaded; the search is never sent.
    expect(await screen.findByText('person10@example.com')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(list.last()).toEqual({ per_page: 10, current_page: 1 });
    expect(screen.getByText('Total 25 rows')).toBeTruthy();

    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: 'person2' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    expect(changes.at(-1)).toMatchObject({ search: 'person2', page: undefined });
    expect(await screen.findByText('person2@example.com')).toBeTruthy();
    expect(list.calls).toHaveLength(1);

    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: 'person25' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    const empty = await screen.findByRole('cell', { name: /Nobody on this page matches “person25”\./ });
    expect(screen.queryByText('No results.')).toBeNull();
    fireEvent.click(within(empty).getByRole('button', { name: 'Search the next page' }));
    expect(changes.at(-1)).toMatchObject({ search: 'person25', page: 2 });
    await waitFor(() => expect(list.last()).toEqual({ per_page: 10, current_page: 2 }));
    fireEvent.click(
      within(await screen.findByRole('cell', { name: /Nobody on this page matches/ })).getByRole('button', {
        name: 'Clear search',
      }),
    );
    expect(changes.at(-1)).toMatchObject({ search: undefined, page: undefined });
    expect(await screen.findByText('person1@example.com')).toBeTruthy();
  });

  it("words a page that could not be loaded in the list's words, and loads the page again on Refresh", async () => {
    const list = fakeList();
    list.fetchPage.mockRejectedValueOnce(new Error('Something wrong please try again later'));
    renderTable(list.factory, {}, undefined, { fetchFailedMessage: 'Failed to fetch people', refresh: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch people')).toBeTruthy();
    expect(within(alert).queryByText('Something wrong please try again later')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('person1@example.com')).toBeTruthy();
    expect(list.fetchPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the rows as they were when a fetch fails, for a list whose failures are only logged', async () => {
    const list = fakeList();
    renderTable(list.factory, {}, undefined, { keepRowsOnFailure: true });
    await screen.findByText('person1@example.com');
    list.fetchPage.mockRejectedValueOnce(new Error('down'));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(list.fetchPage).toHaveBeenLastCalledWith({ per_page: 10, current_page: 2 }));
    await waitFor(() => expect(document.querySelector('table')?.getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByText('person1@example.com')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an empty list with a total of 0 when the first fetch of such a list fails', async () => {
    const list = fakeList();
    list.fetchPage.mockRejectedValueOnce(new Error('down'));
    renderTable(list.factory, {}, undefined, { keepRowsOnFailure: true });
    expect(await screen.findByText('No results.')).toBeTruthy();
    expect(screen.getByText('Total 0 rows')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sorts from the column menu (Asc / Desc), one column at a time', async () => {
    const list = fakeList();
    const changes: Search[] = [];
    renderTable(list.factory, { page: 2 }, (next) => changes.push(next));
    await screen.findByText('person11@example.com');

    openMenu(screen.getByRole('button', { name: 'Email: sort or hide' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Desc' }));
    expect(changes.at(-1)).toMatchObject({ sort: 'email', order: 'desc', page: undefined });
    await waitFor(() => expect(list.last()).toMatchObject({ email: 'desc', current_page: 1 }));
    expect(screen.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('descending');

    openMenu(screen.getByRole('button', { name: 'Email: sort or hide' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Asc' }));
    await waitFor(() => expect(list.last()).toMatchObject({ email: 'asc' }));
  });

  it('hides a column from its header menu and shows it again under View', async () => {
    const list = fakeList();
    renderTable(list.factory);
    await screen.findByText('person1@example.com');
    expect(screen.getByRole('columnheader', { name: /Status/ })).toBeTruthy();

    openMenu(screen.getByRole('button', { name: 'Status: sort or hide' }));
    // Not sortable: the menu offers only Hide.
    expect(screen.queryByRole('menuitem', { name: 'Asc' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Status/ })).toBeNull());

    openMenu(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByText('Toggle columns')).toBeTruthy();
    const item = screen.getByRole('menuitemcheckbox', { name: 'Status' });
    expect(item.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(item);
    // The menu stays open for more toggles; close it to read the table again.
    expect(item.getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(item, { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Status/ })).toBeTruthy());
  });

  it('filters by a facet and resets everything with Reset', async () => {
    const list = fakeList();
    const changes: Search[] = [];
    renderTable(list.factory, { sort: 'email', order: 'desc', search: 'person' }, (next) => changes.push(next));
    await screen.findByText('person1@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Inactive' }));
    expect(changes.at(-1)).toMatchObject({ status: 'Inactive', page: undefined });
    await waitFor(() => expect(list.last()).toMatchObject({ status: 'Inactive', email: 'desc', search: 'person' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(changes.at(-1)).toEqual({
      sort: undefined,
      order: undefined,
      search: undefined,
      status: undefined,
      page: undefined,
      size: undefined,
    });
    await waitFor(() => expect(list.last()).toEqual({ per_page: 10, current_page: 1 }));
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('filters by a date preset, sent as whole local days', async () => {
    const list = fakeList();
    const changes: Search[] = [];
    renderTable(list.factory, {}, (next) => changes.push(next));
    await screen.findByText('person1@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Created date' }));
    const presets = await screen.findByRole('group', { name: 'Date presets' });
    const labels = within(presets)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 14 days',
      'Last 30 days',
      'This Week',
      'Last Week',
      'This Month',
      'Last Month',
    ]);
    fireEvent.click(within(presets).getByRole('button', { name: 'Last 7 days' }));
    expect(changes.at(-1)).toMatchObject({ preset: 'last7Days', from: undefined, to: undefined });

    const now = new Date();
    const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6);
    const to = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
    await waitFor(() =>
      expect(list.last()).toMatchObject({ created_from: from.toISOString(), created_to: to.toISOString() }),
    );
    expect(screen.getByRole('button', { name: /Last 7 days/ })).toBeTruthy();
  });

  it('applies a custom range picked on the calendar', async () => {
    const list = fakeList();
    const changes: Search[] = [];
    renderTable(list.factory, {}, (next) => changes.push(next));
    await screen.findByText('person1@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Created date' }));
    // The calendar loads lazily on first open.
    const grids = await screen.findAllByRole('grid', {}, { timeout: 5000 });
    const days = within(grids[0] as HTMLElement).getAllByRole('button');
    const start = days[10] as HTMLElement;
    const end = days[12] as HTMLElement;
    fireEvent.click(start);
    fireEvent.click(end);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = changes.at(-1);
    expect(applied?.preset).toBeUndefined();
    expect(applied?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(applied?.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(list.last()?.created_from).toBeDefined());
  });

  it('speaks Chinese when the console does', async () => {
    await i18n.changeLanguage('zh-CN');
    try {
      const list = fakeList();
      renderTable(list.factory);
      await screen.findByText('person1@example.com');
      expect(screen.getByText('第 1 页，共 3 页')).toBeTruthy();
      expect(screen.getByText('每页行数')).toBeTruthy();
      expect(screen.getByText('共 25 行')).toBeTruthy();
      expect(screen.getByRole('button', { name: '前往下一页' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '显示设置' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });
  it('keeps the column choice per user and list: a hidden column stays hidden after a reload, for that user only', async () => {
    const user = (id: number) => ({
      id,
      username: `u${id}`,
      email: `u${id}@example.com`,
      role: { id: 1, name: 'Role', permissions: [] },
    });
    storeUser(user(7));
    const list = fakeList();
    const first = renderTable(list.factory, {}, undefined, { listId: 'people' });
    await screen.findByText('person1@example.com');
    openMenu(screen.getByRole('button', { name: 'Status: sort or hide' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Status/ })).toBeNull());
    first.unmount();

    const again = renderTable(list.factory, {}, undefined, { listId: 'people' });
    await screen.findByText('person1@example.com');
    expect(screen.queryByRole('columnheader', { name: /Status/ })).toBeNull();
    again.unmount();

    storeUser(user(8));
    renderTable(list.factory, {}, undefined, { listId: 'people' });
    await screen.findByText('person1@example.com');
    expect(screen.getByRole('columnheader', { name: /Status/ })).toBeTruthy();
  });

  it('selects rows for bulk actions: the count, the actions on exactly those rows, Clear, and none on another page', async () => {
    const list = fakeList();
    const acted: number[][] = [];
    renderTable(list.factory, {}, undefined, {
      bulk: {
        rowName: (person) => person.email,
        canSelect: (person) => person.id !== 2,
        actions: (selected, clear) => (
          <button
            type="button"
            onClick={() => {
              acted.push(selected.map((person) => person.id));
              clear();
            }}
          >
            Act
          </button>
        ),
      },
    });
    await screen.findByText('person1@example.com');
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Select person2@example.com' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select person1@example.com' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select person3@example.com' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Act' }));
    expect(acted).toEqual([[1, 3]]);
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();

    // The header box takes every selectable row of the page, and Clear empties the selection.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(within(screen.getByRole('region', { name: 'Selected rows' })).getByText('9 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select person4@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('person11@example.com');
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
  });
  it('saves the current view under a name and opens it again: search, filters, sort and columns', async () => {
    storeUser({ id: 21, username: 'v', email: 'v@example.com', role: { id: 1, name: 'Role', permissions: [] } });
    const list = fakeList();
    const changes: Search[] = [];
    renderTable(
      list.factory,
      { status: 'Inactive', sort: 'email', order: 'desc', search: 'person', page: 2 },
      (next) => changes.push(next),
      { listId: 'people-views' },
    );
    await screen.findByText('person11@example.com');
    openMenu(screen.getByRole('button', { name: 'Status: sort or hide' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide' }));

    openMenu(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText('No saved views yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Inactive people  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save view' })).toBeNull());

    // Somewhere else in the list (Reset shows the hidden column again), then back through the view.
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Status/ })).toBeTruthy());
    openMenu(screen.getByRole('button', { name: 'Views' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Inactive people' }));
    expect(changes.at(-1)).toEqual({
      status: 'Inactive',
      sort: 'email',
      order: 'desc',
      search: 'person',
      page: undefined,
    });
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Status/ })).toBeNull());
  });

  it('sets compact rows for every list of the user from View', async () => {
    storeUser({ id: 22, username: 'd', email: 'd@example.com', role: { id: 1, name: 'Role', permissions: [] } });
    const list = fakeList();
    renderTable(list.factory);
    await screen.findByText('person1@example.com');
    const table = () => document.querySelector('table[data-slot="table"]');
    expect(table()?.getAttribute('data-density')).toBe('comfortable');
    openMenu(screen.getByRole('button', { name: 'View' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Compact' }));
    await waitFor(() => expect(table()?.getAttribute('data-density')).toBe('compact'));
  });
});
