import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/http';

/**
 * A collection of records the console deletes, as the API names it: its path, the client that reaches
 * it, and the lists its changes show in. Bulk delete and restore (the undo of a delete) are the same two
 * calls on every collection: `POST <path>/bulk-delete` and `POST <path>/restore` with `{ ids }`, each all
 * or nothing (docs/architecture.md, "Bulk actions and undo").
 */
export interface RecordCollection {
  api: ApiClient;
  /** `/v1/keyword/forward`, `/v1/roles`… */
  path: string;
  /** The queries to refresh once records are deleted or restored. */
  shownIn: readonly QueryKey[];
  /** Deleted records come back with Undo; false where a delete removes a file too (exports). */
  restorable: boolean;
}

function bulkDelete(collection: RecordCollection, ids: readonly number[]): Promise<unknown> {
  return collection.api.post(`${collection.path}/bulk-delete`, { ids });
}

function restoreRecords(collection: RecordCollection, ids: readonly number[]): Promise<unknown> {
  return collection.api.post(`${collection.path}/restore`, { ids });
}

/** Bulk delete and restore of a collection, each refreshing the lists it shows in. */
export function useRecordCollection(collection: RecordCollection) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(collection.shownIn.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const remove = useMutation({
    mutationFn: (ids: readonly number[]) => bulkDelete(collection, ids),
    onSuccess: refresh,
  });
  const restore = useMutation({
    mutationFn: (ids: readonly number[]) => restoreRecords(collection, ids),
    onSuccess: refresh,
  });
  return { remove, restore };
}
