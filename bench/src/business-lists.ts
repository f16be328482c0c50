import { sql } from 'kysely';
import { type DatabaseHandle, refreshStatistics } from '@backoffice/server';

/**
 * The lists that grow with the business, filled straight into the database with made-up but shaped
 * data: the bots' Telegram users (Account List), the Keyword Database and the bots' subscriptions. Every
 * value is a function of the row's number, so the bench knows each search's total without asking.
 */

// prettier-ignore
const FIRST_NAMES = [
  'Anna', 'Maria', 'Olga', 'Elena', 'Sofia', 'Laura', 'Emma', 'Mia', 'Chloe', 'Grace',
  'Ivan', 'Pavel', 'Dmitry', 'Sergey', 'Alexei', 'John', 'David', 'Michael', 'James', 'Robert',
  'Wei', 'Li', 'Chen', 'Yan', 'Hao', 'Kenji', 'Yuki', 'Hiro', 'Amir', 'Omar',
  'Lucas', 'Mateo', 'Diego', 'Pedro', 'Tomas', 'Noah', 'Liam', 'Ethan', 'Mason', 'Logan',
  'Nina', 'Vera', 'Daria', 'Irina', 'Yulia', 'Kate', 'Lily', 'Zoe', 'Ruby', 'Ava',
];
// prettier-ignore
const LAST_NAMES = [
  'Smith', 'Johnson', 'Brown', 'Wilson', 'Taylor', 'Anderson', 'Thomas', 'Moore', 'Martin', 'Jackson',
  'Ivanov', 'Petrov', 'Sidorov', 'Smirnov', 'Kuznetsov', 'Popov', 'Volkov', 'Sokolov', 'Lebedev', 'Kozlov',
  'Wang', 'Zhang', 'Liu', 'Huang', 'Zhao', 'Tanaka', 'Sato', 'Suzuki', 'Garcia', 'Lopez',
  'Silva', 'Santos', 'Costa', 'Rossi', 'Ferrari', 'Muller', 'Schmidt', 'Weber', 'Novak', 'Horvat',
];
// prettier-ignore
const TOPICS = [
  'crypto', 'music', 'movies', 'travel', 'football', 'anime', 'gaming', 'news', 'recipes', 'fitness',
  'coding', 'design', 'photos', 'memes', 'books', 'science', 'history', 'fashion', 'cars', 'jobs',
];
const QUALITIES = ['daily', 'best', 'free', 'hot', 'top', 'fresh', 'official', 'global', 'local', 'secret'];
const CATEGORIES = ['Media', 'Channel', 'Bot', 'Message', 'Video', 'Music', 'Group'];
const BOTS = 20;

const firstOf = (i: number) => FIRST_NAMES[i % FIRST_NAMES.length]!;
const lastOf = (i: number) => LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!;
/** One user in seven has no username; the others are their first name and their number. */
const usernameOf = (i: number) => (i % 7 === 0 ? null : `${firstOf(i).toLowerCase()}_${i}`);
const topicOf = (i: number) => TOPICS[i % TOPICS.length]!;
const qualityOf = (i: number) => QUALITIES[Math.floor(i / TOPICS.length) % QUALITIES.length]!;
const botNameOf = (bot: number) => `search_bot_${String(bot + 1).padStart(2, '0')}`;

/** A table of words by position, to join the generated rows to. */
async function wordTable(handle: DatabaseHandle, name: string, words: readonly string[]): Promise<void> {
  await sql`create table ${sql.table(name)} (k integer primary key, word text not null)`.execute(handle.db);
  await sql`insert into ${sql.table(name)} (k, word) values ${sql.join(words.map((word, k) => sql`(${k}, ${word})`))}`.execute(
    handle.db,
  );
}

/** The numbers from..to as rows `n(i)`: generate_series on PostgreSQL, a recursive CTE on SQLite. */
function numbers(handle: DatabaseHandle, from: number, to: number) {
  return handle.kind === 'postgres'
    ? sql`(select i from generate_series(${from}::int, ${to}::int) as i)`
    : sql`(with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to}) select i from n)`;
}

