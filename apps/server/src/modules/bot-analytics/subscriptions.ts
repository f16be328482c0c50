import {
  BOT_SUBSCRIPTION_SORTABLE,
  type BotSubscription,
  type botSubscriptionListQuerySchema,
} from '@backoffice/contract';
import type * as z from 'zod/mini';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { containsIgnoreCase, fetchListPage, sortOf, type TotalQuery } from '../../platform/db/query.js';
import type { Database, Executor } from '../../platform/db/schema.js';
import { textIndexMatch } from '../../platform/db/text-indexes.js';

type ListQuery = z.output<typeof botSubscriptionListQuerySchema>;

/** A search of digits only may be a whole Telegram id. */
const TG_ID = /^[1-9]\d{0,15}$/;

const subscriptions = (db: Executor) => db.selectFrom('bot_subscriptions as s');
type Subscriptions = ReturnType<typeof subscriptions>;
type Condition = (eb: ExpressionBuilder<Database & { s: Database['bot_subscriptions'] }, 's'>) => Expression<SqlBool>;

/** The filters of the query but its search. */
function narrowed(all: Subscriptions, query: ListQuery): Subscriptions {
  let filtered = all;
  if (query.bot_id !== undefined) filtered = filtered.where('s.bot_id', '=', query.bot_id);
  if (query.status !== undefined) filtered = filtered.where('s.status', '=', query.status);
  if (query.from !== undefined) filtered = filtered.where('s.subscribed_at', '>=', new Date(query.from).toISOString());
  if (query.to !== undefined) filtered = filtered.where('s.subscribed_at', '<=', new Date(query.to).toISOString());
  return filtered;
}

/**
 * The ways a subscription matches a search, each a lookup of its own index: the user's username, the bot's
 * username, or a whole Telegram id. Subqueries rather than joins, so what they count is bot_subscriptions alone.
 */
function searchBranches(db: Executor, search: string): Condition[] {
  const branches: Condition[] = [
    (eb) =>
      textIndexMatch(db, 'tg_accounts', eb.ref('s.account_id'), [{ columns: ['username'], text: search }]) ??
      eb(
        's.account_id',
        'in',
        eb
          .selectFrom('tg_accounts as a')
          .select('a.id')
          .where((inner) => containsIgnoreCase(inner.ref('a.username'), search)),
      ),
    (eb) =>
      eb(
        's.bot_id',
        'in',
        eb
          .selectFrom('bots as b')
          .select('b.id')
          .where((inner) => containsIgnoreCase(inner.ref('b.username'), search)),
      ),
  ];
  if (TG_ID.test(search) && Number(search) <= Number.MAX_SAFE_INTEGER)
    branches.push((eb) =>
      eb('s.account_id', 'in', eb.selectFrom('tg_accounts as t').select('t.id').where('t.tg_id', '=', Number(search))),
    );
  return branches;
}

/**
 * The total of a search as the union of its branches' matches: each branch reads its own index, where one
 * filter of OR-ed branches makes both databases read every subscription to count the few that match.
 */
function searchTotal(db: Executor, base: Subscriptions, branches: readonly Condition[]): TotalQuery {
  const [first, ...rest] = branches.map((branch) => base.where(branch).select('s.id'));
  const matched = rest.reduce((union, branch) => union.union(branch), first ?? base.select('s.id'));
  return db.selectFrom(matched.as('matched')).select(sql<number>`count(*)`.as('total'));
}

/** The joins and columns of a subscription as the API shows it: its bot's and its user's names. */
function withDetails(query: ReturnType<typeof subscriptions>) {
  return query
    .innerJoin('bots as b', 'b.id', 's.bot_id')
    .innerJoin('tg_accounts as a', 'a.id', 's.account_id')
    .select([
      's.id',
      's.bot_id',
      'b.username as bot_username',
      's.account_id',
      'a.tg_id',
      'a.username as account_username',
      's.total_collection',
      's.last_day_search',
      's.last_search_day',
      's.total_search',
      's.last_search_at',
      's.status',
      's.subscribed_at',
      's.unsubscribed_at',
    ]);
}

/** One page of subscriptions with their bot and user; sortable on every count and the date. */
export async function listSubscriptions(db: Executor, query: ListQuery) {
  const sort = sortOf(query, BOT_SUBSCRIPTION_SORTABLE, { field: 'subscribed_at', direction: 'desc' });
  const all = subscriptions(db);
  const id = sql.ref('s.id');
  const base = narrowed(all, query);
  const search = query.search?.replace(/^@/, '');
  const branches = search ? searchBranches(db, search) : [];
  const filtered = branches.length > 0 ? base.where((eb) => eb.or(branches.map((branch) => branch(eb)))) : base;
  return fetchListPage(
    all,
    filtered,
    query,
    {
      id,
      order: [
        { expression: sql.ref(`s.${sort.field}`), direction: sort.direction },
        { expression: id, direction: sort.direction },
      ],
      details: withDetails,
    },
    (row): BotSubscription => ({
      ...row,
      tg_id: String(row.tg_id),
      total_collection: Number(row.total_collection),
      last_day_search: Number(row.last_day_search),
      total_search: Number(row.total_search),
      status: row.status as BotSubscription['status'],
    }),
    branches.length > 0 ? { total: searchTotal(db, base, branches) } : {},
  );
}
