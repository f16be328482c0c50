import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botAnswerSchema, type ActiveStatus, type Bot } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { botAnalyticsKeys } from './query-keys';

/** PATCH /v1/bot/bots/{id} — staff make a bot Active or Inactive (a bot first named by ingestion is Inactive). */
export async function updateBotStatus(id: number, status: ActiveStatus): Promise<Bot> {
  const answer = await appApi.patch(`/v1/bot/bots/${id}`, { status }, { parse: (body) => botAnswerSchema.parse(body) });
  return answer.data;
}

export function useUpdateBotStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ActiveStatus }) => updateBotStatus(id, status),
    // The cards and the bot pickers both show the status.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botAnalyticsKeys.all }),
  });
}
