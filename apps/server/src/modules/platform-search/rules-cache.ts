import {
  CACHE_VERSION,
  cacheVersionWatchOf,
  oneAtATime,
  type CacheVersionWatch,
} from '../../platform/db/cache-versions.js';
import type { Db, Executor } from '../../platform/db/schema.js';
import { loadSearchRules, type SearchRules } from './rules.js';

/** The rules' version: database triggers bump it on any change of a rule table, from any instance. */
export async function searchRulesVersion(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('cache_versions')
    .select('version')
    .where('name', '=', CACHE_VERSION.searchRules)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

interface Loaded {
  version: number;
  rules: SearchRules;
}

/**
 * The search rules, held in memory and reloaded when the rules version in the database moves past the
 * loaded one. The version comes from the instance's CacheVersionWatch, whose one read serves every
 * request arriving meanwhile (docs/decisions/0040): a change made by any instance (or by hand in the
 * database) is in every instance's answers within PLATFORM_VERSIONS_MAX_AGE_MS, and one staff make
 * through this instance in its next answer (docs/decisions/0040). The counters a search writes are not watched
 * by the triggers, so searching never empties the cache.
 */
export class SearchRulesCache {
  private loaded: Loaded | undefined;
  /** How many times the rules were read from the database: tests and metrics read it. */
  reloads = 0;

  constructor(
    private readonly db: Db,
    private readonly loader: (db: Executor) => Promise<SearchRules> = loadSearchRules,
    private readonly watch: CacheVersionWatch = cacheVersionWatchOf(db),
  ) {}

  /** The rules as of a version read started at or after `since` (performance.now(): the request's arrival). */
  async current(since = performance.now()): Promise<SearchRules> {
    const version = (await this.watch.since(since)).get(CACHE_VERSION.searchRules) ?? 0;
    // The loaded rules may be newer than the version watched (read in the rules' own snapshot).
    if (this.loaded && this.loaded.version >= version) return this.loaded.rules;
    let loaded = await this.reload();
    // A load already under way may have begun before the change this search saw: wait for a newer one.
    while (loaded.version < version) loaded = await this.reload();
    return loaded.rules;
  }

  /** One load at a time: searches arriving during a load wait for it instead of loading again. */
  private readonly reload = oneAtATime(() => this.load());

  /**
   * The version is read in the same snapshot as the rules (repeatable read on PostgreSQL; SQLite's
   * read transaction is a snapshot already), so the rules held are exactly those of their version.
   */
  private async load(): Promise<Loaded> {
    const loaded = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      // Read-only: on SQLite it then reads its snapshot without waiting for the write lock.
      .setAccessMode('read only')
      .execute(async (trx) => ({ version: await searchRulesVersion(trx), rules: await this.loader(trx) }));
    this.reloads += 1;
    // A newer load may have finished first; keep whichever is newer.
    if (!this.loaded || loaded.version >= this.loaded.version) this.loaded = loaded;
    return loaded;
  }
}
