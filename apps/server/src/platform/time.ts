/**
 * Calendar days and instants in UTC, as ISO text: the form every table stores them in, so they compare and group
 * as strings without parsing.
 */

/** Today's calendar day in UTC, 'YYYY-MM-DD': the day sponsor expiry and the daily figures are judged by. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included ('YYYY-MM-DD', UTC). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  const cursor = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${to}T00:00:00Z`);
  while (cursor <= last) {
    days.push(utcDay(cursor));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

const CANONICAL_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** ISO instants compare as text once normalised to the same 'Z' form (most already are: no parsing then). */
export function isoUtc(at: string): string {
  return CANONICAL_INSTANT.test(at) ? at : new Date(at).toISOString();
}

/** 'YYYY-MM-DD' (UTC) of an ISO instant. */
export function dayOf(at: string): string {
  return isoUtc(at).slice(0, 10);
}

/** 'YYYY-MM-DDTHH:00:00.000Z' (UTC): the chat_record_counts bucket of an instant. */
export function hourOf(at: string): string {
  return `${isoUtc(at).slice(0, 13)}:00:00.000Z`;
}

export function laterOf(a: string, b: string): string {
  return a >= b ? a : b;
}

export function earlierOf(a: string, b: string): string {
  return a <= b ? a : b;
}

/** The earliest and the latest of ISO instants in the canonical form (empty texts when there are none). */
export function timeSpan(instants: readonly string[]): { first: string; last: string } {
  let first = instants[0] ?? '';
  let last = first;
  for (const at of instants) {
    first = earlierOf(first, at);
    last = laterOf(last, at);
  }
  return { first, last };
}
