import { sql } from 'kysely';
import type { SubscriptionRow } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import { dayOf, isoUtc } from '../../platform/time.js';
import { chunksFor, valuesList } from '../../platform/db/bulk.js';
import { BotDailyTally } from './daily-stats.js';
import type { KindOutcome } from './outcome.js';
import { takeReceipts, unreceipted } from './receipts.js';
import { botUsername, ensureBots, ensureTgAccounts, tgIdKey, type BotRef } from './telegram-users.js';
import type { IndexedRow } from './validate.js';

/** A user's subscription to one bot as the batch leaves it. */
interface Subscription {
  id: number | null;
  bot_id: number;
  account_id: number;
  status: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
  total_collection: number;
  /** When the status last changed: an event older than this is too late to change it. */
  updated_at: string;
  changed: boolean;
}

type Event = { row: SubscriptionRow; at: string; bot_id: number; account_id: number };

async function resolve(db: Executor, rows: SubscriptionRow[]): Promise<Event[]> {
  const events = rows
    .map((row) => ({ row, at: isoUtc(row.at) }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const bots = await ensureBots(
    db,
    events.map(({ row, at }) => ({ bot: row.bot, at })),
  );
  const accounts = await ensureTgAccounts(
    db,
    events.map(({ row, at }) => ({ user: row, at })),
  );
  return events.map((event) => ({
    ...event,
    bot_id: (bots.get(botUsername(event.row.bot).toLowerCase()) as BotRef).id,
    account_id: accounts.get(tgIdKey(event.row.tg_id)) as number,
  }));
}

async function loadSubscriptions(db: Executor, events: Event[]): Promise<Map<string, Subscription>> {
  const wanted = new Set(events.map((e) => `${e.bot_id}|${e.account_id}`));
  const found = new Map<string, Subscription>();
  for (const chunk of chunksFor([...new Set(events.map((e) => e.account_id))], 1)) {
    const rows = await db
      .selectFrom('bot_subscriptions')
      .select([
        'id',
        'bot_id',
        'account_id',
        'status',
        'subscribed_at',
        'unsubscribed_at',
        'total_collection',
        'updated_at',
      ])
      .where('account_id', 'in', chunk)
      .execute();
    for (const row of rows) {
      const key = `${row.bot_id}|${row.account_id}`;
      if (wanted.has(key)) found.set(key, { ...row, updated_at: isoUtc(row.updated_at), changed: false });
    }
  }
  return found;
}

/**
 * Applies one event to the subscription. Subscribing (first time or again) sets subscribed_at and
 * counts a new subscriber; leaving sets unsubscribed_at and counts a lost one; the same status again
 * changes nothing; an event older than the last change is too late and changes nothing either.
 * Answers +1, -1 or 0: the change to the user's number of subscriptions.
 */
function apply(subscriptions: Map<string, Subscription>, event: Event, daily: BotDailyTally): number {
  const key = `${event.bot_id}|${event.account_id}`;
  const current = subscriptions.get(key);
  const { status } = event.row;
  const day = dayOf(event.at);
  if (!current) {
    // A first event that says "left" still records the user: they were subscribed before we heard of them.
    subscriptions.set(key, {
      id: null,
      bot_id: event.bot_id,
      account_id: event.account_id,
      status,
      subscribed_at: event.at,
      unsubscribed_at: status === 'Unsubscribed' ? event.at : null,
      total_collection: event.row.total_collection ?? 0,
      updated_at: event.at,
      changed: true,
    });
    daily.add(event.bot_id, day, status === 'Subscribed' ? 'new_subscribers' : 'lost_subscribers');
    return status === 'Subscribed' ? 1 : 0;
  }
  if (event.at < current.updated_at) return 0;
  // The collection count is the bot's latest snapshot: any event not older than the last change carries it.
  if (event.row.total_collection !== undefined && event.row.total_collection !== current.total_collection) {
    Object.assign(current, { total_collection: event.row.total_collection, changed: true });
  }
  if (current.status === status) return 0;
  Object.assign(current, { status, updated_at: event.at, changed: true });
  if (status === 'Subscribed') {
    Object.assign(current, { subscribed_at: event.at, unsubscribed_at: null });
    daily.add(event.bot_id, day, 'new_subscribers');
    return 1;
  }
  current.unsubscribed_at = event.at;
  daily.add(event.bot_id, day, 'lost_subscribers');
  return -1;
}

async function writeSubscriptions(db: Executor, subscriptions: Subscription[]): Promise<void> {
  const created = subscriptions.filter((s) => s.changed && s.id === null);
  for (const chunk of chunksFor(created, 7)) {
    await db
      .insertInto('bot_subscriptions')
      .values(
        chunk.map(({ bot_id, account_id, status, subscribed_at, unsubscribed_at, total_collection, updated_at }) => ({
          bot_id,
          account_id,
          status,
          subscribed_at,
          unsubscribed_at,
          total_collection,
          updated_at,
        })),
      )
      .execute();
  }
  const changed = subscriptions
    .filter((s) => s.changed && s.id !== null)
    .sort((a, b) => (a.id as number) - (b.id as number));
  const types = ['integer', 'text', 'timestamptz', 'timestamptz', 'bigint', 'timestamptz'] as const;
  for (const chunk of chunksFor(changed, types.length)) {
    const values = chunk.map((s) => [
      s.id,
      s.status,
      s.subscribed_at,
      s.unsubscribed_at,
      s.total_collection,
      s.updated_at,
    ]);
    await sql`
      with v (id, status, subscribed_at, unsubscribed_at, total_collection, updated_at) as (${valuesList(db, values, types)})
      update bot_subscriptions set status = v.status, subscribed_at = v.subscribed_at, unsubscribed_at = v.unsubscribed_at,
        total_collection = v.total_collection, updated_at = v.updated_at
      from v where bot_subscriptions.id = v.id`.execute(db);
  }
}

/** tg_accounts.subscription_count is the number of the user's Subscribed subscriptions. */
async function adjustSubscriptionCounts(db: Executor, deltas: Map<number, number>): Promise<void> {
  const rows = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b);
  for (const chunk of chunksFor(rows, 2)) {
    await sql`
      with v (id, delta) as (${valuesList(db, chunk, ['integer', 'integer'])})
      update tg_accounts set subscription_count = tg_accounts.subscription_count + v.delta
      from v where tg_accounts.id = v.id`.execute(db);
  }
}

/** Users subscribing to and leaving the bots, applied in the order they happened. */
export async function ingestSubscriptions(
  db: Executor,
  rows: IndexedRow<SubscriptionRow>[],
  receivedAt: string,
): Promise<KindOutcome> {
  const fresh = await unreceipted(db, 'subscriptions', rows);
  const applied = await takeReceipts(db, 'subscriptions', fresh, receivedAt);
  if (applied.length === 0) return { accepted: 0, duplicates: rows.length, rejected: [] };
  const events = await resolve(
    db,
    applied.map(({ row }) => row),
  );
  const subscriptions = await loadSubscriptions(db, events);
  const daily = new BotDailyTally();
  const deltas = new Map<number, number>();
  for (const event of events) {
    const delta = apply(subscriptions, event, daily);
    deltas.set(event.account_id, (deltas.get(event.account_id) ?? 0) + delta);
  }
  await writeSubscriptions(db, [...subscriptions.values()]);
  await adjustSubscriptionCounts(db, deltas);
  await daily.write(db);
  return { accepted: applied.length, duplicates: rows.length - applied.length, rejected: [] };
}
