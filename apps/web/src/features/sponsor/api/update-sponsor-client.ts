import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, sponsorClientSchema, type SponsorClient, type UpdateSponsorClient } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

const clientAnswerSchema = dataSchema(sponsorClientSchema);

export interface UpdateSponsorClientInput {
  id: number;
  changes: UpdateSponsorClient;
}

/** PATCH /v1/sponsor-client/{id} */
export async function updateSponsorClient({ id, changes }: UpdateSponsorClientInput): Promise<SponsorClient> {
  const answer = await appApi.patch(`/v1/sponsor-client/${id}`, changes, { parse: (data) => clientAnswerSchema.parse(data) });
  return answer.data;
}

export function useUpdateSponsorClient() {
  const queryClient = useQueryClient();
  // A renamed client shows under its new name on its sponsors as well.
  return useMutation({ mutationFn: updateSponsorClient, onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.all }) });
}
