import { format, isValid, parseISO } from 'date-fns';
import { currentLocale } from '@/lib/texts';

/** Shown where a value is missing. */
export const MISSING = '-';

export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm';
export const DATE_FORMAT = 'yyyy-MM-dd';

function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : undefined;
}

/** '2024-05-01T08:30:00Z' → '2024-05-01 16:30' in the browser's zone; '-' when missing or unreadable. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, DATE_TIME_FORMAT) : MISSING;
}

/** '2024-05-01T08:30:00Z' → '2024-05-01'; '-' when missing or unreadable. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, DATE_FORMAT) : MISSING;
}

/** 12.5 or '12.5' → '$12.50'; '-' when missing or not a number. */
export function formatPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return MISSING;
  return `$${amount.toFixed(2)}`;
}

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * 1017478 → '1,017,478': a count grouped as the console's language writes it (not the browser's, so a
 * German browser showing the English console reads 1,017,478 like the totals beside it).
 */
export function formatCount(value: number): string {
  const locale = currentLocale();
  let formatter = countFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    countFormats.set(locale, formatter);
  }
  return formatter.format(value);
}

/** Text or '-' when empty. */
export function orMissing(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return MISSING;
  const text = String(value);
  return text.trim() === '' ? MISSING : text;
}
