import { useMutation } from '@tanstack/react-query';
import { exportDownloadLinkSchema } from '@backoffice/contract';
import { getRuntimeConfig } from '@/lib/config';
import { appApi } from '@/lib/http';

/** POST /v1/exports/{id}/download-link → a short-lived URL of the file, relative to the app API. */
export async function getDownloadLink(id: number): Promise<string> {
  const answer = await appApi.post(
    `/v1/exports/${id}/download-link`,
    {},
    { parse: (data) => exportDownloadLinkSchema.parse(data) },
  );
  return `${getRuntimeConfig().appApiUrl}${answer.data.url}`;
}

/**
 * Downloads by plain navigation: the browser streams the attachment to disk and the page stays, so a
 * large file never sits in the tab's memory.
 */
export function useDownloadExport() {
  return useMutation({
    mutationFn: getDownloadLink,
    onSuccess: (url) => window.location.assign(url),
  });
}
