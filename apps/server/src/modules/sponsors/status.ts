import type { SponsorStatus } from '@backoffice/contract';

/**
 * A sponsor is shown through its expired date and Expired from the next UTC day on. Derived on every
 * read, never stored, so expiry needs no job and cannot lag behind.
 */
export function sponsorStatus(expiredDate: string, today: string): SponsorStatus {
  return expiredDate < today ? 'Expired' : 'Active';
}
