import { sql } from 'kysely';
import type { Db, Executor } from '../../platform/db/schema.js';
import { dialectOf } from '../../platform/db/query.js';
import { writeSearchCounts, type SearchCount } from './counting.js';

/*
 * The search count journal (docs/decisions/0040). A search is answered once what it counts is in the
 * journal: one multi-row insert per group-commit batch (group-commit.ts), one statement, committed
 * before any of the batch's answers go out. The counters themselves — search events, sponsor views and
 * their days, keyword triggers, the bot's day, the subscriber's figures — are applied from the journal
 * in large batches a few times a second, and the applied rows are deleted in the same transaction:
 * each journalled search is counted exactly once, whether the process that answered it lives on,
 * is killed, or another instance applies it.
 */

/** Rows per insert statement (one value each): far under either database's bound-parameter limit. */
const INSERT_CHUNK = 5000;
/** Rows one apply takes: bounds the transaction when a backlog has built up (after a long outage). */
const APPLY_LIMIT = 5000;
/** How often the counters catch up with the journal while searches arrive. */
export const APPLY_EVERY_MS = 100;

/** Journals a batch of answered searches; the caller answers them once this has committed. */
export async function journalSearchCounts(db: Executor, counts: readonly SearchCount[]): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (let start = 0; start < counts.length; start += INSERT_CHUNK) {
    const rows = counts.slice(start, start + INSERT_CHUNK).map((count) => sql`(${JSON.stringify(count)})`);
    if (!postgres) {
      await sql`insert into search_count_journal (payload) values ${sql.join(rows)}`.execute(db);
      continue;
    }
    // The statement is its own transaction, committed without waiting for the WAL flush to disk
    // (set_config(…, true) lasts to the end of the transaction, its commit included): a killed app
    // server loses nothing, the database has the rows; a crash of the database server itself may
    // lose its last fraction of a second, as SQLite's synchronous=NORMAL may on power loss.
    await sql`
      insert into search_count_journal (payload)
      select v.payload from (select set_config('synchronous_commit', 'off', true)) s, (values ${sql.join(rows)}) v (payload)`.execute(
      db,
    );
  }
}

/**
 * Takes the oldest journalled searches (deleting them) and applies their counts, in one transaction.
 * On PostgreSQL concurrent appliers of several instances skip each other's rows (SKIP LOCKED); SQLite
 * has one writer at a time. Answers how many searches were applied.
 */
export async function applyJournal(db: Db, limit = APPLY_LIMIT): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const skipLocked = dialectOf(trx) === 'postgres' ? sql` for update skip locked` : sql``;
    const taken = await sql<{ payload: string }>`
      delete from search_count_journal
      where id in (select id from search_count_journal order by id limit ${limit}${skipLocked})
      returning payload`.execute(trx);
    if (taken.rows.length === 0) return 0;
    await writeSearchCounts(
      trx,
      taken.rows.map((row) => JSON.parse(row.payload) as SearchCount),
    );
    return taken.rows.length;
  });
}

/**
 * Applies the journal every APPLY_EVERY_MS while the instance runs, and at once on start (searches a
 * killed instance journalled but had not applied). A failed apply (the database away) changes nothing
 * and is tried again on the next tick.
 */
export class JournalApplier {
  private timer: NodeJS.Timeout | undefined;
  private applying: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly everyMs = APPLY_EVERY_MS,
  ) {}

  start(): void {
    this.stopped = false;
    this.tick();
  }

  /** Stops the ticks and waits for an apply under way; what is left stays journalled for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.applying;
  }

  /** Applies everything journalled so far (tests, and a drain before a planned stop). */
  async drain(): Promise<void> {
    await this.applying;
    while ((await applyJournal(this.db)) > 0);
  }

  private tick(): void {
    this.applying = this.applyAll()
      .catch(this.onError)
      .finally(() => {
        this.applying = undefined;
        if (!this.stopped) this.timer = setTimeout(() => this.tick(), this.everyMs).unref();
      });
  }

  private async applyAll(): Promise<void> {
    while (!this.stopped && (await applyJournal(this.db)) === APPLY_LIMIT);
  }
}
