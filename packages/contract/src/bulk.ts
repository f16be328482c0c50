import * as z from 'zod/mini';
import { bodyIdSchema, dataSchema } from './common.js';
import { BULK_MAX_IDS } from './limits.js';
import { msg } from './messages.js';

/**
 * Row selection bulk actions and the undo of a delete (docs/architecture.md, "Bulk actions and undo"):
 * every list that deletes takes `POST <collection>/bulk-delete` and `POST <collection>/restore` with
 * `{ "ids": [...] }`; a list with a status toggle takes `bulk-status`. All or nothing: the first id
 * refused answers its usual error with `details.id`, and nothing changes.
 */

const distinct = (ids: readonly number[]): boolean => new Set(ids).size === ids.length;

/** 1 to BULK_MAX_IDS distinct record ids; a repeat or too many is refused naming `ids`. */
export const bulkIdsField = z
  .array(bodyIdSchema())
  .check(
    z.minLength(1, msg('required')),
    z.maxLength(BULK_MAX_IDS, msg('max_items', BULK_MAX_IDS)),
    z.refine(distinct, msg('ids_distinct')),
  );

/** The body of bulk-delete, restore and bulk-revoke. */
export const bulkIdsSchema = z.strictObject({ ids: bulkIdsField });
export type BulkIds = z.input<typeof bulkIdsSchema>;

/** The body of a bulk-status call: the ids and the status the single status change takes. */
export function bulkStatusSchemaOf<S extends z.core.SomeType>(status: S) {
  return z.strictObject({ ids: bulkIdsField, status });
}

const count = z.number().check(z.int(), z.nonnegative());

/** `{"data":{"deleted":n}}` — the records a bulk-delete deleted. */
export const bulkDeletedSchema = dataSchema(z.object({ deleted: count }));
/** `{"data":{"restored":n}}` — the deleted records a restore brought back. */
export const bulkRestoredSchema = dataSchema(z.object({ restored: count }));
/** `{"data":{"updated":n}}` — the records a bulk-status set. */
export const bulkUpdatedSchema = dataSchema(z.object({ updated: count }));
/** `{"data":{"revoked":n}}` — the keys a bulk-revoke revoked (keys revoked before are left as they are, uncounted). */
export const bulkRevokedSchema = dataSchema(z.object({ revoked: count }));

export type BulkDeleted = z.infer<typeof bulkDeletedSchema>;
export type BulkRestored = z.infer<typeof bulkRestoredSchema>;
export type BulkUpdated = z.infer<typeof bulkUpdatedSchema>;
export type BulkRevoked = z.infer<typeof bulkRevokedSchema>;
