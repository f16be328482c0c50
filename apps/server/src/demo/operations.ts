import { ApiKeyService } from '../modules/api-keys/index.js';
import {
  pyrogramSessionString,
  StalkerAssignmentService,
  StalkerService,
  telethonSessionString,
  gramJsSessionString,
} from '../modules/stalkers/index.js';
import type { Actor } from '../platform/audit.js';
import type { DemoContext, SectionSeeder } from './context.js';

/**
 * The auth key of every demo session string: readable text, so the string decodes to an obvious fake
 * that no Telegram server accepts. The remarks of a demo stalker say so too.
 */
const DEMO_AUTH_KEY = Buffer.from(
  'BACKOFFICE DEMO SESSION - NOT A REAL TELEGRAM LOGIN. '.repeat(5).slice(0, 256),
  'latin1',
);

const DEMO_STALKERS = [
  {
    tg_id: '7100000001',
    username: 'watcher_asia',
    group_type: 'Supergroup',
    premium: true,
    session: () => telethonSessionString(DEMO_AUTH_KEY),
    remarks: 'Rival groups, Asia',
  },
  {
    tg_id: '7100000002',
    username: 'watcher_global',
    group_type: 'Group',
    premium: false,
    session: () => pyrogramSessionString(DEMO_AUTH_KEY),
    remarks: 'Rival groups, worldwide',
  },
  {
    tg_id: '7100000003',
    username: 'channel_watch',
    group_type: 'Channel',
    premium: false,
    session: () => gramJsSessionString(DEMO_AUTH_KEY),
    remarks: 'Own channels',
  },
] as const;

const DEMO_EXPORTS = [
  { type: 'keyword-forward', name: 'Forward keywords' },
  { type: 'sponsor-client', name: 'Sponsor clients' },
  { type: 'chat-record', name: 'All chat records' },
] as const;

/** The Premium stalker (the first) watches every other group; the others share the rest in turn. */
const watcherOf = (position: number): number =>
  position % 2 === 0 ? 0 : 1 + (((position - 1) / 2) % (DEMO_STALKERS.length - 1));

function actorOf({ actorId }: DemoContext): Actor {
  return { id: actorId, email: null, ip: null };
}

/**
 * Stalkers with demo session strings (only when the demo has the session keys to seal them with),
 * each watching a share of the tracked groups: the Premium one the most.
 */
export const stalkerSeeder: SectionSeeder = {
  section: 'stalkers',
  async seed(context: DemoContext): Promise<number> {
    const { db, cipher } = context;
    if (!cipher || (await db.selectFrom('stalkers').select('id').limit(1).executeTakeFirst())) return 0;
    const stalkers = new StalkerService({ db }, cipher);
    const assignments = new StalkerAssignmentService({ db });
    const groups = await db
      .selectFrom('war_groups')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    for (const [index, demo] of DEMO_STALKERS.entries()) {
      const { session, ...fields } = demo;
      const remarks = `${fields.remarks} (demo: the session string is not a real login)`;
      const stalker = await stalkers.create(
        { ...fields, remarks, session_string: session(), status: 'Active' },
        actorOf(context),
      );
      const mine = groups.filter((_, position) => watcherOf(position) === index);
      await assignments.replace(
        stalker.id,
        { group_ids: mine.map((group) => group.id), reassign: false },
        actorOf(context),
      );
    }
    return DEMO_STALKERS.length;
  },
};

/** Keys of the bots' platform calls: a search bot's, an ingest pipeline's, and the stalker worker's, bound to the demo stalkers. */
export const apiKeySeeder: SectionSeeder = {
  section: 'api keys',
  async seed(context: DemoContext): Promise<number> {
    const { db } = context;
    if (await db.selectFrom('api_keys').select('id').limit(1).executeTakeFirst()) return 0;
    const keys = new ApiKeyService(db);
    // The keys themselves are shown once at creation; the demo keeps none of them.
    await keys.create({ name: 'Search bot', scopes: ['read'] }, actorOf(context));
    await keys.create({ name: 'Ingest pipeline', scopes: ['ingest'] }, actorOf(context));
    const stalkers = await db
      .selectFrom('stalkers')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    if (stalkers.length === 0) return 2;
    await keys.create(
      { name: 'Stalker worker', scopes: ['stalker'], stalker_ids: stalkers.map((row) => row.id) },
      actorOf(context),
    );
    return 3;
  },
};

/** Exports of three lists, queued: the server's export worker writes their files once it runs. */
export const exportSeeder: SectionSeeder = {
  section: 'exports',
  async seed({ db, actorId, now }: DemoContext): Promise<number> {
    if (actorId === null || (await db.selectFrom('exports').select('id').limit(1).executeTakeFirst())) return 0;
    const rows = DEMO_EXPORTS.map((demo, index) => ({
      ...demo,
      filters: '{}',
      all_data: 1,
      range_from: null,
      range_to: null,
      created_by: actorId,
      created_at: new Date(now.getTime() - (DEMO_EXPORTS.length - index) * 60_000).toISOString(),
    }));
    await db.insertInto('exports').values(rows).execute();
    return rows.length;
  },
};
