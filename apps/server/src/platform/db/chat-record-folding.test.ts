import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { completeChatRecordFolding } from './chat-record-folding.js';

let server: TestServer;
let botId: number;
let accountId: number;
beforeAll(async () => {
  server = await startTestServer();
  const now = new Date().toISOString();
  botId = (
    await server.database.db
      .insertInto('bots')
      .values({ username: 'folding_bot', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  accountId = (
    await server.database.db
      .insertInto('tg_accounts')
      .values({
        tg_id: 4242,
        username: 'folding_user',
        list_type: 'Normal',
        first_seen_at: now,
        last_active_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => server.close());

let events = 0;
/** A record as an instance of the previous version writes it: without its folded copy. */
async function unfoldedRecord(content: string): Promise<number> {
  events += 1;
  const row = await server.database.db
    .insertInto('chat_records')
    .values({
      event_id: `folding-${events}`,
      bot_id: botId,
      account_id: accountId,
      sent_at: new Date().toISOString(),
      content,
      content_folded: '',
      sender: 'u',
      receiver: 'b',
      message_type: 'Text',
      direction: 'User to Bot',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const folded = async (id: number) =>
  (
    await server.database.db
      .selectFrom('chat_records')
      .select('content_folded')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).content_folded;
const mark = async () =>
  Number(
    (
      await sql<{
        through_id: string | number;
      }>`select through_id from data_backfill_marks where name = 'chat_records.content_folded'`.execute(
        server.database.db,
      )
    ).rows[0]?.through_id,
  );

describe('folding the chat records written without their folded copy', () => {
  it('folds them on start, and a later start reads only the records written since', async () => {
    const older = await unfoldedRecord('Crypto SIGNALS Daily');
    await completeChatRecordFolding(server.database);
    expect(await folded(older)).toBe('crypto signals daily');
    expect(await mark()).toBeGreaterThanOrEqual(older);

    // Below the mark nothing is read again (a record changed there stays as it is); past it, a record
    // an instance of the previous version wrote meanwhile is folded.
    await sql`update chat_records set content_folded = 'left alone' where id = ${older}`.execute(server.database.db);
    const newer = await unfoldedRecord('ПРИВЕТ Мир');
    await completeChatRecordFolding(server.database);
    expect(await folded(newer)).toBe('привет мир');
    expect(await folded(older)).toBe('left alone');
    expect(await mark()).toBe(newer);
  });
});
