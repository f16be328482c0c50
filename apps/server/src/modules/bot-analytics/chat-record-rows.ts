import type { ChatRecord } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import type { RecordRow } from './chat-record-filters.js';

/** The account of a Telegram id, if the platform has seen that user. */
export async function findAccountId(db: Executor, tgId: string): Promise<number | undefined> {
  const row = await db.selectFrom('tg_accounts').select('id').where('tg_id', '=', Number(tgId)).executeTakeFirst();
  return row?.id;
}

/**
 * Records as the API shows them, with their bot's and user's names. Looked up for the page's rows
 * only, after the page is chosen, so the page query itself never joins.
 */
export async function toChatRecords(db: Executor, rows: readonly RecordRow[]): Promise<ChatRecord[]> {
  if (rows.length === 0) return [];
  const botIds = [...new Set(rows.map((row) => row.bot_id))];
  const accountIds = [...new Set(rows.map((row) => row.account_id))];
  const [bots, accounts] = await Promise.all([
    db.selectFrom('bots').select(['id', 'username']).where('id', 'in', botIds).execute(),
    db.selectFrom('tg_accounts').select(['id', 'tg_id', 'username']).where('id', 'in', accountIds).execute(),
  ]);
  const botNames = new Map(bots.map((bot) => [bot.id, bot.username]));
  const users = new Map(accounts.map((account) => [account.id, account]));
  return rows.map((row) => {
    const user = users.get(row.account_id);
    return {
      id: Number(row.id),
      bot_id: row.bot_id,
      bot_username: botNames.get(row.bot_id) ?? '',
      account_id: row.account_id,
      tg_id: user ? String(user.tg_id) : '',
      account_username: user?.username ?? null,
      sent_at: row.sent_at,
      content: row.content,
      sender: row.sender,
      receiver: row.receiver,
      message_type: row.message_type as ChatRecord['message_type'],
      direction: row.direction as ChatRecord['direction'],
    };
  });
}
