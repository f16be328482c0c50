import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { completeChatRecordFolding } from './chat-record-folding.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const indexes = async () =>
  (
    await sql<{ name: string; valid: boolean }>`select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relname like 'chat_records_%_trgm' order by 1`.execute(server.database.db)
  ).rows;

describe("the chat records' trigram index", () => {
  it('is built after the migrations, again when a build left it invalid, and replaces the one on content', async () => {
    expect(await indexes()).toEqual([{ name: 'chat_records_folded_trgm', valid: true }]);
    // What an interrupted `create index concurrently` leaves behind.
    await sql`update pg_index set indisvalid = false where indexrelid = 'chat_records_folded_trgm'::regclass`.execute(server.database.db);
    await completeChatRecordFolding(server.database);
    expect(await indexes()).toEqual([{ name: 'chat_records_folded_trgm', valid: true }]);
  });
});
