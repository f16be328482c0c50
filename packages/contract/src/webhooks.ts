import * as z from 'zod/mini';
import { listQueryOf, recordStampsShape, requiredText, updateSchemaOf } from './common.js';
import { msg } from './messages.js';
import {
  WEBHOOK_DELIVERY_LIST,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIST,
  WEBHOOK_STATUSES,
  WEBHOOK_URL_MAX,
} from './webhook-lists.js';

export {
  WEBHOOK_DELIVERY_LIST,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIST,
  WEBHOOK_STATUSES,
  WEBHOOK_URL_MAX,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  type WebhookStatus,
} from './webhook-lists.js';

/**
 * A webhook endpoint as the console lists it. Never its signing secret: the secret (`whsec_…`) is
 * answered once, by the create and rotate calls, and cannot be read again.
 */
export const webhookSchema = z.object({
  id: z.number().check(z.int()),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(WEBHOOK_STATUSES),
  ...recordStampsShape,
});
export type Webhook = z.infer<typeof webhookSchema>;

/** http or https, parsed as a URL; whether its address may be reached is the server's check (WEBHOOK_URL_NOT_ALLOWED). */
export const webhookUrlSchema = requiredText(WEBHOOK_URL_MAX).check(
  z.refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, msg('invalid')),
);

const LIST_MAX = 20;

/** At least one event; an event named twice counts once. */
export const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: msg('invalid') }), { error: msg('required') })
  .check(z.minLength(1, msg('required')), z.maxLength(LIST_MAX, msg('invalid')));

export const createWebhookSchema = z.strictObject({
  url: webhookUrlSchema,
  description: z._default(
    z
      .string({ error: msg('invalid') })
      .check(z.trim(), z.maxLength(WEBHOOK_DESCRIPTION_MAX, msg('max_length', WEBHOOK_DESCRIPTION_MAX))),
    '',
  ),
  events: webhookEventsSchema,
  status: z._default(z.enum(WEBHOOK_STATUSES, { error: msg('invalid') }), 'Active'),
});
export type CreateWebhook = z.input<typeof createWebhookSchema>;

export const updateWebhookSchema = updateSchemaOf(createWebhookSchema);
export type UpdateWebhook = z.input<typeof updateWebhookSchema>;

/** The answer of create and rotate: the endpoint and its signing secret, shown this once. */
export const webhookWithSecretSchema = z.object({
  data: z.object({ ...webhookSchema.shape, secret: z.string() }),
});
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>['data'];

export const webhookListQuerySchema = listQueryOf(WEBHOOK_LIST);
export type WebhookListQuery = z.input<typeof webhookListQuerySchema>;

/** One event's delivery to one endpoint: its log line in the console. */
export const webhookDeliverySchema = z.object({
  id: z.number().check(z.int()),
  webhook_id: z.number().check(z.int()),
  /** The `webhook-id` header: the same on every attempt and on "send again", the receiver's idempotency key. */
  message_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().check(z.int()),
  /** The HTTP status of the last attempt; null when it got no answer (refused address, timeout, connection). */
  response_code: z.nullable(z.number().check(z.int())),
  /** Why the last attempt failed, in a few words; never a secret. */
  error: z.nullable(z.string()),
  created_at: z.string(),
  last_attempt_at: z.nullable(z.string()),
  next_attempt_at: z.nullable(z.string()),
  delivered_at: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = listQueryOf(WEBHOOK_DELIVERY_LIST);
export type WebhookDeliveryListQuery = z.input<typeof webhookDeliveryListQuerySchema>;
