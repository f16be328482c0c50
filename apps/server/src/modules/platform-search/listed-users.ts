import { CACHE_VERSION, cacheVersionWatchOf, type CacheVersionWatch } from '../../platform/db/cache-versions.js';
import type { Db } from '../../platform/db/schema.js';
import { tgIdKey } from '../ingest/index.js';
import type { ListType } from './decide.js';

type Listed = Exclude<ListType, 'Normal'>;

/**
 * The Telegram users on a list (Whitelist or Blacklist), held in memory and reloaded when the
 * `account_lists` version moves (migration 012: a user put on, moved between or taken off a list).
 * Staff list a few users out of the many who search, so a search looks its user up here instead of
 * reading tg_accounts; everyone else is Normal (docs/decisions/0040).
 */
export class ListedUsers {
  private loaded: { version: number; users: Map<string, Listed> } | undefined;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly watch: CacheVersionWatch = cacheVersionWatchOf(db),
  ) {}

  /** The user's list type; a user the platform has not seen yet, or not listed, is Normal. */
  async listTypeOf(tgId: string | undefined, since = performance.now()): Promise<ListType> {
    if (tgId === undefined) return 'Normal';
    const version = (await this.watch.since(since)).get(CACHE_VERSION.accountLists) ?? 0;
    // A load under way may have started for an older version than this search saw: then load again.
    while (!this.loaded || this.loaded.version < version) {
      this.loading ??= this.load(version).finally(() => {
        this.loading = undefined;
      });
      await this.loading;
    }
    return this.loaded.users.get(tgIdKey(tgId)) ?? 'Normal';
  }

  private async load(version: number): Promise<void> {
    const rows = await this.db
      .selectFrom('tg_accounts')
      .select(['tg_id', 'list_type'])
      .where('list_type', 'in', ['Whitelist', 'Blacklist'])
      .execute();
    const users = new Map(rows.map((row) => [tgIdKey(row.tg_id), row.list_type as Listed]));
    if (!this.loaded || version >= this.loaded.version) this.loaded = { version, users };
  }
}
