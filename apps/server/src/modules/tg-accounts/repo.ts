import { sql, type ExpressionBuilder } from 'kysely';
import {
  TG_ACCOUNT_SORTABLE,
  type TgAccount,
  type TgAccountSubscription,
  type tgAccountListQuerySchema,
} from '@backoffice/contract';
import type * as z from 'zod/mini';
import { containsIgnoreCase, fetchListPage, sortOf } from '../../platform/db/query.js';
import type { Database, Executor } from '../../platform/db/schema.js';
import { textIndexMatch, textIndexTotal, type TextMatch } from '../../platform/db/text-indexes.js';

type ListQuery = z.output<typeof tgAccountListQuerySchema>;

/** The audit log's name for an Account List row. */
export const TG_ACCOUNT_ENTITY = 'tg_account';

const INT64_MAX = 9_223_372_036_854_775_807n;

/** The search text as a TG ID: digits only and within bigint; anything else is not one. */
export function tgIdOf(text: string): string | undefined {
  if (!/^\d{1,19}$/.test(text)) return undefined;
  return BigInt(text) <= INT64_MAX ? text : undefined;
}

function accounts(db: Executor) {
  return db.selectFrom('tg_accounts as a');
}

/** The columns of an account as the API shows it, with the name of the staff member who last edited it. */
function withDetails(query: ReturnType<typeof accounts>) {
  return query
    .leftJoin('accounts as editor', 'editor.id', 'a.updated_by')
    .select([
      'a.id',
      'a.tg_id',
      'a.username',
      'a.first_name',
      'a.last_name',
      'a.language_code',
      'a.tier',
      'a.user_type',
      'a.list_type',
      'a.status',
      'a.subscription_count',
      'a.first_seen_at',
      'a.last_active_at',
      'a.updated_at',
      'editor.username as updated_by_name',
    ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

function toAccount(row: AccountRow): TgAccount {
  return {
    id: row.id,
    // bigint in the database, digits on the wire: a JSON number would round ids past 2^53.
    tg_id: String(row.tg_id),
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    language_code: row.language_code,
    tier: row.tier as TgAccount['tier'],
    user_type: row.user_type as TgAccount['user_type'],
    list_type: row.list_type as TgAccount['list_type'],
    status: row.status as TgAccount['status'],
    subscription_count: Number(row.subscription_count),
    first_seen_at: row.first_seen_at,
    last_active_at: row.last_active_at,
    updated_at: row.updated_at,
    updated_by: row.updated_by_name ?? null,
  };
}

export async function findAccount(db: Executor, id: number): Promise<TgAccount | undefined> {
  const row = await withDetails(accounts(db)).where('a.id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/** The first name, a space and the last name, as the full-name search and its indexes read them. */
const fullName = (eb: ExpressionBuilder<Database & { a: Database['tg_accounts'] }, 'a'>) =>
  sql`coalesce(${eb.ref('a.first_name')}, '') || ' ' || coalesce(${eb.ref('a.last_name')}, '')`;

/** The search as the users' text index reads it: the full name, and without a space the username too. */
function indexMatches(text: string): TextMatch[] {
  if (text.includes(' ')) return [{ columns: ['name'], text }];
  return [
    { columns: ['username'], text: text.replace(/^@/, '') },
    { columns: ['name'], text },
  ];
}

/**
 * The search box: all digits is an exact TG ID (the unique index answers it). Other text is a
 * case-insensitive "contains": without a space, on the username (a leading @ ignored) or the full name;
 * with one, on the full name only (usernames hold no spaces). On SQLite a text of three characters or
 * more is looked up in the users' text index (platform/db/text-indexes.ts).
 */
function whereSearchMatches(db: Executor, query: ReturnType<typeof accounts>, text: string) {
  const tgId = tgIdOf(text);
  if (tgId !== undefined) return query.where('a.tg_id', '=', sql<number>`cast(${tgId} as bigint)`);
  const indexed = textIndexMatch(db, 'tg_accounts', sql.ref('a.id'), indexMatches(text));
  if (indexed) return query.where(indexed);
  if (text.includes(' ')) return query.where((eb) => containsIgnoreCase(fullName(eb), text));
  return query.where((eb) =>
    eb.or([
      containsIgnoreCase(eb.ref('a.username'), text.replace(/^@/, '')),
      containsIgnoreCase(eb.ref('a.first_name'), text),
      containsIgnoreCase(eb.ref('a.last_name'), text),
    ]),
  );
}

/** Whether the list is narrowed by a text search (not an exact TG ID). */
function isTextSearch(query: ListQuery): boolean {
  return query.search !== undefined && query.search !== '' && tgIdOf(query.search) === undefined;
}

function filteredAccounts(db: Executor, all: ReturnType<typeof accounts>, query: ListQuery) {
  let filtered = all;
  if (query.search) filtered = whereSearchMatches(db, filtered, query.search);
  if (query.user_type) filtered = filtered.where('a.user_type', '=', query.user_type);
  if (query.list_type) filtered = filtered.where('a.list_type', '=', query.list_type);
  if (query.tier) filtered = filtered.where('a.tier', '=', query.tier);
  if (query.status) filtered = filtered.where('a.status', '=', query.status);
  if (query.from) filtered = filtered.where('a.last_active_at', '>=', new Date(query.from).toISOString());
  if (query.to) filtered = filtered.where('a.last_active_at', '<=', new Date(query.to).toISOString());
  return filtered;
}

/**
 * The sort key of a page. Each order matches an index (last_active_at, first_seen_at, tg_id,
 * lower(username)) except subscription_count. A text search is the exception: its few matches are
 * scattered through any index, and walking one to collect them took seconds at a million rows where
 * reading the table once and sorting the matches takes a fraction of that. A key no index covers
 * (coalesce of the column with itself) steers both databases' planners to the latter.
 */
function sortKey(field: (typeof TG_ACCOUNT_SORTABLE)[number], textSearch: boolean) {
  const column = sql.ref(`a.${field}`);
  const key = textSearch ? sql`coalesce(${column}, ${column})` : column;
  return field === 'username' ? sql`lower(${key})` : key;
}

/**
 * One page of accounts, the most recently active first by default. Usernames sort without regard to
 * case, users without one after the rest (before them when descending, as reading the index backwards gives).
 */
export async function listAccounts(db: Executor, query: ListQuery) {
  const sort = sortOf(query, TG_ACCOUNT_SORTABLE, { field: 'last_active_at', direction: 'desc' });
  const all = accounts(db);
  const id = sql.ref('a.id');
  return fetchListPage(
    all,
    filteredAccounts(db, all, query),
    query,
    {
      id,
      order: [
        {
          expression: sortKey(sort.field, isTextSearch(query)),
          direction: sort.direction,
          nulls: sort.direction === 'asc' ? 'last' : 'first',
        },
        { expression: id, direction: sort.direction },
      ],
      details: withDetails,
    },
    toAccount,
    searchTotal(db, query),
  );
}

/** A text search that is the list's only filter is counted in the users' text index, without reading a row. */
function searchTotal(db: Executor, query: ListQuery) {
  const others = [query.user_type, query.list_type, query.tier, query.status, query.from, query.to];
  if (!isTextSearch(query) || !query.search || others.some((value) => value !== undefined)) return {};
  const total = textIndexTotal(db, 'tg_accounts', indexMatches(query.search));
  return total ? { total } : {};
}

/** Every bot the account has started, the latest subscription first. A user starts a handful of bots at most. */
export async function accountSubscriptions(db: Executor, accountId: number): Promise<TgAccountSubscription[]> {
  const rows = await db
    .selectFrom('bot_subscriptions as s')
    .innerJoin('bots as b', 'b.id', 's.bot_id')
    .select([
      's.id',
      's.bot_id',
      'b.username as bot_username',
      's.status',
      's.subscribed_at',
      's.unsubscribed_at',
      's.total_collection',
      's.total_search',
      's.last_day_search',
      's.last_search_at',
    ])
    .where('s.account_id', '=', accountId)
    .orderBy('s.subscribed_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    bot_id: row.bot_id,
    bot_username: row.bot_username,
    status: row.status as TgAccountSubscription['status'],
    subscribed_at: row.subscribed_at,
    unsubscribed_at: row.unsubscribed_at,
    total_collection: Number(row.total_collection),
    total_search: Number(row.total_search),
    last_day_search: Number(row.last_day_search),
    last_search_at: row.last_search_at,
  }));
}