/** An instant `i` minutes after the start of 2026, as the database stores instants. */
function minutesIn(handle: DatabaseHandle, expression: ReturnType<typeof sql>) {
  return handle.kind === 'postgres'
    ? sql`timestamptz '2026-01-01 00:00:00+00' + ${expression} * interval '1 minute'`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01 00:00:00', '+' || ${expression} || ' minutes')`;
}

const CHUNK = 100_000;

/** Rows 0..rows-1 of each business list, written a chunk per statement. */
export async function seedBusinessLists(handle: DatabaseHandle, rows: number): Promise<void> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
  await wordTable(handle, 'bench_first_names', FIRST_NAMES);
  await wordTable(handle, 'bench_last_names', LAST_NAMES);
  await wordTable(handle, 'bench_topics', TOPICS);
  await wordTable(handle, 'bench_qualities', QUALITIES);
  await wordTable(handle, 'bench_categories', CATEGORIES);
  const at = minutesIn(handle, sql`0`);
  for (let bot = 0; bot < BOTS; bot++)
    await sql`insert into bots (username, status, created_at) values (${botNameOf(bot)}, 'Active', ${at})`.execute(
      handle.db,
    );
  const concat = (...parts: ReturnType<typeof sql>[]) => sql.join(parts, sql` || `);
  for (let from = 0; from < rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK) - 1;
    const n = numbers(handle, from, to);
    const seen = minutesIn(handle, sql`n.i`);
    await sql`insert into tg_accounts (tg_id, username, first_name, last_name, first_seen_at, last_active_at, updated_at, subscription_count)
      select 6000000000 + n.i, case when n.i % 7 = 0 then null else ${concat(sql`lower(f.word)`, sql`'_'`, sql`cast(n.i as text)`)} end,
        f.word, l.word, ${seen}, ${minutesIn(handle, sql`((n.i * 7919) % ${rows})`)}, ${seen}, 1
      from ${n} as n
      join bench_first_names f on f.k = n.i % ${FIRST_NAMES.length}
      join bench_last_names l on l.k = (n.i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}`.execute(handle.db);
    await sql`insert into catalogue_entries (link, category, display_name, tier, member_count, status, created_at, updated_at)
      select ${concat(sql`'https://t.me/'`, sql`t.word`, sql`'_'`, sql`q.word`, sql`'_'`, sql`cast(n.i as text)`)}, c.word,
        ${concat(sql`upper(substr(q.word, 1, 1))`, sql`substr(q.word, 2)`, sql`' '`, sql`t.word`, sql`' '`, sql`cast(n.i as text)`)},
        'Public', (n.i * 7919) % 100000, 'Active', ${seen}, ${seen}
      from ${n} as n
      join bench_topics t on t.k = n.i % ${TOPICS.length}
      join bench_qualities q on q.k = (n.i / ${TOPICS.length}) % ${QUALITIES.length}
      join bench_categories c on c.k = n.i % ${CATEGORIES.length}`.execute(handle.db);
    await sql`insert into bot_subscriptions (bot_id, account_id, status, subscribed_at, total_collection, total_search, last_day_search, updated_at)
      select b.id, a.id, case when n.i % 9 = 0 then 'Unsubscribed' else 'Subscribed' end, ${seen},
        (n.i * 31) % 5000, (n.i * 17) % 3000, n.i % 40, ${seen}
      from ${n} as n
      join tg_accounts a on a.tg_id = 6000000000 + n.i
      join bots b on b.username = ${concat(sql`'search_bot_'`, handle.kind === 'postgres' ? sql`lpad(cast(n.i % ${BOTS} + 1 as text), 2, '0')` : sql`printf('%02d', n.i % ${BOTS} + 1)`)}`.execute(
      handle.db,
    );
    process.stderr.write(`  ${(to + 1).toLocaleString('en-US')} rows of each business list, ${seconds()} s\n`);
  }
  for (const table of ['bench_first_names', 'bench_last_names', 'bench_topics', 'bench_qualities', 'bench_categories'])
    await sql`drop table ${sql.table(table)}`.execute(handle.db);
  await refreshStatistics(handle.db, handle.kind, ['tg_accounts', 'catalogue_entries', 'bot_subscriptions', 'bots']);
  if (handle.kind === 'postgres')
    for (const table of ['tg_accounts', 'catalogue_entries', 'bot_subscriptions'])
      await sql`vacuum analyze ${sql.table(table)}`.execute(handle.db);
  process.stderr.write(`  seeded and analyzed in ${seconds()} s\n`);
}

