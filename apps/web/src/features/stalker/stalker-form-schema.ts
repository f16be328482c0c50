import * as z from 'zod/mini';
import type { DefaultValues } from 'react-hook-form';
import { SESSION_STRING_MAX, createStalkerSchema, msg, type Stalker } from '@backoffice/contract';

/** New stalker: the contract's create schema as it is. */
export const createStalkerFormSchema = createStalkerSchema;

/** Editing: the same fields, but a blank session string means "keep the current one". */
export const editStalkerFormSchema = z.extend(createStalkerSchema, {
  session_string: z.string().check(z.trim(), z.maxLength(SESSION_STRING_MAX, msg('max_length', SESSION_STRING_MAX))),
});

export type StalkerFormInput = z.input<typeof createStalkerFormSchema>;
export type StalkerFormValues = z.output<typeof createStalkerFormSchema>;

export const STALKER_FORM_FIELDS = [
  'tg_id',
  'username',
  'group_type',
  'session_string',
  'remarks',
  'status',
  'premium',
] as const;

/** The session string is never prefilled: the console cannot read it, only replace it. */
export function stalkerFormDefaults(stalker?: Stalker): DefaultValues<StalkerFormInput> {
  if (!stalker) {
    // group_type stays empty until picked, so the form says "Select a type" instead of guessing one.
    return { tg_id: '', username: '', session_string: '', remarks: '', status: 'Active', premium: false };
  }
  return {
    tg_id: stalker.tg_id,
    username: stalker.username,
    group_type: stalker.group_type,
    session_string: '',
    remarks: stalker.remarks,
    status: stalker.status,
    premium: stalker.premium,
  };
}
