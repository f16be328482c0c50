import * as z from 'zod/mini';
import { bulkStatusSchemaOf } from './bulk.js';
import { listQueryOf, recordStampsShape, requiredText, updateSchemaOf } from './common.js';
import { ACTIVE_STATUSES, BOT_MESSAGE_TYPES, KEYWORD_TYPES } from './enums.js';
import {
  BUTTON_LINK_PATTERN,
  KEYWORD_LIST,
  KEYWORD_MESSAGE_LIMITS,
  KEYWORD_MESSAGE_LIST,
  KEYWORD_PRICE_MAX,
} from './keyword-lists.js';
import { LIMITS } from './limits.js';
import { msg } from './messages.js';

export * from './keyword-lists.js';

// ---------------------------------------------------------------------------------------------------
// Keyword (Forward, Restrict): one shape for both types; the type is part of the path, not the body.
// ---------------------------------------------------------------------------------------------------

const int = () => z.number().check(z.int());

export const keywordSchema = z.object({
  id: int(),
  type: z.enum(KEYWORD_TYPES),
  keyword: z.string(),
  queue_number: int(),
  /** Dollars with at most 2 decimals (kept in cents by the server). */
  price: z.number(),
  remarks: z.string(),
  trigger_count: z.number().check(z.int(), z.nonnegative()),
  last_trigger_at: z.nullable(z.string()),
  status: z.enum(ACTIVE_STATUSES),
  ...recordStampsShape,
});
export type Keyword = z.infer<typeof keywordSchema>;

export const keywordTextSchema = requiredText(LIMITS.keyword, msg('keyword_required'));

/** 1–999; a form sends the text of its input, an API client a number. */
export const queueNumberSchema = z.coerce
  .number({ error: msg('queue_number_invalid') })
  .check(
    z.int(msg('queue_number_invalid')),
    z.minimum(LIMITS.queueNumber.min, msg('queue_number_invalid')),
    z.maximum(LIMITS.queueNumber.max, msg('queue_number_invalid')),
  );

const PRICE_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * A price as a decimal string ('12.5') or a number (12.5), ≥ 0 with at most 2 decimals; answers the
 * amount as a number. Checked on its text, so 0.1 + 0.2 style float noise is refused, never rounded.
 */
export const priceSchema = z.pipe(
  z.union([z.number(), z.string()], { error: msg('invalid') }),
  z.transform((value: number | string, ctx) => {
    const text = String(value).trim();
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (text === '') return fail(msg('required'));
    const amount = Number(text);
    if (!Number.isFinite(amount)) return fail(msg('invalid'));
    if (amount < 0) return fail(msg('min_value', 0));
    if (amount > KEYWORD_PRICE_MAX) return fail(msg('max_value', Math.floor(KEYWORD_PRICE_MAX)));
    if (!PRICE_TEXT.test(text)) return fail(msg('price_format'));
    return amount;
  }),
);

const remarksSchema = z
  .string({ error: msg('invalid') })
  .check(z.trim(), z.maxLength(LIMITS.remarks, msg('max_length', LIMITS.remarks)));

/** The Active/Inactive field of a body (a new schema at each use, as before). */
const statusField = () => z.enum(ACTIVE_STATUSES, { error: msg('select') });

export const createKeywordSchema = z.strictObject({
  keyword: keywordTextSchema,
  queue_number: queueNumberSchema,
  price: priceSchema,
  remarks: z._default(remarksSchema, ''),
  status: z._default(statusField(), 'Active'),
});
export type CreateKeyword = z.input<typeof createKeywordSchema>;

export const updateKeywordSchema = updateSchemaOf(createKeywordSchema);
export type UpdateKeyword = z.input<typeof updateKeywordSchema>;

/** PATCH /v1/keyword/{type}/{id}/status — the Active/Inactive toggle of the list. */
export const keywordStatusSchema = z.strictObject({ status: statusField() });
export type KeywordStatusChange = z.input<typeof keywordStatusSchema>;

export const keywordListQuerySchema = listQueryOf(KEYWORD_LIST);
export type KeywordListQuery = z.input<typeof keywordListQuerySchema>;

export const keywordTypeParamSchema = z.strictObject({ type: z.enum(KEYWORD_TYPES) });

// ---------------------------------------------------------------------------------------------------
// Keyword Message: the bot's reply when a search hits a forward keyword.
// ---------------------------------------------------------------------------------------------------

export const keywordMessageButtonSchema = z.strictObject({
  label: requiredText(KEYWORD_MESSAGE_LIMITS.buttonLabel),
  url: requiredText(KEYWORD_MESSAGE_LIMITS.buttonUrl).check(z.regex(BUTTON_LINK_PATTERN, msg('button_link_scheme'))),
});
export type KeywordMessageButton = z.infer<typeof keywordMessageButtonSchema>;

export const keywordMessageSchema = z.object({
  id: int(),
  keyword: z.string(),
  message_type: z.enum(BOT_MESSAGE_TYPES),
  content: z.string(),
  buttons: z.array(z.object({ label: z.string(), url: z.string() })),
  status: z.enum(ACTIVE_STATUSES),
  ...recordStampsShape,
});
export type KeywordMessage = z.infer<typeof keywordMessageSchema>;

const messageTypeSchema = z.enum(BOT_MESSAGE_TYPES, { error: msg('select_type') });
const contentSchema = z
  .string({ error: msg('required') })
  .check(
    z.trim(),
    z.minLength(1, msg('required')),
    z.maxLength(KEYWORD_MESSAGE_LIMITS.content, msg('max_length', KEYWORD_MESSAGE_LIMITS.content)),
  );
const buttonsSchema = z
  .array(keywordMessageButtonSchema, { error: msg('invalid') })
  .check(z.maxLength(KEYWORD_MESSAGE_LIMITS.buttons, msg('max_value', KEYWORD_MESSAGE_LIMITS.buttons)));

/**
 * The one rule across fields: a Button message carries at least one button. A Text message keeps no
 * buttons (the server stores none), so switching a message to Text drops them.
 */
export function missingButtons(messageType: string, buttons: readonly unknown[]): boolean {
  return messageType === 'Button' && buttons.length === 0;
}

export const createKeywordMessageSchema = z
  .strictObject({
    keyword: keywordTextSchema,
    message_type: messageTypeSchema,
    content: contentSchema,
    buttons: z._default(buttonsSchema, []),
    status: z._default(statusField(), 'Active'),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (missingButtons(value.message_type, value.buttons)) {
        ctx.addIssue({ code: 'custom', path: ['buttons'], message: msg('buttons_required') });
      }
    }),
  );
export type CreateKeywordMessage = z.input<typeof createKeywordMessageSchema>;

/** Every field optional; the server checks the button rule on the merged result. */
export const updateKeywordMessageSchema = updateSchemaOf(createKeywordMessageSchema);
export type UpdateKeywordMessage = z.input<typeof updateKeywordMessageSchema>;

export const keywordMessageListQuerySchema = listQueryOf(KEYWORD_MESSAGE_LIST);
export type KeywordMessageListQuery = z.input<typeof keywordMessageListQuerySchema>;

/** `POST /v1/keyword/{type}/bulk-status`: the selected keywords Active or Inactive at once. */
export const bulkKeywordStatusSchema = bulkStatusSchemaOf(keywordStatusSchema.shape.status);
export type BulkKeywordStatusChange = z.input<typeof bulkKeywordStatusSchema>;
