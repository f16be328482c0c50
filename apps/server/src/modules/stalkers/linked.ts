import { sql } from 'kysely';
import type { Executor } from '../../platform/db/schema.js';

/** The tables that tie stalkers to something else, and the column naming that other thing. */
const STALKER_LINKS = { api_key_stalkers: 'api_key_id', stalker_groups: 'group_id' } as const;

export interface LinkedStalker {
  id: number;
  username: string;
}

/**
 * The live stalkers tied to each of these owners through a link table (the stalkers an API key serves, the one
 * watching a tracked group), in id order, by owner id; owners tied to none are absent. Deleted stalkers drop out.
 */
export async function linkedStalkers(
  db: Executor,
  link: keyof typeof STALKER_LINKS,
  ownerIds: readonly number[],
): Promise<Map<number, LinkedStalker[]>> {
  const linked = new Map<number, LinkedStalker[]>();
  if (ownerIds.length === 0) return linked;
  const links = sql<{
    owner_id: number;
    stalker_id: number;
  }>`(select ${sql.ref(STALKER_LINKS[link])} as owner_id, stalker_id from ${sql.table(link)})`;
  const rows = await db
    .selectFrom('stalkers as s')
    .innerJoin(links.as('l'), 'l.stalker_id', 's.id')
    .select(['l.owner_id', 's.id', 's.username'])
    .where('l.owner_id', 'in', ownerIds)
    .where('s.deleted_at', 'is', null)
    .orderBy('l.owner_id')
    .orderBy('s.id')
    .execute();
  for (const row of rows)
    linked.set(row.owner_id, [...(linked.get(row.owner_id) ?? []), { id: row.id, username: row.username }]);
  return linked;
}
