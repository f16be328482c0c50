import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSchema, dataSchema, type Account, type UpdateAccount } from '@backoffice/contract';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

const accountAnswerSchema = dataSchema(accountSchema);

export interface UpdateAccountInput {
  id: number;
  changes: UpdateAccount;
}

/** PATCH /v1/accounts/{id} — only the fields that changed. */
export async function updateAccount({ id, changes }: UpdateAccountInput): Promise<Account> {
  const answer = await userApi.patch(`/v1/accounts/${id}`, changes, {
    parse: (data) => accountAnswerSchema.parse(data),
  });
  return answer.data;
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userManagementKeys.accounts }),
  });
}
