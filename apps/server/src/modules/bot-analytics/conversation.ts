import type { Conversation, conversationQuerySchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import type { Executor } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { decodeCursor, encodeCursor } from './chat-record-cursor.js';
import { filterCondition, keyOf, keysetCondition, newestFirst, recordsFrom } from './chat-record-filters.js';
import { toChatRecords } from './chat-record-rows.js';

type ConversationQuery = z.output<typeof conversationQuerySchema>;

/**
 * One user's messages with one bot, in time order: the latest `size` of them, or the `size` before
 * a position. Read newest first through the conversation index (account_id, bot_id, sent_at, id),
 * so each step costs the same however long the conversation. The bot, whose status staff set, is
 * read from `db`; the account and messages, ingestion's, may come from a read replica (`recordsDb`).
 */
export async function readConversation(
  db: Executor,
  query: ConversationQuery,
  recordsDb: Executor = db,
): Promise<Conversation> {
  const before = query.before === undefined ? undefined : decodeCursor(query.before, 'before');
  const [bot, account] = await Promise.all([
    db
      .selectFrom('bots')
      .select(['id', 'username', 'status', 'created_at'])
      .where('id', '=', query.bot_id)
      .executeTakeFirst(),
    recordsDb
      .selectFrom('tg_accounts')
      .select(['id', 'tg_id', 'username', 'first_name', 'last_name'])
      .where('tg_id', '=', Number(query.tg_id))
      .executeTakeFirst(),
  ]);
  if (!bot) throw notFound('bot', query.bot_id);
  if (!account) throw notFound('tg_account', query.tg_id);
  let messages = recordsFrom(recordsDb).where(filterCondition({ botId: bot.id, accountId: account.id }));
  // Whichever way the token was made, `before` means "older than this position".
  if (before) messages = messages.where(keysetCondition({ ...before, direction: 'older' }));
  const rows = await newestFirst(messages)
    .limit(query.size + 1)
    .execute();
  const page = rows.slice(0, query.size).reverse();
  const oldest = page[0];
  return {
    bot,
    account: { ...account, tg_id: String(account.tg_id) },
    messages: await toChatRecords(recordsDb, page),
    older_cursor: rows.length > query.size && oldest ? encodeCursor('older', keyOf(oldest)) : null,
  };
}
