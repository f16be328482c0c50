import type { Stalker, createStalkerSchema, updateStalkerSchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { diff, recordAudit, REDACTED, type Actor, type Changes } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { SessionCipher } from '../../platform/crypto/session-cipher.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import type { Executor } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { assertWithinCapacity } from './assignments.js';
import { findStalker, findStalkerIdByTgId, listStalkers } from './repo.js';
import { detectSessionKind } from './session-kind.js';
import { createdStamps, deletedStamps, restoredStamps, updatedStamps } from '../../platform/db/stamps.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';

type CreateInput = z.output<typeof createStalkerSchema>;
type UpdateInput = z.output<typeof updateStalkerSchema>;
type ListQuery = Parameters<typeof listStalkers>[1];

/** What the audit log keeps of a stalker: everything but the session string, which is only marked as replaced. */
function snapshot(stalker: Stalker): Record<string, unknown> {
  return {
    tg_id: stalker.tg_id,
    username: stalker.username,
    group_type: stalker.group_type,
    session_kind: stalker.session_kind,
    remarks: stalker.remarks,
    status: stalker.status,
    premium: stalker.premium,
  };
}

const SESSION_REPLACED: Changes = { session_string: { from: REDACTED, to: REDACTED } };

const alreadyExists = () => new AppError('STALKER_ALREADY_EXISTS', { field: 'tg_id' });

/** Two staff saving the same Telegram id at once: the unique index refuses the second. */
function conflictOf(error: unknown): unknown {
  return uniqueViolation(error)?.includes('stalkers') ? alreadyExists() : error;
}

/** The session string's library, or a refusal naming the field (never echoing the value). */
function kindOf(sessionString: string) {
  const kind = detectSessionKind(sessionString);
  if (!kind) throw new AppError('STALKER_SESSION_STRING_INVALID', { field: 'session_string' });
  return kind;
}

/** Stalker accounts as staff manage them. The session string is sealed here and never read back. */
export class StalkerService {
  constructor(
    private readonly context: Pick<AppContext, 'db'>,
    private readonly cipher: SessionCipher,
  ) {}

  list(query: ListQuery) {
    return listStalkers(this.context.db, query);
  }

  async find(db: Executor, id: number): Promise<Stalker> {
    const stalker = await findStalker(db, id);
    if (!stalker) throw notFound('stalker', id);
    return stalker;
  }

  get(id: number): Promise<Stalker> {
    return this.find(this.context.db, id);
  }

  private async assertTgIdFree(db: Executor, tgId: string, self?: number): Promise<void> {
    const holder = await findStalkerIdByTgId(db, tgId);
    if (holder !== undefined && holder !== self) throw alreadyExists();
  }

  /** Seals the string for this row: the row id is part of the encryption, so the row exists first. */
  private async storeSession(db: Executor, id: number, sessionString: string): Promise<void> {
    const sealed = this.cipher.seal(sessionString, id);
    await db
      .updateTable('stalkers')
      .set({ session_ciphertext: sealed.ciphertext, session_nonce: sealed.nonce, session_key_version: sealed.keyVersion, session_kind: kindOf(sessionString) })
      .where('id', '=', id)
      .execute();
  }

  private rethrowConflict(error: unknown): never {
    throw conflictOf(error);
  }

  async create(input: CreateInput, actor: Actor): Promise<Stalker> {
    const sessionKind = kindOf(input.session_string);
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        await this.assertTgIdFree(trx, input.tg_id);
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('stalkers')
          .values({
            tg_id: input.tg_id,
            username: input.username,
            group_type: input.group_type,
            session_ciphertext: null,
            session_nonce: null,
            session_key_version: null,
            session_kind: sessionKind,
            remarks: input.remarks,
            status: input.status ?? 'Active',
            premium: input.premium ? 1 : 0,
            ...createdStamps(actor.id, now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await this.storeSession(trx, id, input.session_string);
        const stalker = await this.find(trx, id);
        await recordAudit(trx, actor, { action: 'stalker.create', entity: 'stalker', entityId: id, changes: { ...diff(null, snapshot(stalker)), session_string: { to: REDACTED } } });
        return stalker;
      });
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<Stalker> {
    if (input.session_string !== undefined) kindOf(input.session_string);
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        const before = await this.find(trx, id);
        if (input.tg_id !== undefined) await this.assertTgIdFree(trx, input.tg_id, id);
        if (input.premium === false) assertWithinCapacity(id, false, before.assigned_groups);
        await trx
          .updateTable('stalkers')
          .set({
            ...(input.tg_id !== undefined && { tg_id: input.tg_id }),
            ...(input.username !== undefined && { username: input.username }),
            ...(input.group_type !== undefined && { group_type: input.group_type }),
            ...(input.remarks !== undefined && { remarks: input.remarks }),
            ...(input.status !== undefined && { status: input.status }),
            ...(input.premium !== undefined && { premium: input.premium ? 1 : 0 }),
            // A new session string starts over: the worker has not reported on it yet.
            ...(input.session_string !== undefined && { health: 'unknown', flood_wait_until: null }),
            ...updatedStamps(actor.id),
          })
          .where('id', '=', id)
          .execute();
        if (input.session_string !== undefined) await this.storeSession(trx, id, input.session_string);
        const after = await this.find(trx, id);
        const changes = { ...diff(snapshot(before), snapshot(after)), ...(input.session_string !== undefined && SESSION_REPLACED) };
        await recordAudit(trx, actor, { action: 'stalker.update', entity: 'stalker', entityId: id, changes });
        return after;
      });
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  /** Soft delete: the session string is wiped, the stalker's groups are freed for others, and no API key serves it any more. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.context.db.transaction().execute((trx) => this.removeOne(trx, id, actor));
  }

  async removeMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.removeOne(trx, id, actor))).length;
  }

  private async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const before = await this.find(trx, id);
    const now = new Date().toISOString();
    await trx.deleteFrom('stalker_groups').where('stalker_id', '=', id).execute();
    await trx.deleteFrom('api_key_stalkers').where('stalker_id', '=', id).execute();
    await trx
      .updateTable('stalkers')
      .set({ session_ciphertext: null, session_nonce: null, session_key_version: null, ...deletedStamps(actor.id, now) })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, { action: 'stalker.delete', entity: 'stalker', entityId: id, changes: { ...diff(snapshot(before), null), session_string: { from: REDACTED } } });
  }

  /**
   * The undo of a delete, refused while another live stalker has the Telegram id. What the delete
   * wiped stays wiped: the session string (staff enter it again with an edit; until then the
   * platform's session read answers STALKER_SESSION_UNREADABLE), its groups and its API keys.
   */
  async restoreMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.restoreOne(trx, id, actor), conflictOf)).length;
  }

  private async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await trx.selectFrom('stalkers').select('tg_id').where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
    if (!deleted) throw notFound('stalker', id);
    await this.assertTgIdFree(trx, deleted.tg_id, id);
    await trx.updateTable('stalkers').set(restoredStamps(actor.id, new Date().toISOString())).where('id', '=', id).execute();
    const after = await this.find(trx, id);
    await recordAudit(trx, actor, { action: 'stalker.restore', entity: 'stalker', entityId: id, changes: diff(null, snapshot(after)) });
  }
}
