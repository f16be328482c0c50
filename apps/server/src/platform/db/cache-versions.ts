import { CompiledQuery } from 'kysely';
import { perDatabase } from './per-database.js';
import { nameStatement } from './prepared.js';
import type { Db } from './schema.js';

/**
 * The data sets the in-memory caches keep, by their row in `cache_versions`: the triggers that bump each
 * are written in the migrations (004 and 012), which keep their own copies of these names as history.
 */
export const CACHE_VERSION = {
  /** Every table the platform search endpoint reads its rules from. */
  searchRules: 'search_rules',
  /** Platform API keys created, revoked or changed (not used). */
  apiKeys: 'api_keys',
  /** Telegram users joining, leaving or changing a list (Whitelist, Blacklist). */
  accountLists: 'account_lists',
} as const;

export type CacheVersions = ReadonlyMap<string, number>;

/** The `cache_versions` rows as read. */
export type CacheVersionRows = readonly { name: string; version: number | string }[];

/**
 * Reads the rows at once, synchronously, when the database allows it without seeing anything uncommitted:
 * SQLite's one connection outside a transaction. Answers undefined otherwise (PostgreSQL, or a SQLite
 * transaction under way), and the read goes through the query builder, which waits its turn.
 */
export type ImmediateVersionRead = () => CacheVersionRows | undefined;

/**
 * The `cache_versions` rows (bumped by database triggers on every write that changes a cached data
 * set: docs/decisions/0040), shared by the in-memory caches of one instance: the search
 * rules, the live API keys, the users on a list.
 *
 * A caller gets versions read by a query that started after the moment it names: a staff request's
 * arrival, so a change committed before it was sent — on any instance, or by hand in the database — is
 * in its answer; a platform call's arrival less PLATFORM_VERSIONS_MAX_AGE_MS. The read is shared: one
 * query at a time, and every request arriving while it runs waits for the next one, which then serves
 * them all. Under load that is one small query per wave of requests, not one per request per cache
 * (docs/decisions/0040), and for the platform calls about one per PLATFORM_VERSIONS_MAX_AGE_MS.
 */
export class CacheVersionWatch {
  private versions: CacheVersions = new Map();
  /** When the read that gave `versions` started (performance.now()); -Infinity before the first. */
  private readStartedAt = Number.NEGATIVE_INFINITY;
  /** Reads started before this instant are too old for anyone: a change was made through this instance. */
  private freshAfter = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = () => performance.now(),
    private readonly readNow: ImmediateVersionRead = () => undefined,
  ) {}

  /** Versions read by a query started at or after `since` (a performance.now() instant). */
  async since(asked: number): Promise<CacheVersions> {
    const since = Math.max(asked, this.freshAfter);
    if (this.readStartedAt >= since) return this.versions;
    // SQLite between transactions: one synchronous statement of a few microseconds, without the query
    // builder's connection turn and promises, which cost more than the read itself (decision 40).
    const started = this.now();
    const rows = this.readNow();
    if (rows) {
      this.keep(rows, started);
      return this.versions;
    }
    // A read under way that started earlier may miss a change made just before `since`: wait for the next.
    while (this.readStartedAt < since) await this.read();
    return this.versions;
  }

  /**
   * A change was just committed through this instance (a staff write): every caller, even one that
   * accepts older versions (the platform calls), gets versions read from now on.
   */
  forget(): void {
    this.freshAfter = this.now();
  }

  /** One read at a time; callers arriving meanwhile share the next. */
  private readonly read = oneAtATime(() => this.load());

  private async load(): Promise<void> {
    const started = this.now();
    const { rows } = await this.db.executeQuery(versionsStatement);
    this.keep(rows, started);
  }

  /** Rows read by a statement that started at `started`, unless a later read's are kept already. */
  private keep(rows: CacheVersionRows, started: number): void {
    if (started > this.readStartedAt) {
      this.versions = new Map(rows.map((row) => [row.name, Number(row.version)]));
      this.readStartedAt = started;
    }
  }
}

/**
 * How old the versions a platform call (a bot's, with an API key) is answered with may be: issue 15
 * allows a change a second to reach every instance; at this age a busy instance reads the versions ten
 * times a second, not once per wave of calls (docs/decisions/0040). Staff calls take none: what staff
 * change is in their next answer.
 */
export const PLATFORM_VERSIONS_MAX_AGE_MS = 100;

/** The versions read: the requests that take a kept value run it (decisions 24 and 30), so it is kept prepared on PostgreSQL. */
export const CACHE_VERSIONS_SQL = 'select "name", "version" from "cache_versions"';
nameStatement(CACHE_VERSIONS_SQL);
const versionsStatement = CompiledQuery.raw(CACHE_VERSIONS_SQL) as CompiledQuery<CacheVersionRows[number]>;

const immediateReads = new WeakMap<Db, ImmediateVersionRead>();

/** How a database handle reads the versions synchronously; set when it is opened, before any request. */
export function readVersionsImmediately(db: Db, read: ImmediateVersionRead): void {
  immediateReads.set(db, read);
}

/** The one watch of a database handle: the caches of one instance share its reads. */
export const cacheVersionWatchOf = perDatabase((db) => new CacheVersionWatch(db, undefined, immediateReads.get(db)));

/** `work` run one at a time: a call while it runs shares that run's answer instead of starting another. */
export function oneAtATime<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= work().finally(() => {
      running = undefined;
    }));
}
