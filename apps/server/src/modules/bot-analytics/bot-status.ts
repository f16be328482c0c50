import type { ActiveStatus, Bot } from '@backoffice/contract';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { Db } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';

/** Staff make a bot Active or Inactive; ingestion records a bot it first hears of as Inactive (docs/decisions/0032). */
export async function setBotStatus(db: Db, id: number, status: ActiveStatus, actor: Actor): Promise<Bot> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('bots')
      .select(['id', 'username', 'status', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound('bot', id);
    if (before.status === status) return before;
    await trx.updateTable('bots').set({ status }).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'bot.update',
      entity: 'bot',
      entityId: id,
      changes: { status: { from: before.status, to: status } },
    });
    return { ...before, status };
  });
}
