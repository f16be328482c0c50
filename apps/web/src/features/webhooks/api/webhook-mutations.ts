import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dataSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhookWithSecretSchema,
  type CreateWebhook,
  type UpdateWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookWithSecret,
} from '@backoffice/contract';
import { appApi } from '@/lib/http';
import { webhookKeys } from './query-keys';

/** POST /v1/webhooks → the endpoint and its signing secret, this once. */
export async function createWebhook(body: CreateWebhook): Promise<WebhookWithSecret> {
  const answer = await appApi.post('/v1/webhooks', body, { parse: (data) => webhookWithSecretSchema.parse(data) });
  return answer.data;
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

const webhookAnswerSchema = dataSchema(webhookSchema);

export interface UpdateWebhookInput {
  id: number;
  changes: UpdateWebhook;
}

/** PATCH /v1/webhooks/{id}: only the fields that changed; the secret stays as it is. */
export async function updateWebhook({ id, changes }: UpdateWebhookInput): Promise<Webhook> {
  const answer = await appApi.patch(`/v1/webhooks/${id}`, changes, {
    parse: (data) => webhookAnswerSchema.parse(data),
  });
  return answer.data;
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** POST /v1/webhooks/{id}/rotate-secret → the new secret, this once; the old one signs nothing more. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await appApi.post(`/v1/webhooks/${id}/rotate-secret`, undefined, {
          parse: (data) => webhookWithSecretSchema.parse(data),
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** DELETE /v1/webhooks/{id} */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => appApi.delete(`/v1/webhooks/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

const deliveryAnswerSchema = dataSchema(webhookDeliverySchema);

/** POST …/deliveries/{id}/resend: Pending again, with the same webhook-id. */
export function useResendDelivery(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: number): Promise<WebhookDelivery> =>
      (
        await appApi.post(`/v1/webhooks/${webhookId}/deliveries/${deliveryId}/resend`, undefined, {
          parse: (data) => deliveryAnswerSchema.parse(data),
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) }),
  });
}
