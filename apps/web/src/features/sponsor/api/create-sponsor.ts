import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, sponsorSchema, type CreateSponsor, type Sponsor } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

const sponsorAnswerSchema = dataSchema(sponsorSchema);

/** POST /v1/sponsor */
export async function createSponsor(body: CreateSponsor): Promise<Sponsor> {
  const answer = await appApi.post('/v1/sponsor', body, { parse: (data) => sponsorAnswerSchema.parse(data) });
  return answer.data;
}

export function useCreateSponsor() {
  const queryClient = useQueryClient();
  // The client's total sponsor changes too.
  return useMutation({ mutationFn: createSponsor, onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.all }) });
}
