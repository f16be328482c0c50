import crypto from 'node:crypto';
import { API_KEY_SCOPES, type ApiKeyScope } from '@backoffice/contract';
import type { Actor } from '../audit.js';
import { CACHE_VERSION, cacheVersionWatchOf } from '../db/cache-versions.js';
import { perDatabase } from '../db/per-database.js';
import type { Db } from '../db/schema.js';

/**
 * Platform API keys: `bok_<prefix>_<secret>`. The prefix (12 hex) finds the row and is shown in the
 * console; the secret (32 random bytes) is stored only as a SHA-256 hash. A slow password hash adds
 * nothing for 256 random bits and would cost every machine call an argon2 round.
 */
const KEY_PATTERN = /^bok_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
/** last_used_at is written at most this often per key, not on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface IssuedApiKey {
  prefix: string;
  secretHash: string;
  /** The whole key, shown once. */
  key: string;
}

export function issueApiKey(): IssuedApiKey {
  const prefix = crypto.randomBytes(6).toString('hex');
  const secret = crypto.randomBytes(32).toString('base64url');
  return { prefix, secretHash: hashSecret(secret), key: `bok_${prefix}_${secret}` };
}

function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

export function parseScopes(stored: string): ApiKeyScope[] {
  return stored
    .split(',')
    .filter((scope): scope is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(scope));
}

export interface ApiKeyPrincipal {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
}

/**
 * The audit log's actor for a platform call: no account, the key named by its name and public
 * prefix (what the console lists), never its secret. The audit log's search finds it by either.
 */
export function apiKeyActor(key: Pick<ApiKeyPrincipal, 'name' | 'prefix'>, ip: string | null): Actor {
  return { id: null, email: `${key.name} (bok_${key.prefix})`, ip };
}

interface LiveKey extends ApiKeyPrincipal {
  secretHash: Buffer;
  /** When last_used_at was last written (ms); 0 when never. */
  lastUsedAt: number;
}

/**
 * The live (not revoked) keys of one database, held in memory by prefix and reloaded when the
 * `api_keys` version moves (migration 012's triggers: created, revoked or changed, not used). A key
 * revoked on any instance is refused everywhere within PLATFORM_VERSIONS_MAX_AGE_MS (docs/decisions/0040);
 * a call reads nothing of the keys from the database, only the shared version read, and last_used_at's
 * once-a-minute write (docs/decisions/0040).
 */
class LiveKeys {
  private loaded: { version: number; keys: Map<string, LiveKey> } | undefined;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  async byPrefix(prefix: string, since: number): Promise<LiveKey | undefined> {
    const version = (await cacheVersionWatchOf(this.db).since(since)).get(CACHE_VERSION.apiKeys) ?? 0;
    // A load under way may have started for an older version than this call saw: then load again.
    while (!this.loaded || this.loaded.version < version) {
      this.loading ??= this.load(version).finally(() => {
        this.loading = undefined;
      });
      await this.loading;
    }
    return this.loaded.keys.get(prefix);
  }

  private async load(version: number): Promise<void> {
    const rows = await this.db
      .selectFrom('api_keys')
      .select(['id', 'name', 'prefix', 'secret_hash', 'scopes', 'last_used_at'])
      .where('revoked_at', 'is', null)
      .execute();
    const keys = new Map<string, LiveKey>();
    for (const row of rows) {
      const lastUsedAt = row.last_used_at ? Date.parse(row.last_used_at) : 0;
      keys.set(row.prefix, {
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        scopes: parseScopes(row.scopes),
        secretHash: Buffer.from(row.secret_hash, 'hex'),
        lastUsedAt,
      });
    }
    // Rows read after the version was: at least as new as it, so the next change moves it past this.
    if (!this.loaded || version >= this.loaded.version) this.loaded = { version, keys };
  }
}

const liveKeysOf = perDatabase((db) => new LiveKeys(db));

/**
 * The live key a presented string names, or undefined; marks it used (at most once a minute). `since`:
 * the instant (performance.now()) the keys must be as of: a key revoked before it is refused.
 */
export async function verifyApiKey(
  db: Db,
  presented: string,
  since = performance.now(),
  now = new Date(),
): Promise<ApiKeyPrincipal | undefined> {
  const match = KEY_PATTERN.exec(presented);
  if (!match) return undefined;
  const [, prefix = '', secret = ''] = match;
  const key = await liveKeysOf(db).byPrefix(prefix, since);
  if (!key) return undefined;
  const actual = Buffer.from(hashSecret(secret), 'hex');
  if (key.secretHash.length !== actual.length || !crypto.timingSafeEqual(key.secretHash, actual)) return undefined;
  if (now.getTime() - key.lastUsedAt >= LAST_USED_RESOLUTION_MS) {
    // Marked before the write, so the calls arriving meanwhile do not write it too.
    key.lastUsedAt = now.getTime();
    await db.updateTable('api_keys').set({ last_used_at: now.toISOString() }).where('id', '=', key.id).execute();
  }
  return { id: key.id, name: key.name, prefix: key.prefix, scopes: key.scopes };
}
