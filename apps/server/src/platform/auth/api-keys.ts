import crypto from 'node:crypto';
import { API_KEY_SCOPES, type ApiKeyScope } from '@backoffice/contract';
import type { Actor } from '../audit.js';
import type { Executor } from '../db/schema.js';

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
  return stored.split(',').filter((scope): scope is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(scope));
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

/** The live key a presented string names, or undefined; marks it used. */
export async function verifyApiKey(db: Executor, presented: string, now = new Date()): Promise<ApiKeyPrincipal | undefined> {
  const match = KEY_PATTERN.exec(presented);
  if (!match) return undefined;
  const [, prefix = '', secret = ''] = match;
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'prefix', 'secret_hash', 'scopes', 'last_used_at'])
    .where('prefix', '=', prefix)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const expected = Buffer.from(row.secret_hash, 'hex');
  const actual = Buffer.from(hashSecret(secret), 'hex');
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return undefined;
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= LAST_USED_RESOLUTION_MS) {
    await db.updateTable('api_keys').set({ last_used_at: now.toISOString() }).where('id', '=', row.id).execute();
  }
  return { id: row.id, name: row.name, prefix: row.prefix, scopes: parseScopes(row.scopes) };
}
