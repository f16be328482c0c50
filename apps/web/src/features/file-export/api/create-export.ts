import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportSchema, type CreateExport, type Export } from '@backoffice/contract';
import * as z from 'zod/mini';
import { appApi } from '@/lib/http';
import { exportKeys } from './query-keys';

const createdExportSchema = z.object({ data: exportSchema });

/** POST /v1/exports → 202 with the Pending job. */
export async function createExport(body: CreateExport): Promise<Export> {
  const answer = await appApi.post('/v1/exports', body, { parse: (data) => createdExportSchema.parse(data) });
  return answer.data;
}

export function useCreateExport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createExport, onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.all }) });
}
