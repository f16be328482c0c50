import { useMutation } from '@tanstack/react-query';
import { catalogueImportPreviewSchema, type CatalogueImportPreview } from '@backoffice/contract';
import { appApi } from '@/lib/http';

/** POST /v1/catalogue/import/preview — what importing this CSV text would do; writes nothing. */
export async function previewCatalogueImport(csv: string): Promise<CatalogueImportPreview> {
  const answer = await appApi.post(
    '/v1/catalogue/import/preview',
    { csv },
    { parse: (data) => catalogueImportPreviewSchema.parse(data) },
  );
  return answer.data;
}

export function usePreviewCatalogueImport() {
  return useMutation({ mutationFn: previewCatalogueImport });
}
