import { sql, type RawBuilder } from 'kysely';
import { INGESTED_BOT_STATUS } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import { earlierOf, isoUtc, laterOf } from '../../platform/time.js';
import { chunksFor } from '../../platform/db/bulk.js';

/** What one event tells about a Telegram user; absent fields leave the stored ones alone. */
export interface TgUserSighting {
  tg_id: string;
  username?: string | null;
  first_name?: string;
  last_name?: string;
  language_code?: string | null;
  is_premium?: boolean;
}

/** Telegram ids are digits on the wire and numbers in the database; this is the one spelling used as a key. */
export function tgIdKey(tgId: string | number): string {
  return String(Number(tgId));
}

/** Bot usernames are kept without the '@' and matched case-insensitively, as Telegram does. */
export function botUsername(name: string): string {
  return name.trim().replace(/^@/, '');
}

export interface BotRef {
  id: number;
  /** As first reported: the spelling shown in chat records. */
  username: string;
}

/**
 * The bots of the given usernames, created when first seen (at the earliest sighting); keyed by lower-cased username.
 * A bot created so is Inactive: a batch may name any bot, and only staff make one Active (docs/decisions/0032).
 */
export async function ensureBots(
  db: Executor,
  sightings: Iterable<{ bot: string; at: string }>,
): Promise<Map<string, BotRef>> {
  const wanted = new Map<string, { username: string; at: string }>();
  for (const { bot, at } of sightings) {
    const bare = botUsername(bot);
    const known = wanted.get(bare.toLowerCase());
    if (!known) wanted.set(bare.toLowerCase(), { username: bare, at: isoUtc(at) });
    else known.at = earlierOf(known.at, isoUtc(at));
  }
  const ids = new Map<string, BotRef>();
  if (wanted.size === 0) return ids;
  const load = async () => {
    const rows = await db
      .selectFrom('bots')
      .select(['id', 'username'])
      .where(sql<string>`lower(username)`, 'in', [...wanted.keys()])
      .execute();
    for (const row of rows) ids.set(row.username.toLowerCase(), row);
  };
  await load();
  const missing = [...wanted]
    .filter(([key]) => !ids.has(key))
    .map(([, { username, at }]) => ({ username, status: INGESTED_BOT_STATUS, created_at: at }));
  if (missing.length === 0) return ids;
  // Another batch may create the same bot meanwhile: the unique index decides, then we read back.
  await db
    .insertInto('bots')
    .values(missing)
    .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
    .execute();
  await load();
  return ids;
}

type ProfileField = 'username' | 'first_name' | 'last_name' | 'language_code' | 'tier';
const PROFILE_FIELDS: readonly ProfileField[] = ['username', 'first_name', 'last_name', 'language_code', 'tier'];

/** One user as a batch saw them: earliest and latest sighting, and the newest value of each profile field. */
interface Sighted {
  tg_id: string;
  first_seen_at: string;
  last_active_at: string;
  profile: Partial<Record<ProfileField, string | null>>;
}

function profileOf(user: TgUserSighting): Partial<Record<ProfileField, string | null>> {
  const profile: Partial<Record<ProfileField, string | null>> = {};
  if (user.username) profile.username = user.username.replace(/^@/, '');
  if (user.first_name !== undefined) profile.first_name = user.first_name;
  if (user.last_name !== undefined) profile.last_name = user.last_name;
  if (user.language_code) profile.language_code = user.language_code;
  if (user.is_premium !== undefined) profile.tier = user.is_premium ? 'Premium' : 'Public';
  return profile;
}

function mergeSightings(sightings: readonly { user: TgUserSighting; at: string }[]): Map<string, Sighted> {
  const users = new Map<string, Sighted>();
  // Oldest first, so the newest sighting's profile values win.
  const ordered = sightings
    .map((s) => ({ user: s.user, at: isoUtc(s.at) }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  for (const { user, at } of ordered) {
    const tgId = tgIdKey(user.tg_id);
    const known = users.get(tgId);
    if (!known) {
      users.set(tgId, { tg_id: tgId, first_seen_at: at, last_active_at: at, profile: profileOf(user) });
      continue;
    }
    known.first_seen_at = earlierOf(known.first_seen_at, at);
    known.last_active_at = laterOf(known.last_active_at, at);
    Object.assign(known.profile, profileOf(user));
  }
  return users;
}

/** Which profile fields a user's row sets: users are written in groups that set the same ones. */
function signature(user: Sighted): string {
  return PROFILE_FIELDS.filter((field) => field in user.profile).join(',');
}

/** The newest sighting wins a profile field, so an old event replayed late does not undo a rename. */
function newestWins(field: ProfileField): RawBuilder<unknown> {
  return sql`case when excluded.last_active_at >= tg_accounts.last_active_at then ${sql.ref(`excluded.${field}`)} else ${sql.ref(`tg_accounts.${field}`)} end`;
}

async function upsertGroup(
  db: Executor,
  users: Sighted[],
  fields: ProfileField[],
  ids: Map<string, number>,
): Promise<void> {
  // In tg_id order, so concurrent batches lock the accounts in the same order.
  users.sort((a, b) => Number(a.tg_id) - Number(b.tg_id));
  for (const chunk of chunksFor(users, 9)) {
    const rows = await db
      .insertInto('tg_accounts')
      .values(
        chunk.map((user) => ({
          tg_id: Number(user.tg_id),
          username: user.profile.username ?? null,
          first_name: user.profile.first_name ?? '',
          last_name: user.profile.last_name ?? '',
          language_code: user.profile.language_code ?? null,
          tier: user.profile.tier ?? 'Public',
          first_seen_at: user.first_seen_at,
          last_active_at: user.last_active_at,
          updated_at: user.last_active_at,
        })),
      )
      .onConflict((oc) =>
        oc.column('tg_id').doUpdateSet({
          ...Object.fromEntries(fields.map((field) => [field, newestWins(field)])),
          first_seen_at: sql<string>`case when excluded.first_seen_at < tg_accounts.first_seen_at then excluded.first_seen_at else tg_accounts.first_seen_at end`,
          last_active_at: sql<string>`case when excluded.last_active_at > tg_accounts.last_active_at then excluded.last_active_at else tg_accounts.last_active_at end`,
        }),
      )
      .returning(['id', 'tg_id'])
      .execute();
    for (const row of rows) ids.set(String(row.tg_id), row.id);
  }
}

/**
 * The accounts of the users seen in a batch, created on first sight: first_seen_at becomes the
 * earliest sighting and last_active_at the latest, whatever order the events arrive in.
 * Keyed by tg_id (digits).
 */
export async function ensureTgAccounts(
  db: Executor,
  sightings: readonly { user: TgUserSighting; at: string }[],
): Promise<Map<string, number>> {
  const groups = new Map<string, Sighted[]>();
  for (const user of mergeSightings(sightings).values()) {
    const key = signature(user);
    const group = groups.get(key);
    if (group) group.push(user);
    else groups.set(key, [user]);
  }
  const ids = new Map<string, number>();
  for (const [key, users] of groups) {
    await upsertGroup(db, users, key ? (key.split(',') as ProfileField[]) : [], ids);
  }
  return ids;
}
