import { describe, expect, it } from 'vitest';
import { EXPORT_POLL_MS, type Export, type Paged } from '@backoffice/contract';
import { pollWhilePending } from './get-exports';

function job(id: number, status: Export['status']): Export {
  return {
    id,
    name: `Export ${id}`,
    type: 'role',
    format: 'csv',
    status,
    progress: { done: 0, total: 10 },
    row_count: null,
    file_size: null,
    created_by: 'admin@example.com',
    created_at: '2026-11-22T10:15:00.000Z',
    completed_at: null,
    expires_at: null,
    error: null,
  };
}

function page(...jobs: Export[]): Paged<Export> {
  return { data: { data: jobs, total_item_count: jobs.length, total_page_count: 1 } };
}

describe('the export list', () => {
  it('refreshes while an export on the page is Pending, and stops once none is', () => {
    expect(pollWhilePending(page(job(1, 'Completed'), job(2, 'Pending')))).toBe(EXPORT_POLL_MS);
    expect(pollWhilePending(page(job(1, 'Completed'), job(2, 'Failed'), job(3, 'Expired')))).toBe(false);
    expect(pollWhilePending(undefined)).toBe(false);
  });
});
