import { describe, expect, it } from 'vitest';
import {
  exportFormSchema,
  defaultExportName,
  exportFilters,
  toCreateExport,
  type ExportFormInput,
} from './export-request';

const NOW = new Date(2026, 10, 22, 10, 15);

function parse(input: Partial<ExportFormInput>) {
  return exportFormSchema.safeParse({ name: '', all_data: false, range: {}, ...input });
}

function issues(input: Partial<ExportFormInput>) {
  const result = parse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the filters an export sends', () => {
  it('are the list query without its paging', () => {
    const filters = exportFilters({
      per_page: 20,
      current_page: 3,
      search: 'movies',
      created_at: 'desc',
      status: 'Active',
      category: ['Music', 'Bot'],
      created_from: '2026-11-01T00:00:00.000Z',
      tier: undefined,
    });
    expect(filters).toEqual({
      search: 'movies',
      created_at: 'desc',
      status: 'Active',
      category: ['Music', 'Bot'],
      created_from: '2026-11-01T00:00:00.000Z',
    });
  });
});

describe('the export form', () => {
  it("asks for a type with 'Select a type'", () => {
    expect(issues({ all_data: true })).toEqual([{ path: 'type', message: 'select_type' }]);
  });

  it('names every missing field at once', () => {
    expect(issues({})).toEqual([
      { path: 'type', message: 'select_type' },
      { path: 'range', message: 'fill_required' },
    ]);
  });

  it("asks for a date range with 'Please fill in all required fields' unless all data in view is chosen", () => {
    expect(issues({ type: 'sponsor-client' })).toEqual([{ path: 'range', message: 'fill_required' }]);
    expect(issues({ type: 'sponsor-client', range: { from: '2026-11-01' } })).toEqual([
      { path: 'range', message: 'fill_required' },
    ]);
    expect(issues({ type: 'sponsor-client', all_data: true })).toEqual([]);
    expect(issues({ type: 'sponsor-client', range: { preset: 'last7Days' } })).toEqual([]);
    expect(issues({ type: 'sponsor-client', range: { from: '2026-11-01', to: '2026-11-05' } })).toEqual([]);
  });

  it('refuses a name over 100 characters', () => {
    expect(issues({ type: 'role', all_data: true, name: 'x'.repeat(101) })).toEqual([
      { path: 'name', message: 'max_length:100' },
    ]);
  });
});

describe('the request body', () => {
  it('sends the range as the instants of whole local days', () => {
    const values = exportFormSchema.parse({
      type: 'chat-record',
      name: '  Week  ',
      all_data: false,
      range: { from: '2026-11-01', to: '2026-11-07' },
    });
    expect(toCreateExport(values, { bot_id: 3 }, NOW)).toEqual({
      type: 'chat-record',
      name: 'Week',
      filters: { bot_id: 3 },
      all_data: false,
      from: new Date(2026, 10, 1, 0, 0, 0, 0).toISOString(),
      to: new Date(2026, 10, 7, 23, 59, 59, 999).toISOString(),
    });
  });

  it('turns a preset into days counted from now', () => {
    const values = exportFormSchema.parse({ type: 'role', name: '', all_data: false, range: { preset: 'yesterday' } });
    expect(toCreateExport(values, {}, NOW)).toMatchObject({
      from: new Date(2026, 10, 21, 0, 0, 0, 0).toISOString(),
      to: new Date(2026, 10, 21, 23, 59, 59, 999).toISOString(),
    });
  });

  it('names a format other than CSV, and none for CSV', () => {
    const jsonl = exportFormSchema.parse({ type: 'audit-log', name: '', all_data: true, format: 'jsonl', range: {} });
    expect(toCreateExport(jsonl, { section: 'keyword' }, NOW)).toEqual({
      type: 'audit-log',
      filters: { section: 'keyword' },
      all_data: true,
      format: 'jsonl',
    });
    const csv = exportFormSchema.parse({ type: 'audit-log', name: '', all_data: true, range: {} });
    expect(csv.format).toBe('csv');
    expect(toCreateExport(csv, {}, NOW)).not.toHaveProperty('format');
  });

  it('sends no range and no empty name for all data in view', () => {
    const values = exportFormSchema.parse({ type: 'role', name: ' ', all_data: true, range: { preset: 'today' } });
    expect(toCreateExport(values, { search: 'dev' }, NOW)).toEqual({
      type: 'role',
      filters: { search: 'dev' },
      all_data: true,
    });
  });
});

describe('the default name', () => {
  it('is the list and the time it was taken', () => {
    expect(defaultExportName('Chat Records', NOW)).toBe('Chat Records 2026-11-22 10:15');
  });
});
