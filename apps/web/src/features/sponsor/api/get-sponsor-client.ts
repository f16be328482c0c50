import { queryOptions } from '@tanstack/react-query';
import { dataSchema, sponsorClientSchema, type SponsorClient } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

const clientAnswerSchema = dataSchema(sponsorClientSchema);

/** GET /v1/sponsor-client/{id} */
export async function getSponsorClient(id: number, signal?: AbortSignal): Promise<SponsorClient> {
  const answer = await appApi.get(`/v1/sponsor-client/${id}`, { signal, parse: (body) => clientAnswerSchema.parse(body) });
  return answer.data;
}

export function getSponsorClientQueryOptions(id: number) {
  return queryOptions({ queryKey: sponsorKeys.client(id), queryFn: ({ signal }) => getSponsorClient(id, signal) });
}
