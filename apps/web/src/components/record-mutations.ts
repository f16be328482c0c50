import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { dataSchema } from '@backoffice/contract';
import type { RecordCollection } from '@/lib/record-collection';

/**
 * Add and edit of a collection's records, as every collection takes them: `POST <path>` with the new record
 * and `PATCH <path>/<id>` with the fields that changed. Each answers `{ data: record }`, checked by the
 * record's contract schema, and refreshes the lists the collection shows in.
 */
export function useRecordMutations<TRecord, TCreate, TUpdate = never>(
  collection: RecordCollection,
  record: z.ZodMiniType<TRecord>,
) {
  const queryClient = useQueryClient();
  const answer = dataSchema(record);
  const parse = (data: unknown): TRecord => (answer.parse(data) as { data: TRecord }).data;
  const refresh = () => Promise.all(collection.shownIn.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const create = useMutation({
    mutationFn: (body: TCreate) => collection.api.post(collection.path, body, { parse }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TUpdate }) =>
      collection.api.patch(`${collection.path}/${id}`, changes, { parse }),
    onSuccess: refresh,
  });
  return { create, update };
}
