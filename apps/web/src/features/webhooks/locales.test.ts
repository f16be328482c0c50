import { describe, it } from 'vitest';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, WEBHOOK_STATUSES } from '@backoffice/contract';
import enUS from '@/locales/en-US/webhooks.json';
import zhCN from '@/locales/zh-CN/webhooks.json';
import { expectSameKeys, expectToName } from '@/components/translation-keys';
import { eventKey } from './event-key';

describe('webhook translations', () => {
  it('have the same keys in both languages', () => expectSameKeys(enUS, zhCN));

  it('name every event type and status of the contract', () =>
    expectToName([enUS, zhCN], {
      event: WEBHOOK_EVENT_TYPES.map(eventKey),
      eventHint: WEBHOOK_EVENT_TYPES.map(eventKey),
      status: WEBHOOK_STATUSES,
      deliveryStatus: WEBHOOK_DELIVERY_STATUSES,
    }));
});
