/**
 * Who changed a record and when: the columns every soft-deleted record table carries (keywords,
 * messages, sponsors, clients, groups, stalkers, roles…), written the same way by every module.
 * `at` is one ISO instant per request, so a row's stamps and its audit entry agree; the actor is null for
 * changes no signed-in user made (platform calls, ingestion).
 */
export function createdStamps(actorId: number | null, at: string) {
  return { created_at: at, created_by: actorId, updated_at: at, updated_by: actorId, deleted_at: null };
}

export function updatedStamps(actorId: number | null, at: string = new Date().toISOString()) {
  return { updated_at: at, updated_by: actorId };
}

/** A soft delete: the row stays (for the audit log and history) but leaves every list and lookup. */
export function deletedStamps(actorId: number | null, at: string) {
  return { deleted_at: at, updated_at: at, updated_by: actorId };
}

/** The undo of a soft delete: the row is live again, stamped as changed by whoever restored it. */
export function restoredStamps(actorId: number | null, at: string) {
  return { deleted_at: null, updated_at: at, updated_by: actorId };
}
