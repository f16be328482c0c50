import type * as z from 'zod/mini';
import type { DefaultValues } from 'react-hook-form';
import { createKeywordMessageSchema, type KeywordMessage } from '@backoffice/contract';

/** Add and edit use the contract's create schema, button rule included. */
export const keywordMessageFormSchema = createKeywordMessageSchema;
export type KeywordMessageFormInput = z.input<typeof keywordMessageFormSchema>;
export type KeywordMessageFormValues = z.output<typeof keywordMessageFormSchema>;

export const KEYWORD_MESSAGE_FORM_FIELDS = ['keyword', 'message_type', 'content', 'buttons', 'status'] as const;

export function keywordMessageFormDefaults(message?: KeywordMessage): DefaultValues<KeywordMessageFormInput> {
  if (!message) return { keyword: '', message_type: 'Text', content: '', buttons: [], status: 'Active' };
  return {
    keyword: message.keyword,
    message_type: message.message_type,
    content: message.content,
    buttons: message.buttons.map((button) => ({ ...button })),
    status: message.status,
  };
}

/** A Text message sends no buttons: the ones typed before switching type are dropped, as the server would. */
export function toSubmitted(values: KeywordMessageFormValues): KeywordMessageFormValues {
  return values.message_type === 'Text' ? { ...values, buttons: [] } : values;
}

/** The saved values of a message, to compare an edit against (buttons compare as JSON). */
export function changedFields(
  message: KeywordMessage,
  values: KeywordMessageFormValues,
): Partial<KeywordMessageFormValues> {
  const changes: Partial<KeywordMessageFormValues> = {};
  if (values.keyword !== message.keyword) changes.keyword = values.keyword;
  if (values.message_type !== message.message_type) changes.message_type = values.message_type;
  if (values.content !== message.content) changes.content = values.content;
  if (values.status !== message.status) changes.status = values.status;
  if (JSON.stringify(values.buttons) !== JSON.stringify(message.buttons)) changes.buttons = values.buttons;
  return changes;
}
