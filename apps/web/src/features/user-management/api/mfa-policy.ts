import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mfaPolicyResponseSchema, type MfaPolicy, type MfaPolicyRequest } from '@backoffice/contract';
import { userApi } from '@/lib/http';

/** Who must use two-step sign-in (docs/decisions/0011-two-step-sign-in.md); holders of ALL only. */
const mfaPolicyKey = ['user-management', 'mfa-policy'] as const;

export function getMfaPolicyQueryOptions() {
  return queryOptions({
    queryKey: mfaPolicyKey,
    queryFn: ({ signal }) =>
      userApi.get<MfaPolicy>('/v1/security/mfa-policy', {
        signal,
        parse: (body) => mfaPolicyResponseSchema.parse(body).data,
      }),
  });
}

export function useMfaPolicy(enabled: boolean) {
  return useQuery({ ...getMfaPolicyQueryOptions(), enabled });
}

export function useUpdateMfaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: MfaPolicyRequest) =>
      userApi.put<MfaPolicy>('/v1/security/mfa-policy', policy, {
        parse: (body) => mfaPolicyResponseSchema.parse(body).data,
      }),
    onSuccess: (policy) => queryClient.setQueryData(mfaPolicyKey, policy),
  });
}
