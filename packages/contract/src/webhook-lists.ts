import { defineList } from './lists.js';

/**
 * What staff subscribe an endpoint to (issue 31 §3): the changes of four sections, a sponsor nearing
 * its expiry, an export done, a stalker's health, a sign-in from an address the account never used.
 * Free of zod, so the console's route search params can use them without loading the schemas.
 */
export const WEBHOOK_EVENT_TYPES = [
  'keyword.changed',
  'sponsor.changed',
  'catalogue.changed',
  'ads_keyword.changed',
  'sponsor.expiring',
  'export.finished',
  'stalker.health_changed',
  'account.sign_in_new_address',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_STATUSES = ['Active', 'Disabled'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** Pending until answered with a 2xx (Succeeded) or out of attempts (Failed); "send again" makes it Pending. */
export const WEBHOOK_DELIVERY_STATUSES = ['Pending', 'Succeeded', 'Failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIST = defineList({
  search: ['url', 'description'],
  facets: { status: WEBHOOK_STATUSES },
  sortable: ['url', 'created_at', 'updated_at'],
  defaultSort: { field: 'created_at', direction: 'desc' },
});

export const WEBHOOK_DELIVERY_LIST = defineList({
  search: ['event_type', 'webhook_id'],
  facets: { status: WEBHOOK_DELIVERY_STATUSES },
  sortable: ['created_at', 'last_attempt_at'],
  defaultSort: { field: 'created_at', direction: 'desc' },
});

/** The longest endpoint URL accepted. */
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
