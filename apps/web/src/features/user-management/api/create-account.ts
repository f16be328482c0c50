import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSchema, dataSchema, type Account, type CreateAccount } from '@backoffice/contract';
import { userApi } from '@/lib/http';
import { userManagementKeys } from './query-keys';

const accountAnswerSchema = dataSchema(accountSchema);

/** POST /v1/accounts */
export async function createAccount(body: CreateAccount): Promise<Account> {
  const answer = await userApi.post('/v1/accounts', body, { parse: (data) => accountAnswerSchema.parse(data) });
  return answer.data;
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userManagementKeys.accounts }),
  });
}
