import type { Stalker, createStalkerSchema, updateStalkerSchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { REDACTED, type Actor, type Changes } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { SessionCipher } from '../../platform/crypto/session-cipher.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import type { Executor } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { assertWithinCapacity } from './assignments.js';
import { findStalker, findStalkerIdByTgId, listStalkers } from './repo.js';
import { detectSessionKind } from './session-kind.js';
import { RecordService } from '../../platform/db/records.js';

type CreateInput = z.output<typeof createStalkerSchema>;
type UpdateInput = z.output<typeof updateStalkerSchema>;
type ListQuery = Parameters<typeof listStalkers>[1];

const SESSION_REPLACED: Changes = { session_string: { from: REDACTED, to: REDACTED } };

const alreadyExists = () => new AppError('STALKER_ALREADY_EXISTS', { field: 'tg_id' });

/** The session string's library, or a refusal naming the field (never echoing the value). */
function kindOf(sessionString: string) {
  const kind = detectSessionKind(sessionString);
  if (!kind) throw new AppError('STALKER_SESSION_STRING_INVALID', { field: 'session_string' });
  return kind;
}

/** Stalker accounts as staff manage them. The session string is sealed here and never read back. */
export class StalkerService extends RecordService<'stalkers', Stalker> {
  constructor(
    context: Pick<AppContext, 'db'>,
    private readonly cipher: SessionCipher,
  ) {
    super(context.db, {
      table: 'stalkers',
      entity: 'stalker',
      find: findStalker,
      // What the audit log keeps of a stalker: everything but the session string, which is only marked as replaced.
      snapshot: (stalker) => ({
        tg_id: stalker.tg_id,
        username: stalker.username,
        group_type: stalker.group_type,
        session_kind: stalker.session_kind,
        remarks: stalker.remarks,
        status: stalker.status,
        premium: stalker.premium,
      }),
      // Two staff saving the same Telegram id at once: the unique index refuses the second.
      conflict: (error) => (uniqueViolation(error)?.includes('stalkers') ? alreadyExists() : error),
    });
  }

  list(query: ListQuery) {
    return listStalkers(this.db, query);
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
      .set({
        session_ciphertext: sealed.ciphertext,
        session_nonce: sealed.nonce,
        session_key_version: sealed.keyVersion,
        session_kind: kindOf(sessionString),
      })
      .where('id', '=', id)
      .execute();
  }

  async create(input: CreateInput, actor: Actor): Promise<Stalker> {
    const sessionKind = kindOf(input.session_string);
    return this.write(async (trx) => {
      await this.assertTgIdFree(trx, input.tg_id);
      const { tg_id, username, group_type, remarks } = input;
      const values = {
        tg_id,
        username,
        group_type,
        session_ciphertext: null,
        session_nonce: null,
        session_key_version: null,
        session_kind: sessionKind,
        remarks,
        status: input.status ?? 'Active',
        premium: input.premium ? 1 : 0,
      };
      return this.insert(trx, values, actor, {
        beforeRead: (id) => this.storeSession(trx, id, input.session_string),
        changes: { session_string: { to: REDACTED } },
      });
    });
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<Stalker> {
    if (input.session_string !== undefined) kindOf(input.session_string);
    return this.write(async (trx) => {
      const before = await this.load(trx, id);
      if (input.tg_id !== undefined) await this.assertTgIdFree(trx, input.tg_id, id);
      if (input.premium === false) assertWithinCapacity(id, false, before.assigned_groups);
      const { tg_id, username, group_type, remarks, status, premium, session_string } = input;
      const values = {
        tg_id,
        username,
        group_type,
        remarks,
        status,
        premium: premium === undefined ? undefined : premium ? 1 : 0,
        // A new session string starts over: the worker has not reported on it yet.
        ...(session_string !== undefined && { health: 'unknown', flood_wait_until: null }),
      };
      return this.change(trx, id, before, values, actor, {
        beforeRead: async () => {
          if (session_string !== undefined) await this.storeSession(trx, id, session_string);
        },
        ...(session_string !== undefined && { changes: SESSION_REPLACED }),
      });
    });
  }

  /** Soft delete: the session string is wiped, the stalker's groups are freed for others, and no API key serves it any more. */
  protected override async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const before = await this.load(trx, id);
    await trx.deleteFrom('stalker_groups').where('stalker_id', '=', id).execute();
    await trx.deleteFrom('api_key_stalkers').where('stalker_id', '=', id).execute();
    const set = { session_ciphertext: null, session_nonce: null, session_key_version: null };
    await this.softDelete(trx, id, before, actor, { set, changes: { session_string: { from: REDACTED } } });
  }

  /**
   * The undo of a delete, refused while another live stalker has the Telegram id. What the delete
   * wiped stays wiped: the session string (staff enter it again with an edit; until then the
   * platform's session read answers STALKER_SESSION_UNREADABLE), its groups and its API keys.
   */
  protected override async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await this.loadDeleted(trx, id);
    await this.assertTgIdFree(trx, deleted.tg_id, id);
    await this.restore(trx, id, actor);
  }
}
