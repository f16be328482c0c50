import type { RejectedRow } from '@backoffice/contract';

/** What one kind's writer did with the valid rows of a batch. */
export interface KindOutcome {
  accepted: number;
  duplicates: number;
  /** Rows valid in shape but refused by what they point at (an unknown sponsor…). */
  rejected: RejectedRow[];
}
