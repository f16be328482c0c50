import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { demoScale } from '@backoffice/server/demo';
import { createBenchDatabase } from './chat-records/database.js';
import { fillDemo } from './chat-records/fill.js';
import { arrange } from './platform-search.js';

/** Searches written per transaction, as the journal's applier takes them under load (a few hundred per 100 ms). */
const APPLY_BATCH = 500;
/**
 * Searches per group-commit batch in `npm run bench -- platform-search` (10 connections). The journal is modelled
 * at its cheapest, one row per batch; the server writes a row per search in one statement per batch.
 */
const COMMIT_BATCH = 6;
const ROUNDS = 60;
const WARM_UP_ROUNDS = 10;

type Part =
  'journal insert' | 'search event' | "user's last active" | "subscriber's figures" | 'journal delete + commit';

function cpuMicros(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

/**
 * `npm run bench -- search-count-writes`: the least CPU the rows a platform search counts can cost on SQLite —
 * the rows the journal and its applier write, with statements prepared once, run through better-sqlite3 with no
 * query builder, in transactions of APPLY_BATCH searches, on the demo data the platform search bench uses. The
 * per-batch counters (sponsor views, keyword triggers, the bot's day) are left out: they are one row per sponsor
 * or keyword per batch, not per search. Decision 25 compares this with what the budget leaves for counting.
 */
export async function runSearchCountWritesBench(): Promise<number> {
  const database = await createBenchDatabase('sqlite');
  try {
    const handle = await database.open();
    try {
      await fillDemo(handle, demoScale('small', 25_000));
      await arrange(handle);
    } finally {
      await handle.close();
    }
    const file = new Database(path.join(database.config.DATA_DIR, 'backoffice.db'));
    try {
      return report(measure(file));
    } finally {
      file.close();
    }
  } finally {
    await database.drop();
  }
}

function measure(file: Database.Database): { perSearch: Map<Part, number> } {
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  const users = file.prepare('select id, tg_id from tg_accounts order by id limit 1000').all() as {
    id: number;
    tg_id: number;
  }[];
  const bots = file.prepare('select id from bots').all() as { id: number }[];
  const subscriptions = file.prepare('select bot_id, account_id from bot_subscriptions limit 1000').all() as {
    bot_id: number;
    account_id: number;
  }[];
  const insertJournal = file.prepare('insert into search_count_journal (payload) values (?)');
  const insertEvent = file.prepare(
    'insert into search_events (event_id, bot_id, account_id, tg_id, query, outcome, result_count, searched_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const touchUser = file.prepare('update tg_accounts set last_active_at = ? where id = ? and last_active_at < ?');
  const bumpSubscriber = file.prepare(
    'update bot_subscriptions set total_search = total_search + 1, last_search_at = ? where bot_id = ? and account_id = ?',
  );
  const deleteJournal = file.prepare('delete from search_count_journal where id <= ?');
  const totals = new Map<Part, number>();
  let searches = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const at = new Date().toISOString();
    const batch = Array.from({ length: APPLY_BATCH }, (_, i) => ({
      user: users[(round * APPLY_BATCH + i) % users.length] ?? { id: 1, tg_id: 1 },
      bot: bots[i % bots.length] ?? { id: 1 },
      subscription: subscriptions[i % subscriptions.length] ?? { bot_id: 1, account_id: 1 },
    }));
    const parts: [Part, () => void][] = [
      [
        'journal insert',
        () => {
          for (let start = 0; start < batch.length; start += COMMIT_BATCH) {
            const counts = batch.slice(start, start + COMMIT_BATCH).map((row) => ({
              event_id: crypto.randomUUID(),
              bot: row.bot.id,
              tg_id: row.user.tg_id,
              query: 'movies',
              at,
            }));
            insertJournal.run(JSON.stringify(counts));
          }
        },
      ],
      [
        'search event',
        file.transaction(() =>
          batch.forEach((row) =>
            insertEvent.run(crypto.randomUUID(), row.bot.id, row.user.id, row.user.tg_id, 'movies', 'ok', 3, at),
          ),
        ),
      ],
      ["user's last active", file.transaction(() => batch.forEach((row) => touchUser.run(at, row.user.id, at)))],
      [
        "subscriber's figures",
        file.transaction(() =>
          batch.forEach((row) => bumpSubscriber.run(at, row.subscription.bot_id, row.subscription.account_id)),
        ),
      ],
      ['journal delete + commit', file.transaction(() => deleteJournal.run(Number.MAX_SAFE_INTEGER))],
    ];
    for (const [part, work] of parts) {
      const used = cpuMicros(work);
      if (round >= WARM_UP_ROUNDS) totals.set(part, (totals.get(part) ?? 0) + used);
    }
    if (round >= WARM_UP_ROUNDS) searches += APPLY_BATCH;
  }
  return { perSearch: new Map([...totals].map(([part, micros]) => [part, micros / searches])) };
}

function report({ perSearch }: { perSearch: Map<Part, number> }): number {
  const total = [...perSearch.values()].reduce((sum, micros) => sum + micros, 0);
  console.log(
    `\nRows a platform search counts, written with prepared statements and no query builder (SQLite, ${APPLY_BATCH} searches per transaction)`,
  );
  const rows: { write: string; 'µs CPU per search': string }[] = [...perSearch].map(([part, micros]) => ({
    write: part,
    'µs CPU per search': micros.toFixed(1),
  }));
  console.table([...rows, { write: 'total', 'µs CPU per search': total.toFixed(1) }]);
  return 0;
}
