import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataSchema, tgAccountSchema, type TgAccount, type UpdateTgAccount } from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { accountListKeys } from './query-keys';

const accountAnswerSchema = dataSchema(tgAccountSchema);

export interface UpdateTgAccountInput {
  id: number;
  changes: UpdateTgAccount;
}

/** PATCH /v1/account-list/{id} — the user type and/or list type that changed. */
export async function updateTgAccount({ id, changes }: UpdateTgAccountInput): Promise<TgAccount> {
  const answer = await appApi.patch(`/v1/account-list/${id}`, changes, {
    parse: (body) => accountAnswerSchema.parse(body),
  });
  return answer.data;
}

export function useUpdateTgAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTgAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountListKeys.all }),
  });
}
