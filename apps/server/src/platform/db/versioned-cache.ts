import { LRUCache } from 'lru-cache';
import { cacheVersionWatchOf } from './cache-versions.js';
import type { Db } from './schema.js';

interface Entry<V> {
  version: number;
  value: V;
}

/**
 * Values read from the database, kept in memory per key and served while one `cache_versions` row
 * (bumped by triggers on every write to what they were read from) has not moved. The version is read
 * by a query started after `since`, the request's arrival (CacheVersionWatch), so an answer never
 * misses a change committed before its request was sent, on any instance: the cache saves the reads,
 * not the freshness (docs/decisions/0024). At most `max` keys, the least recently used dropped first.
 */
export class VersionedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<K, Entry<V>>;

  constructor(
    private readonly db: Db,
    private readonly versionName: string,
    max: number,
  ) {
    this.entries = new LRUCache({ max });
  }

  /** The value for `key` as of `since`: from memory when its version still holds, else from `load` (undefined is not kept). */
  async get(key: K, since: number, load: () => Promise<V>): Promise<V>;
  async get(key: K, since: number, load: () => Promise<V | undefined>): Promise<V | undefined>;
  async get(key: K, since: number, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const version = (await cacheVersionWatchOf(this.db).since(since)).get(this.versionName) ?? 0;
    const kept = this.entries.get(key);
    if (kept?.version === version) return kept.value;
    const value = await load();
    // Read after the version was, so at least as new as it: a later change moves the version past it.
    const current = this.entries.get(key);
    if (value !== undefined && (!current || current.version <= version)) this.entries.set(key, { version, value });
    return value;
  }
}
