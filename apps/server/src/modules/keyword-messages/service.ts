import type { KeywordMessage, KeywordMessageButton } from '@backoffice/contract';
import { missingButtons, msg, type createKeywordMessageSchema, type updateKeywordMessageSchema } from '@backoffice/contract';
import type { z } from 'zod';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound, validationError } from '../../platform/errors.js';
import { uniqueViolation } from '../../platform/db/constraints.js';
import type { Executor } from '../../platform/db/schema.js';
import { findKeywordMessage, keywordHasMessage } from './repo.js';
import { createdStamps, deletedStamps, restoredStamps, updatedStamps } from '../../platform/db/stamps.js';
import { allOrNothing } from '../../platform/db/all-or-nothing.js';

type CreateInput = z.output<typeof createKeywordMessageSchema>;
type UpdateInput = z.output<typeof updateKeywordMessageSchema>;

function snapshot(message: KeywordMessage): Record<string, unknown> {
  return { keyword: message.keyword, message_type: message.message_type, content: message.content, buttons: message.buttons, status: message.status };
}

/** A Text message carries no buttons, whatever was sent with it. */
function storedButtons(messageType: string, buttons: KeywordMessageButton[]): string {
  return JSON.stringify(messageType === 'Button' ? buttons : []);
}

/** The unique index on lower(keyword) among live rows catches a race between the check and the write. */
function conflictOf(error: unknown): unknown {
  return uniqueViolation(error)?.includes('keyword_messages') ? new AppError('KEYWORD_MESSAGE_ALREADY_EXISTS', { field: 'keyword' }) : error;
}

export class KeywordMessageService {
  constructor(private readonly context: AppContext) {}

  async get(id: number): Promise<KeywordMessage> {
    const message = await findKeywordMessage(this.context.db, id);
    if (!message) throw notFound('keyword_message', id);
    return message;
  }

  private async assertKeywordFree(db: Executor, keyword: string, exceptId?: number) {
    if (await keywordHasMessage(db, keyword, exceptId)) throw new AppError('KEYWORD_MESSAGE_ALREADY_EXISTS', { field: 'keyword' });
  }

  private rethrowConflict(error: unknown): never {
    throw conflictOf(error);
  }

  async create(input: CreateInput, actor: Actor): Promise<KeywordMessage> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        await this.assertKeywordFree(trx, input.keyword);
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('keyword_messages')
          .values({
            keyword: input.keyword,
            message_type: input.message_type,
            content: input.content,
            buttons: storedButtons(input.message_type, input.buttons),
            status: input.status,
            ...createdStamps(actor.id, now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const message = (await findKeywordMessage(trx, id)) as KeywordMessage;
        await recordAudit(trx, actor, { action: 'keyword_message.create', entity: 'keyword_message', entityId: id, changes: diff(null, snapshot(message)) });
        return message;
      });
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  async update(id: number, input: UpdateInput, actor: Actor): Promise<KeywordMessage> {
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        const before = await findKeywordMessage(trx, id);
        if (!before) throw notFound('keyword_message', id);
        const messageType = input.message_type ?? before.message_type;
        const buttons = input.buttons ?? before.buttons;
        // The button rule holds for the message as it will be, not only for the fields sent.
        if (missingButtons(messageType, buttons)) throw validationError([{ field: 'buttons', code: msg('buttons_required') }]);
        if (input.keyword !== undefined && input.keyword.toLowerCase() !== before.keyword.toLowerCase()) {
          await this.assertKeywordFree(trx, input.keyword, id);
        }
        await trx
          .updateTable('keyword_messages')
          .set({
            ...(input.keyword !== undefined && { keyword: input.keyword }),
            ...(input.content !== undefined && { content: input.content }),
            ...(input.status !== undefined && { status: input.status }),
            message_type: messageType,
            buttons: storedButtons(messageType, buttons),
            ...updatedStamps(actor.id),
          })
          .where('id', '=', id)
          .execute();
        const after = (await findKeywordMessage(trx, id)) as KeywordMessage;
        await recordAudit(trx, actor, { action: 'keyword_message.update', entity: 'keyword_message', entityId: id, changes: diff(snapshot(before), snapshot(after)) });
        return after;
      });
    } catch (error) {
      return this.rethrowConflict(error);
    }
  }

  /** Soft delete: the keyword may get a new message afterwards. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.context.db.transaction().execute((trx) => this.removeOne(trx, id, actor));
  }

  async removeMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.removeOne(trx, id, actor))).length;
  }

  private async removeOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const before = await findKeywordMessage(trx, id);
    if (!before) throw notFound('keyword_message', id);
    const now = new Date().toISOString();
    await trx.updateTable('keyword_messages').set(deletedStamps(actor.id, now)).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'keyword_message.delete', entity: 'keyword_message', entityId: id, changes: diff(snapshot(before), null) });
  }

  /** The undo of a delete: refused while another live message holds the keyword. */
  async restoreMany(ids: readonly number[], actor: Actor): Promise<number> {
    return (await allOrNothing(this.context.db, ids, (trx, id) => this.restoreOne(trx, id, actor), conflictOf)).length;
  }

  private async restoreOne(trx: Executor, id: number, actor: Actor): Promise<void> {
    const deleted = await trx.selectFrom('keyword_messages').select('keyword').where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
    if (!deleted) throw notFound('keyword_message', id);
    await this.assertKeywordFree(trx, deleted.keyword, id);
    await trx.updateTable('keyword_messages').set(restoredStamps(actor.id, new Date().toISOString())).where('id', '=', id).execute();
    const after = (await findKeywordMessage(trx, id)) as KeywordMessage;
    await recordAudit(trx, actor, { action: 'keyword_message.restore', entity: 'keyword_message', entityId: id, changes: diff(null, snapshot(after)) });
  }
}
