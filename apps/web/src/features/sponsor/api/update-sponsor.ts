import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, sponsorSchema, type Sponsor, type UpdateSponsor } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { sponsorKeys } from './query-keys';

const sponsorAnswerSchema = dataSchema(sponsorSchema);

export interface UpdateSponsorInput {
  id: number;
  changes: UpdateSponsor;
}

/** PATCH /v1/sponsor/{id} — only the fields that changed. */
export async function updateSponsor({ id, changes }: UpdateSponsorInput): Promise<Sponsor> {
  const answer = await appApi.patch(`/v1/sponsor/${id}`, changes, { parse: (data) => sponsorAnswerSchema.parse(data) });
  return answer.data;
}

export function useUpdateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSponsor, onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.all }) });
}
