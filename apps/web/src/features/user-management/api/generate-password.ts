import { useMutation } from '@tanstack/react-query';
import { generatedPasswordSchema } from '@backoffice/contract';
import { userApi } from '@/lib/http';

/** POST /v1/accounts/generate-password — a password that meets the policy, made by the server. */
export async function generatePassword(): Promise<string> {
  const answer = await userApi.post(
    '/v1/accounts/generate-password',
    {},
    {
      parse: (data) => generatedPasswordSchema.parse(data),
    },
  );
  return answer.data.password;
}

export function useGeneratePassword() {
  return useMutation({ mutationFn: generatePassword });
}
