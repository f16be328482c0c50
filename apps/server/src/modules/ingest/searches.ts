import { sql } from 'kysely';
import type { Executor } from '../../platform/db/schema.js';
import { dayOf, isoUtc, laterOf } from '../../platform/time.js';
import { chunksFor, valuesList, type SqlValue } from '../../platform/db/bulk.js';
import { BotDailyTally } from './daily-stats.js';
import { storedEvents } from './receipts.js';
import { botUsername, ensureBots, ensureTgAccounts, tgIdKey, type BotRef } from './telegram-users.js';

export interface SearchToRecord {
  event_id: string;
  bot: string;
  tg_id: string | null;
  username?: string | null;
  query: string;
  outcome: 'ok' | 'restricted' | 'sensitive' | 'blacklisted';
  result_count: number;
  at: string;
}

/** The first occurrence of each event id; later ones are duplicates. */
function firstOfEach(searches: readonly SearchToRecord[], known: Set<string>): SearchToRecord[] {
  const seen = new Set(known);
  return searches.filter((search) => {
    if (seen.has(search.event_id)) return false;
    seen.add(search.event_id);
    return true;
  });
}

interface Resolved {
  search: SearchToRecord;
  bot_id: number;
  account_id: number | null;
}

async function resolve(db: Executor, searches: SearchToRecord[]): Promise<Resolved[]> {
  const bots = await ensureBots(
    db,
    searches.map((s) => ({ bot: s.bot, at: s.at })),
  );
  const users = searches.flatMap((s) =>
    s.tg_id ? [{ user: { tg_id: s.tg_id, username: s.username ?? null }, at: s.at }] : [],
  );
  const accounts = await ensureTgAccounts(db, users);
  return searches.map((search) => ({
    search,
    bot_id: (bots.get(botUsername(search.bot).toLowerCase()) as BotRef).id,
    account_id: search.tg_id ? (accounts.get(tgIdKey(search.tg_id)) ?? null) : null,
  }));
}

/** Inserts the rows; answers the event ids actually written (a concurrent batch may have won some). */
async function insertEvents(db: Executor, rows: Resolved[]): Promise<Set<string>> {
  const written = new Set<string>();
  for (const chunk of chunksFor(rows, 8)) {
    const inserted = await db
      .insertInto('search_events')
      .values(
        chunk.map(({ search, bot_id, account_id }) => ({
          event_id: search.event_id,
          bot_id,
          account_id,
          tg_id: search.tg_id ? Number(search.tg_id) : null,
          query: search.query,
          outcome: search.outcome,
          result_count: search.result_count,
          searched_at: isoUtc(search.at),
        })),
      )
      // No conflict target: on PostgreSQL the event id is unique within each week's partition (docs/decisions/0043).
      .onConflict((oc) => oc.doNothing())
      .returning('event_id')
      .execute();
    for (const row of inserted) written.add(row.event_id);
  }
  return written;
}

/** Per subscriber: searches in the batch, the latest day searched and how many searches that day. */
function subscriberTally(rows: Resolved[]): SqlValue[][] {
  const pairs = new Map<
    string,
    { bot_id: number; account_id: number; total: number; day: string; on_day: number; at: string }
  >();
  for (const { search, bot_id, account_id } of rows) {
    if (account_id === null) continue;
    const at = isoUtc(search.at);
    const day = dayOf(at);
    const key = `${bot_id}|${account_id}`;
    const pair = pairs.get(key);
    if (!pair) {
      pairs.set(key, { bot_id, account_id, total: 1, day, on_day: 1, at });
      continue;
    }
    pair.total += 1;
    pair.at = laterOf(pair.at, at);
    if (day > pair.day) Object.assign(pair, { day, on_day: 1 });
    else if (day === pair.day) pair.on_day += 1;
  }
  return [...pairs.values()].map((p) => [p.bot_id, p.account_id, p.total, p.day, p.on_day, p.at]);
}

/**
 * Bumps the subscribers' search counters. last_day_search counts the searches of last_search_day,
 * the latest day the user searched: a later day restarts it, the same day adds, an earlier day leaves it.
 */
async function bumpSubscribers(db: Executor, rows: Resolved[]): Promise<void> {
  const types = ['integer', 'integer', 'bigint', 'date', 'bigint', 'timestamptz'] as const;
  for (const chunk of chunksFor(subscriberTally(rows), types.length)) {
    await sql`
      with v (bot_id, account_id, total, day, on_day, at) as (${valuesList(db, chunk, types)})
      update bot_subscriptions set
        total_search = bot_subscriptions.total_search + v.total,
        last_day_search = case
          when bot_subscriptions.last_search_day is null or v.day > bot_subscriptions.last_search_day then v.on_day
          when v.day = bot_subscriptions.last_search_day then bot_subscriptions.last_day_search + v.on_day
          else bot_subscriptions.last_day_search end,
        last_search_day = case
          when bot_subscriptions.last_search_day is null or v.day > bot_subscriptions.last_search_day then v.day
          else bot_subscriptions.last_search_day end,
        last_search_at = case
          when bot_subscriptions.last_search_at is null or v.at > bot_subscriptions.last_search_at then v.at
          else bot_subscriptions.last_search_at end
      from v
      where bot_subscriptions.bot_id = v.bot_id and bot_subscriptions.account_id = v.account_id`.execute(db);
  }
}

/**
 * Records user searches (the platform search's own, or ingested ones): one search_events row each,
 * skipping event ids already recorded, and the counters they feed — the subscriber's search figures
 * when the user subscribes to that bot, and the bot's searches of the day. Run it inside the caller's
 * transaction. `fresh`: the event ids were just made (random UUIDs), so none can be known already.
 */
export async function recordSearches(
  db: Executor,
  searches: SearchToRecord[],
  options: { fresh?: boolean } = {},
): Promise<{ accepted: number; duplicates: number }> {
  // Event ids the caller has just made (the platform search's) cannot be recorded yet: one read less.
  const known = options.fresh ? new Set<string>() : await storedEvents(db, 'search_events', searches);
  const fresh = firstOfEach(searches, known);
  if (fresh.length === 0) return { accepted: 0, duplicates: searches.length };
  const resolved = await resolve(db, fresh);
  const written = await insertEvents(db, resolved);
  const applied = resolved.filter((row) => written.has(row.search.event_id));
  await bumpSubscribers(db, applied);
  const daily = new BotDailyTally();
  for (const { search, bot_id } of applied) daily.add(bot_id, dayOf(search.at), 'searches');
  await daily.write(db);
  return { accepted: applied.length, duplicates: searches.length - applied.length };
}
