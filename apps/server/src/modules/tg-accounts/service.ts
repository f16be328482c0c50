import type { TgAccount, TgAccountDetail, updateTgAccountSchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import { diff, recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { TG_ACCOUNT_ENTITY, accountSubscriptions, findAccount } from './repo.js';
import { updatedStamps } from '../../platform/db/stamps.js';

type UpdateInput = z.output<typeof updateTgAccountSchema>;

/** What staff may change of an account, and so what the audit log compares. */
function classification(account: TgAccount): Record<string, unknown> {
  return { user_type: account.user_type, list_type: account.list_type };
}

/** The Account List: reading the bots' Telegram users and classifying them. Ingestion creates them. */
export class TgAccountService {
  constructor(private readonly context: Pick<AppContext, 'db'>) {}

  private async find(db: Executor, id: number): Promise<TgAccount> {
    const account = await findAccount(db, id);
    if (!account) throw notFound(TG_ACCOUNT_ENTITY, id);
    return account;
  }

  async detail(id: number): Promise<TgAccountDetail> {
    const account = await this.find(this.context.db, id);
    return { ...account, subscriptions: await accountSubscriptions(this.context.db, id) };
  }

  /**
   * Sets the user type and/or list type, audited in the same transaction. Moving a user to Blacklist
   * makes the platform's search refuse them. A body that changes nothing writes nothing.
   */
  async update(id: number, input: UpdateInput, actor: Actor): Promise<TgAccount> {
    return this.context.db.transaction().execute(async (trx) => {
      const before = await this.find(trx, id);
      const changes = diff(classification(before), { ...classification(before), ...definedFields(input) });
      if (Object.keys(changes).length === 0) return before;
      await trx
        .updateTable('tg_accounts')
        .set({
          ...(input.user_type !== undefined && { user_type: input.user_type }),
          ...(input.list_type !== undefined && { list_type: input.list_type }),
          ...updatedStamps(actor.id),
        })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, actor, {
        action: `${TG_ACCOUNT_ENTITY}.update`,
        entity: TG_ACCOUNT_ENTITY,
        entityId: id,
        changes,
      });
      return this.find(trx, id);
    });
  }
}

function definedFields(input: UpdateInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}
