import type { SponsorStatus } from '@backoffice/contract';

/** Today's calendar day in UTC, 'YYYY-MM-DD': the day sponsor expiry is judged by. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A sponsor is shown through its expired date and Expired from the next UTC day on. Derived on every
 * read, never stored, so expiry needs no job and cannot lag behind.
 */
export function sponsorStatus(expiredDate: string, today: string): SponsorStatus {
  return expiredDate < today ? 'Expired' : 'Active';
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
