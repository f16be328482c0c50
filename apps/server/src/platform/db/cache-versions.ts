import { perDatabase } from './per-database.js';
import { compiledOnce } from './prepared.js';
import type { Db } from './schema.js';

export type CacheVersions = ReadonlyMap<string, number>;

/**
 * The `cache_versions` rows (bumped by database triggers on every write that changes a cached data
 * set: docs/decisions/0007 and 0015), shared by the in-memory caches of one instance: the search
 * rules, the live API keys, the users on a list.
 *
 * A caller gets versions read by a query that started after the moment it names (its request's
 * arrival), so a change committed before a request was sent — on any instance, or by hand in the
 * database — is in that request's answer. The read is shared: one query at a time, and every request
 * arriving while it runs waits for the next one, which then serves them all. Under load that is one
 * small query per wave of requests, not one per request per cache (docs/decisions/0015).
 */
export class CacheVersionWatch {
  private versions: CacheVersions = new Map();
  /** When the read that gave `versions` started (performance.now()); -Infinity before the first. */
  private readStartedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Versions read by a query started at or after `since` (a performance.now() instant). */
  async since(since: number): Promise<CacheVersions> {
    // A read under way that started earlier may miss a change made just before `since`: wait for the next.
    while (this.readStartedAt < since) await this.read();
    return this.versions;
  }

  /** One read at a time; callers arriving meanwhile share the next. */
  private readonly read = oneAtATime(() => this.load());

  private async load(): Promise<void> {
    const started = this.now();
    const { rows } = await this.db.executeQuery(versionsStatement(this.db));
    if (started > this.readStartedAt) {
      this.versions = new Map(rows.map((row) => [row.name, Number(row.version)]));
      this.readStartedAt = started;
    }
  }
}

/** Every signed-in request may read it (decision 24): built once, and kept prepared on PostgreSQL. */
const versionsStatement = compiledOnce((db: Db) => db.selectFrom('cache_versions').select(['name', 'version']), []);

/** The one watch of a database handle: the caches of one instance share its reads. */
export const cacheVersionWatchOf = perDatabase((db) => new CacheVersionWatch(db));

/** `work` run one at a time: a call while it runs shares that run's answer instead of starting another. */
export function oneAtATime<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= work().finally(() => {
      running = undefined;
    }));
}