/** What staff type into each list's search box: names, parts of names, usernames, topics and bots. */
// prettier-ignore
const TG_ACCOUNT_SEARCHES = [
  ...FIRST_NAMES.map((name, i) => (i % 3 === 0 ? name.toUpperCase() : name.toLowerCase())),
  ...LAST_NAMES.map((name) => name.toLowerCase()),
  'anna smith', 'ivan petrov', 'wei zhang', 'son', 'ova', 'mar', 'ina', 'kov', '@olga_12', 'john_4', 'diego_77',
];
// prettier-ignore
const CATALOGUE_SEARCHES = [
  ...TOPICS,
  ...QUALITIES.map((quality) => quality.toUpperCase()),
  'daily crypto', 'free movies', 'music_top', 'news_', 'ing', 'es ', '_777', 'gam', 'Top Fitness',
];
// prettier-ignore
const SUBSCRIPTION_SEARCHES = [
  ...FIRST_NAMES.slice(0, 30).map((name) => name.toLowerCase()),
  'search_bot_07', 'bot_1', '@maria_3', 'ivan_12', 'yuki_5', 'ava_',
];

const containsIgnoringCase = (value: string | null, text: string) =>
  value !== null && value.toLowerCase().includes(text.toLowerCase());

/** The Account List's rule: a space searches the full name; otherwise the username (without a leading @) or the full name. */
function tgAccountMatches(i: number, text: string): boolean {
  const name = `${firstOf(i)} ${lastOf(i)}`;
  if (text.includes(' ')) return containsIgnoringCase(name, text);
  return containsIgnoringCase(usernameOf(i), text.replace(/^@/, '')) || containsIgnoringCase(name, text);
}

function catalogueMatches(i: number, text: string): boolean {
  const quality = qualityOf(i);
  const display = `${quality[0]!.toUpperCase()}${quality.slice(1)} ${topicOf(i)} ${i}`;
  return (
    containsIgnoringCase(display, text) || containsIgnoringCase(`https://t.me/${topicOf(i)}_${quality}_${i}`, text)
  );
}

function subscriptionMatches(i: number, text: string): boolean {
  const search = text.replace(/^@/, '');
  return containsIgnoringCase(usernameOf(i), search) || containsIgnoringCase(botNameOf(i % BOTS), search);
}

/** One list of the business: its route, its sorts, what staff search in it, and which row a search finds. */
export interface BusinessList {
  name: string;
  route: string;
  sorts: readonly string[];
  searches: readonly string[];
  matches: (row: number, text: string) => boolean;
}

// prettier-ignore
export const BUSINESS_LISTS: readonly BusinessList[] = [
  {
    name: 'Account List',
    route: '/v1/account-list',
    sorts: ['', 'username=asc', 'first_seen_at=desc', 'tg_id=asc', 'subscription_count=desc', 'last_active_at=asc'],
    searches: TG_ACCOUNT_SEARCHES,
    matches: tgAccountMatches,
  },
  {
    name: 'Keyword Database',
    route: '/v1/catalogue/list',
    sorts: ['', 'display_name=asc', 'member_count=desc', 'updated_at=desc', 'created_at=asc', 'display_name=desc'],
    searches: CATALOGUE_SEARCHES,
    matches: catalogueMatches,
  },
  {
    name: 'Bot Subscription',
    route: '/v1/bot/subscriptions',
    sorts: ['', 'total_search=desc', 'subscribed_at=asc', 'total_collection=desc', 'last_day_search=desc', 'subscribed_at=desc'],
    searches: SUBSCRIPTION_SEARCHES,
    matches: subscriptionMatches,
  },
];
