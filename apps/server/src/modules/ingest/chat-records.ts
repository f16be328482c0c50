import type { ChatRecordRow } from '@backoffice/contract';
import { foldText } from '../../platform/db/chat-record-folding.js';
import type { ChatRecordTable, Executor } from '../../platform/db/schema.js';
import { dayOf, hourOf, isoUtc } from '../../platform/time.js';
import { chunksFor, tally } from '../../platform/db/bulk.js';
import { BotDailyTally } from './daily-stats.js';
import { botUsername, ensureBots, ensureTgAccounts, tgIdKey, type BotRef } from './telegram-users.js';
import type { KindOutcome } from './outcome.js';
import { storedEvents } from './receipts.js';
import type { IndexedRow } from './validate.js';

/** The user is named by '@username' when they have one, else by their Telegram id; the bot by '@bot'. */
function parties(row: ChatRecordRow, botName: string): { sender: string; receiver: string } {
  const user = row.username ? `@${row.username.replace(/^@/, '')}` : tgIdKey(row.tg_id);
  const bot = `@${botName}`;
  return row.direction === 'Inbound' ? { sender: user, receiver: bot } : { sender: bot, receiver: user };
}

/** A chat record as ingestion writes it: every column but the id (content_folded is what text search reads). */
type ChatRecordInsert = Omit<ChatRecordTable, 'id'>;

async function resolveRows(db: Executor, rows: ChatRecordRow[]): Promise<ChatRecordInsert[]> {
  const bots = await ensureBots(
    db,
    rows.map((row) => ({ bot: row.bot, at: row.sent_at })),
  );
  const accounts = await ensureTgAccounts(
    db,
    rows.map((row) => ({ user: { tg_id: row.tg_id, username: row.username ?? null }, at: row.sent_at })),
  );
  return rows.map((row) => {
    const bot = bots.get(botUsername(row.bot).toLowerCase()) as BotRef;
    return {
      event_id: row.event_id,
      bot_id: bot.id,
      account_id: accounts.get(tgIdKey(row.tg_id)) as number,
      sent_at: isoUtc(row.sent_at),
      content: row.content,
      content_folded: foldText(row.content),
      ...parties(row, bot.username),
      message_type: row.message_type,
      direction: row.direction,
    };
  });
}

/** Inserts the records; answers the ones actually written (a concurrent batch may have won some). */
async function insertRecords(db: Executor, records: ChatRecordInsert[]): Promise<ChatRecordInsert[]> {
  const written = new Set<string>();
  for (const chunk of chunksFor(records, 10)) {
    const inserted = await db
      .insertInto('chat_records')
      .values(chunk)
      // No conflict target: on PostgreSQL the event id is unique within each week's partition (docs/decisions/0043).
      .onConflict((oc) => oc.doNothing())
      .returning('event_id')
      .execute();
    for (const row of inserted) written.add(row.event_id);
  }
  return records.filter((record) => written.has(record.event_id));
}

/** The maintained counts the lists' totals and the overview read: hourly buckets and daily messages. */
async function bumpCounts(db: Executor, records: ChatRecordInsert[]): Promise<void> {
  const buckets = new Map<string, number>();
  const daily = new BotDailyTally();
  for (const record of records) {
    tally(buckets, [record.bot_id, hourOf(record.sent_at), record.direction, record.message_type].join('|'));
    daily.add(record.bot_id, dayOf(record.sent_at), record.direction === 'Inbound' ? 'messages_in' : 'messages_out');
  }
  // Sorted, so concurrent batches lock the buckets in the same order.
  const rows = [...buckets]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, count]) => {
      const [bot, hour = '', direction = '', messageType = ''] = key.split('|');
      return { bot_id: Number(bot), hour, direction, message_type: messageType, count };
    });
  for (const chunk of chunksFor(rows, 5)) {
    await db
      .insertInto('chat_record_counts')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['bot_id', 'hour', 'direction', 'message_type'])
          .doUpdateSet((eb) => ({ count: eb('chat_record_counts.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
  await daily.write(db);
}

/** Chat records of a batch: new ones are stored with their users and bots, and counted. */
export async function ingestChatRecords(db: Executor, rows: IndexedRow<ChatRecordRow>[]): Promise<KindOutcome> {
  const known = await storedEvents(
    db,
    'chat_records',
    rows.map(({ row }) => ({ event_id: row.event_id, at: row.sent_at })),
  );
  const fresh = rows.filter(({ row }) => !known.has(row.event_id)).map(({ row }) => row);
  if (fresh.length === 0) return { accepted: 0, duplicates: rows.length, rejected: [] };
  const written = await insertRecords(db, await resolveRows(db, fresh));
  await bumpCounts(db, written);
  return { accepted: written.length, duplicates: rows.length - written.length, rejected: [] };
}
