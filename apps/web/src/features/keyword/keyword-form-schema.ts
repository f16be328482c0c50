import * as z from 'zod/mini';
import type { DefaultValues } from 'react-hook-form';
import { createKeywordSchema, type Keyword } from '@backoffice/contract';

/** Add and edit use the contract's create schema; the status has its own switch in the list. */
export const keywordFormSchema = z.omit(createKeywordSchema, { status: true });
export type KeywordFormInput = z.input<typeof keywordFormSchema>;
export type KeywordFormValues = z.output<typeof keywordFormSchema>;

export const KEYWORD_FORM_FIELDS = ['keyword', 'queue_number', 'price', 'remarks'] as const;

export function keywordFormDefaults(keyword?: Keyword): DefaultValues<KeywordFormInput> {
  if (!keyword) return { keyword: '', queue_number: '', price: '', remarks: '' };
  return {
    keyword: keyword.keyword,
    queue_number: String(keyword.queue_number),
    price: keyword.price.toFixed(2),
    remarks: keyword.remarks,
  };
}

/** The saved values of a keyword, to compare an edit against (only changed fields are sent). */
export function keywordFormInitial(keyword: Keyword): KeywordFormValues {
  return {
    keyword: keyword.keyword,
    queue_number: keyword.queue_number,
    price: keyword.price,
    remarks: keyword.remarks,
  };
}
