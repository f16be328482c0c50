import type { WebhookEventType } from '@backoffice/contract';

/** An event type's key in the texts: `keyword.changed` → `keyword_changed` (a dot would nest the key in i18next). */
export function eventKey(type: WebhookEventType): string {
  return type.replaceAll('.', '_');
}
