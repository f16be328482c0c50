import { queryOptions } from '@tanstack/react-query';
import { dataSchema, sponsorSchema, type Sponsor } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

const sponsorAnswerSchema = dataSchema(sponsorSchema);

/** GET /v1/sponsor/{id} */
export async function getSponsor(id: number, signal?: AbortSignal): Promise<Sponsor> {
  const answer = await appApi.get(`/v1/sponsor/${id}`, { signal, parse: (body) => sponsorAnswerSchema.parse(body) });
  return answer.data;
}

export function getSponsorQueryOptions(id: number) {
  return queryOptions({ queryKey: sponsorKeys.sponsor(id), queryFn: ({ signal }) => getSponsor(id, signal) });
}
