import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BOT_MESSAGE_TYPES, type KeywordMessage } from '@backoffice/contract';
import enUS from '@/locales/en-US/keywordMessage.json';
import zhCN from '@/locales/zh-CN/keywordMessage.json';
import { changedFields, keywordMessageFormSchema, toSubmitted } from './keyword-message-form-schema';
import { MessagePreview } from './message-preview';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const saved: KeywordMessage = {
  id: 1,
  keyword: 'crypto',
  message_type: 'Button',
  content: 'Top channels',
  buttons: [{ label: 'Join', url: 'https://t.me/crypto' }],
  status: 'Active',
  created_at: '2026-01-01T00:00:00.000Z',
  created_by: 'admin',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('keyword message form', () => {
  it('checks the button rule and the link schemes with the contract', () => {
    const noButtons = keywordMessageFormSchema.safeParse({
      keyword: 'k',
      message_type: 'Button',
      content: 'c',
      buttons: [],
    });
    expect(noButtons.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['buttons', 'buttons_required'],
    ]);
    const badLink = keywordMessageFormSchema.safeParse({
      keyword: 'k',
      message_type: 'Button',
      content: 'c',
      buttons: [{ label: 'a', url: 'http://x.com' }],
    });
    expect(badLink.error?.issues.map((issue) => issue.message)).toEqual(['button_link_scheme']);
    for (const url of ['https://t.me/x', 'tg://resolve?domain=x', 't.me/x']) {
      expect(
        keywordMessageFormSchema.safeParse({
          keyword: 'k',
          message_type: 'Button',
          content: 'c',
          buttons: [{ label: 'a', url }],
        }).success,
        url,
      ).toBe(true);
    }
  });

  it('drops the buttons of a Text message and sends only what changed', () => {
    const values = keywordMessageFormSchema.parse({
      keyword: 'crypto',
      message_type: 'Text',
      content: 'Top channels',
      buttons: saved.buttons,
      status: 'Active',
    });
    const submitted = toSubmitted(values);
    expect(submitted.buttons).toEqual([]);
    expect(changedFields(saved, submitted)).toEqual({ message_type: 'Text', buttons: [] });
    expect(changedFields(saved, { ...submitted, message_type: 'Button', buttons: saved.buttons })).toEqual({});
  });
});

describe('message preview', () => {
  it('shows the text in a bubble and one button per row', () => {
    render(
      <MessagePreview
        content={'Hello\nworld'}
        buttons={[
          { label: 'Join', url: 'https://t.me/x' },
          { label: '', url: '' },
        ]}
      />,
    );
    const preview = screen.getByTestId('message-preview');
    expect(preview.textContent).toContain('Hello\nworld');
    expect(screen.getByText('Join')).toBeTruthy();
    expect(screen.getByTitle('https://t.me/x').textContent).toBe('Join');
  });
});

describe('keyword message translations', () => {
  it('have the same keys in both languages and name every message type', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
    expect(Object.keys(enUS.messageType).sort()).toEqual([...BOT_MESSAGE_TYPES].sort());
  });
});
