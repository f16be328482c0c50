import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, sponsorClientSchema, type CreateSponsorClient, type SponsorClient } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

const clientAnswerSchema = dataSchema(sponsorClientSchema);

/** POST /v1/sponsor-client; 409 SPONSOR_CLIENT_NAME_ALREADY_USED for a name in use. */
export async function createSponsorClient(body: CreateSponsorClient): Promise<SponsorClient> {
  const answer = await appApi.post('/v1/sponsor-client', body, { parse: (data) => clientAnswerSchema.parse(data) });
  return answer.data;
}

export function useCreateSponsorClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSponsorClient, onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.all }) });
}
