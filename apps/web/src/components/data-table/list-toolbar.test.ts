import { describe, expect, it } from 'vitest';
import { defineList } from '@backoffice/contract';
import { listToolbar } from './list-toolbar';
import { listSearchSchema } from './table-search';

const LIST = defineList({
  search: ['name'],
  facets: { status: ['Active', 'Inactive'], owner_id: 'id' },
  sortable: ['name', 'created_at'],
  defaultSort: { field: 'created_at', direction: 'desc' },
});

describe('a list descriptor in the console', () => {
  it('reads its facets from the address bar under the API names, dropping what is not valid', () => {
    const schema = listSearchSchema(LIST);
    expect(schema.parse({ status: 'Active', owner_id: '4', sort: 'name' })).toMatchObject({
      status: 'Active',
      owner_id: 4,
      sort: 'name',
    });
    expect(schema.parse({ status: 'Gone', owner_id: 'x', sort: 'nope' })).toEqual({});
  });

  it('gives the toolbar one filter per facet in order, and the date filter over its created range', () => {
    const toolbar = listToolbar(LIST, {
      facets: {
        status: { title: 'Status', label: (status) => `is ${status}` },
        owner_id: { title: 'Owner', options: [{ value: 4, label: 'Ann' }] },
      },
      dates: 'Created',
    });
    expect(toolbar.sortable).toEqual(['name', 'created_at']);
    expect(toolbar.filters).toEqual([
      {
        id: 'status',
        title: 'Status',
        options: [
          { value: 'Active', label: 'is Active' },
          { value: 'Inactive', label: 'is Inactive' },
        ],
      },
      { id: 'owner_id', title: 'Owner', options: [{ value: 4, label: 'Ann' }] },
    ]);
    expect(toolbar.dateFilter).toEqual({ title: 'Created', params: { from: 'created_from', to: 'created_to' } });
  });
});
