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
    await sql<{
      name: string;
      valid: boolean;
    }>`select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relname like 'chat_records_%_trgm' order by 1`.execute(
      server.database.db,
    )
  ).rows;

describe("the chat records' trigram index", () => {
  it('is built after the migrations, again when a build left it invalid, and replaces the one on content', async () => {
    expect(await indexes()).toEqual([{ name: 'chat_records_folded_trgm', valid: true }]);
    // What an interrupted `create index concurrently` leaves behind.
    await sql`update pg_index set indisvalid = false where indexrelid = 'chat_records_folded_trgm'::regclass`.execute(
      server.database.db,
    );
    await completeChatRecordFolding(server.database);
    expect(await indexes()).toEqual([{ name: 'chat_records_folded_trgm', valid: true }]);
  });

  it('is built concurrently on a large table, on a connection without the statement timeout', async () => {
    await sql`drop index chat_records_folded_trgm`.execute(server.database.db);
    await sql`create index chat_records_content_trgm on chat_records using gin (content public.gin_trgm_ops)`.execute(
      server.database.db,
    );
    // "Large" from the first record on: `create index concurrently` fails inside a transaction, so this
    // passes only when the build runs outside one.
    await completeChatRecordFolding(server.database, 0);
    expect(await indexes()).toEqual([{ name: 'chat_records_folded_trgm', valid: true }]);
  });
});
