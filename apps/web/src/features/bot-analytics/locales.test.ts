import { describe, expect, it } from 'vitest';
import { BOT_MESSAGE_TYPES, MESSAGE_DIRECTIONS, SUBSCRIPTION_STATUSES } from '@backoffice/contract';
import enUS from '@/locales/en-US/botAnalytics.json';
import zhCN from '@/locales/zh-CN/botAnalytics.json';
import { expectSameKeys, expectToName } from '@/components/translation-keys';

describe('bot analytics translations', () => {
  it('have the same keys in both languages', () => expectSameKeys(enUS, zhCN));

  it('name every subscription status, message type and direction, in the product’s words', () => {
    expectToName([enUS], {
      status: SUBSCRIPTION_STATUSES,
      messageType: BOT_MESSAGE_TYPES,
      direction: MESSAGE_DIRECTIONS,
    });
    expect(enUS.subscription.columns).toMatchObject({
      accountUsername: 'Account Username',
      botUsername: 'Bot Username',
      tgId: 'TG ID',
      totalCollection: 'Total Collection',
      lastDaySearch: 'Last Day Search',
      totalSearch: 'Total Search',
    });
    expect(enUS.chatRecords.columns).toMatchObject({
      sentAt: 'Time Stamp',
      content: 'Message Content',
      sender: 'Sender',
      receiver: 'Receiver',
      messageType: 'Message Type',
    });
  });
});
