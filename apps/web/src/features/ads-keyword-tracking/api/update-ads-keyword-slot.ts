import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adsKeywordSlotSchema, dataSchema, type AdsKeywordSlot, type UpdateAdsKeywordSlot } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { adsKeywordKeys } from './query-keys';

const slotAnswerSchema = dataSchema(adsKeywordSlotSchema);

/** PATCH /v1/ads-keyword/slot/{id} with the slot's fields to change (the console sends the remark). */
export async function updateAdsKeywordSlot({
  id,
  changes,
}: {
  id: number;
  changes: UpdateAdsKeywordSlot;
}): Promise<AdsKeywordSlot> {
  const answer = await appApi.patch(`/v1/ads-keyword/slot/${id}`, changes, {
    parse: (data) => slotAnswerSchema.parse(data),
  });
  return answer.data;
}

export function useUpdateAdsKeywordSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdsKeywordSlot,
    onSuccess: (slot) => queryClient.invalidateQueries({ queryKey: adsKeywordKeys.slots(slot.keyword_id) }),
  });
}
