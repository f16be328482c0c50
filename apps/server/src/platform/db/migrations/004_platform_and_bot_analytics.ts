import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columns } from './columns.js';

/** The search rules' cache key: bumped by triggers whenever a table the search endpoint reads changes. */
const SEARCH_RULES_VERSION = 'search_rules';

/**
 * Which columns of which tables make up the search rules. Counters the search endpoint itself writes
 * (trigger_count, view_count, …) are left out, so that counting a search does not empty the cache.
 */
const RULE_TABLES: Record<string, readonly string[] | 'all'> = {
  keywords: ['type', 'keyword', 'queue_number', 'status', 'deleted_at'],
  keyword_messages: 'all',
  catalogue_entries: ['link', 'category', 'display_name', 'tier', 'member_count', 'status', 'deleted_at'],
  sensitive_keywords: 'all',
  sponsor_clients: ['deleted_at'],
  sponsors: ['client_id', 'display', 'link', 'expired_date', 'deleted_at'],
};

/**
 * The platform side: API keys for machine callers, the bots' Telegram users (Account List), bot
 * subscriptions, chat records with their full-text index and maintained hourly counts, search events,
 * per-bot daily figures, tracked groups' daily activity, and the receipts that make ingestion idempotent.
 */
export function platformAndBotAnalytics(kind: DatabaseKind) {
  const col = columns(kind);
  const postgres = kind === 'postgres';
  // Append-only tables grow past 2^31 rows on PostgreSQL; SQLite's rowid is 64-bit already.
  const bigId = postgres ? ('bigint' as const) : ('integer' as const);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('api_keys')
        .addColumn('id', col.idType, col.id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull().unique())
        .addColumn('secret_hash', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('last_used_at', col.time)
        .addColumn('revoked_at', col.time)
        .addColumn('revoked_by', 'integer')
        .execute();

      await db.schema
        .createTable('cache_versions')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`insert into cache_versions (name, version) values (${SEARCH_RULES_VERSION}, 1)`.execute(db);
      await createRuleTriggers(db, postgres);

      await db.schema
        .createTable('bots')
        .addColumn('id', col.idType, col.id)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
        .addColumn('created_at', col.time, (c) => c.notNull())
        .execute();
      await sql`create unique index bots_username on bots (lower(username))`.execute(db);

      await db.schema
        .createTable('tg_accounts')
        .addColumn('id', col.idType, col.id)
        .addColumn('tg_id', 'bigint', (c) => c.notNull().unique())
        .addColumn('username', 'text')
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('language_code', 'text')
        .addColumn('tier', 'text', (c) => c.notNull().defaultTo('Public'))
        .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('User'))
        .addColumn('list_type', 'text', (c) => c.notNull().defaultTo('Normal'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
        .addColumn('subscription_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('first_seen_at', col.time, (c) => c.notNull())
        .addColumn('last_active_at', col.time, (c) => c.notNull())
        .addColumn('updated_at', col.time, (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .execute();
      await sql`create index tg_accounts_last_active on tg_accounts (last_active_at, id)`.execute(db);
      await sql`create index tg_accounts_first_seen on tg_accounts (first_seen_at, id)`.execute(db);
      await sql`create index tg_accounts_username on tg_accounts (lower(username))`.execute(db);
      await sql`create index tg_accounts_types on tg_accounts (list_type, user_type, last_active_at)`.execute(db);
      await sql`create index tg_accounts_subscriptions on tg_accounts (subscription_count, id)`.execute(db);
      // Username search is a substring search: a trigram index serves it on PostgreSQL.
      if (postgres)
        await sql`create index tg_accounts_username_trgm on tg_accounts using gin (lower(username) public.gin_trgm_ops)`.execute(
          db,
        );

      await db.schema
        .createTable('bot_subscriptions')
        .addColumn('id', col.idType, col.id)
        .addColumn('bot_id', 'integer', (c) => c.notNull().references('bots.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('tg_accounts.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('subscribed_at', col.time, (c) => c.notNull())
        .addColumn('unsubscribed_at', col.time)
        .addColumn('total_collection', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('total_search', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('last_day_search', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('last_search_day', col.date)
        .addColumn('last_search_at', col.time)
        .addColumn('updated_at', col.time, (c) => c.notNull())
        .addUniqueConstraint('bot_subscriptions_bot_account', ['bot_id', 'account_id'])
        .execute();
      await sql`create index bot_subscriptions_account on bot_subscriptions (account_id)`.execute(db);
      await sql`create index bot_subscriptions_subscribed on bot_subscriptions (subscribed_at, id)`.execute(db);
      await sql`create index bot_subscriptions_status on bot_subscriptions (status, bot_id, subscribed_at)`.execute(db);
      await sql`create index bot_subscriptions_bot on bot_subscriptions (bot_id, subscribed_at, id)`.execute(db);
      // The list sorts on each counter; without these a sort reads every subscription.
      for (const counter of ['total_search', 'last_day_search', 'total_collection']) {
        await sql.raw(`create index bot_subscriptions_${counter} on bot_subscriptions (${counter}, id)`).execute(db);
      }

      await db.schema
        .createTable('chat_records')
        .addColumn('id', bigId, col.id)
        .addColumn('event_id', 'text', (c) => c.notNull().unique())
        .addColumn('bot_id', 'integer', (c) => c.notNull().references('bots.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('tg_accounts.id'))
        .addColumn('sent_at', col.time, (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('receiver', 'text', (c) => c.notNull())
        .addColumn('message_type', 'text', (c) => c.notNull())
        .addColumn('direction', 'text', (c) => c.notNull())
        .execute();
      await sql`create index chat_records_sent on chat_records (sent_at, id)`.execute(db);
      await sql`create index chat_records_bot_sent on chat_records (bot_id, sent_at, id)`.execute(db);
      await sql`create index chat_records_conversation on chat_records (account_id, bot_id, sent_at, id)`.execute(db);
      await createChatRecordTextIndex(db, postgres);

      // Exact totals for "page x of y" without counting millions of rows: whole hours come from here,
      // and only the ragged ends of a range are counted in chat_records itself.
      await db.schema
        .createTable('chat_record_counts')
        .addColumn('bot_id', 'integer', (c) => c.notNull())
        .addColumn('hour', col.time, (c) => c.notNull())
        .addColumn('direction', 'text', (c) => c.notNull())
        .addColumn('message_type', 'text', (c) => c.notNull())
        .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('chat_record_counts_pk', ['bot_id', 'hour', 'direction', 'message_type'])
        .execute();
      await sql`create index chat_record_counts_hour on chat_record_counts (hour)`.execute(db);

      await db.schema
        .createTable('search_events')
        .addColumn('id', bigId, col.id)
        .addColumn('event_id', 'text', (c) => c.notNull().unique())
        .addColumn('bot_id', 'integer', (c) => c.notNull().references('bots.id'))
        .addColumn('account_id', 'integer', (c) => c.references('tg_accounts.id'))
        .addColumn('tg_id', 'bigint')
        .addColumn('query', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('result_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('searched_at', col.time, (c) => c.notNull())
        .execute();
      await sql`create index search_events_bot on search_events (bot_id, searched_at)`.execute(db);

      await db.schema
        .createTable('bot_daily_stats')
        .addColumn('bot_id', 'integer', (c) => c.notNull().references('bots.id'))
        .addColumn('day', col.date, (c) => c.notNull())
        .addColumn('searches', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('new_subscribers', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('lost_subscribers', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('messages_in', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('messages_out', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('bot_daily_stats_pk', ['bot_id', 'day'])
        .execute();

      await db.schema
        .createTable('war_groups')
        .addColumn('id', col.idType, col.id)
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'text', (c) => c.notNull().defaultTo('Group'))
        .addColumn('side', 'text', (c) => c.notNull().defaultTo('Rival'))
        .addColumn('created_at', col.time, (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated_at', col.time, (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addColumn('deleted_at', col.time)
        .execute();
      await sql`create unique index war_groups_link_live on war_groups (lower(link)) where deleted_at is null`.execute(
        db,
      );

      await db.schema
        .createTable('group_activity_daily')
        .addColumn('group_id', 'integer', (c) => c.notNull().references('war_groups.id'))
        .addColumn('day', col.date, (c) => c.notNull())
        .addColumn('messages', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('active_members', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('joins', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('leaves', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('member_count', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('peak_hour', 'integer')
        .addPrimaryKeyConstraint('group_activity_daily_pk', ['group_id', 'day'])
        .execute();

      // Kinds whose rows are not kept one per event (counters, upserts) remember the event ids they
      // have applied here; chat records and search events carry their event_id on the row instead.
      await db.schema
        .createTable('ingest_receipts')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('received_at', col.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('ingest_receipts_pk', ['kind', 'event_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (!postgres) await sql`drop table if exists chat_records_fts`.execute(db);
      for (const table of [
        'ingest_receipts',
        'group_activity_daily',
        'war_groups',
        'bot_daily_stats',
        'search_events',
        'chat_record_counts',
        'chat_records',
        'bot_subscriptions',
        'tg_accounts',
        'bots',
        'cache_versions',
        'api_keys',
      ]) {
        await db.schema.dropTable(table).execute();
      }
      for (const table of Object.keys(RULE_TABLES)) {
        for (const event of ['insert', 'update', 'delete'])
          await sql.raw(`drop trigger if exists ${table}_rules_${event}${postgres ? ` on ${table}` : ''}`).execute(db);
      }
      if (postgres) await sql`drop function if exists bump_search_rules_version()`.execute(db);
    },
  };
}

async function createRuleTriggers(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  const bump = `update cache_versions set version = version + 1 where name = '${SEARCH_RULES_VERSION}'`;
  if (postgres) {
    await sql
      .raw(
        `create function bump_search_rules_version() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`,
      )
      .execute(db);
  }
  for (const [table, watched] of Object.entries(RULE_TABLES)) {
    const updateOf = watched === 'all' ? 'update' : `update of ${watched.join(', ')}`;
    for (const [event, on] of [
      ['insert', 'insert'],
      ['update', updateOf],
      ['delete', 'delete'],
    ] as const) {
      const name = `${table}_rules_${event}`;
      const statement = postgres
        ? `create trigger ${name} after ${on} on ${table} for each statement execute function bump_search_rules_version()`
        : `create trigger ${name} after ${on} on ${table} begin ${bump}; end`;
      await sql.raw(statement).execute(db);
    }
  }
}

/**
 * Substring search in message content, Chinese and English alike: trigram indexes on both databases.
 * pg_trgm itself is created before migrations run (migrate.ts), outside any one schema's transaction.
 */
async function createChatRecordTextIndex(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  if (postgres) {
    await sql`create index chat_records_content_trgm on chat_records using gin (content public.gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table chat_records_fts using fts5(content, content='chat_records', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger chat_records_fts_insert after insert on chat_records begin insert into chat_records_fts (rowid, content) values (new.id, new.content); end`.execute(
    db,
  );
  await sql`create trigger chat_records_fts_delete after delete on chat_records begin insert into chat_records_fts (chat_records_fts, rowid, content) values ('delete', old.id, old.content); end`.execute(
    db,
  );
}
