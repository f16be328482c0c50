import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueImportResultSchema } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { searchBotDatabaseKeys } from './query-keys';

/** POST /v1/catalogue/import — every row in one transaction, or nothing; answers how many rows. */
export async function importCatalogue(csv: string): Promise<number> {
  const answer = await appApi.post(
    '/v1/catalogue/import',
    { csv },
    { parse: (data) => catalogueImportResultSchema.parse(data) },
  );
  return answer.data.imported;
}

export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalogue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchBotDatabaseKeys.catalogue }),
  });
}
