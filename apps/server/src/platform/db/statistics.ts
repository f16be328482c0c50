import type SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseKind, Executor } from './schema.js';

/**
 * How often SQLite checks whether a table's planner statistics went stale. The check reads each
 * table's size estimate (microseconds); ANALYZE runs only for a table that grew or shrank about
 * tenfold since its last one.
 */
export const STATISTICS_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * Index entries ANALYZE reads per index. PRAGMA optimize's own temporary limit samples so few that,
 * at 10,000 accounts all of one role, it estimated 1,539 accounts per role, and SQLite then read the
 * account list from roles outwards and sorted every account for a page of 10 (4.9 ms instead of
 * 0.03). Staff tables (up to this size) are analyzed exactly; the big event tables stay bounded
 * (tens of milliseconds per index, and only when their size changed tenfold).
 */
export const ANALYSIS_LIMIT = 100_000;

/**
 * PRAGMA optimize flags: 0x02 analyze the tables that need it (with the connection's analysis_limit,
 * not optimize's smaller temporary one), 0x10000 look at every table, not only those this
 * connection's queries have used — the server's queries may never have touched a table a bulk load
 * (import, restore, demo) just filled.
 */
const OPTIMIZE_EVERY_TABLE = 0x10002;

export interface StatisticsUpkeep {
  /** Last check, at close: what this connection learnt goes into the file for the next start. */
  stop(): void;
}

/**
 * Keeps SQLite's planner statistics in step with the data. Stale ones do harm: ANALYZE run when
 * `accounts` held one row (the demo on a new install) later made SQLite scan `accounts` inside joins
 * once it held 10,000, turning a 0.05 ms page into 233–405 ms. Checked at open, on a schedule and at
 * close, as SQLite recommends for long-lived connections.
 */
export function keepStatisticsFresh(
  file: SqliteDatabase.Database,
  intervalMs = STATISTICS_CHECK_INTERVAL_MS,
): StatisticsUpkeep {
  file.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
  const check = () => {
    // A busy file (another process writing) only postpones the check to the next tick.
    try {
      file.pragma(`optimize = ${OPTIMIZE_EVERY_TABLE}`);
    } catch {
      /* next tick */
    }
  };
  check();
  const timer = setInterval(check, intervalMs);
  // The schedule alone must not keep the process alive.
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      if (file.open) check();
    },
  };
}

/**
 * Fresh statistics right after a bulk load (demo data, a CSV import), so the very next list is
 * planned for the rows now there rather than for an empty table. SQLite: the same check as the
 * schedule (only what changed enough is analyzed). PostgreSQL: ANALYZE of the tables named — its
 * autovacuum would get there too, but only after its own delay.
 */
export async function refreshStatistics(
  db: Executor,
  kind: DatabaseKind,
  tables: readonly string[] = [],
): Promise<void> {
  if (kind === 'sqlite') {
    await sql.raw(`pragma optimize = ${OPTIMIZE_EVERY_TABLE}`).execute(db);
    return;
  }
  if (tables.length === 0) await sql`analyze`.execute(db);
  else await sql`analyze ${sql.join(tables.map((table) => sql.id(table)))}`.execute(db);
}
