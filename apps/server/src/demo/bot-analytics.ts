import type { ChatRecordRow, SearchEventRow, SubscriptionRow } from '@backoffice/contract';
import { demoQuery, demoSession } from './bot-traffic.js';
import { feed } from './feed.js';
import type { DemoContext, SectionSeeder } from './context.js';
import { DemoRandom } from './random.js';
import { demoBots, DemoUsers, type DemoUser } from './telegram-users.js';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** What the generated platform rows depend on: the same values give the same rows. */
export type DemoPlan = Pick<DemoContext, 'seed' | 'scale' | 'now'>;

function periodOf({ now, scale }: DemoPlan): { start: number; span: number } {
  // An hour of room at the end, so that a session started last still ends before `now`.
  return { start: now.getTime() - scale.days * DAY, span: scale.days * DAY - 3_600_000 };
}

/** The bot a user talks to this time: mostly their favourite. */
function botOf(random: DemoRandom, user: DemoUser, bots: readonly string[]): string {
  const index = random.chance(0.8) ? user.bots[0] : random.pick(user.bots);
  return bots[index ?? 0] as string;
}

/** Each user subscribes to their bots when they join; some leave later, and a few come back. */
function* subscriptionRows(context: DemoPlan): Generator<SubscriptionRow> {
  const users = new DemoUsers(context.seed, context.scale, context.now);
  const bots = demoBots(context.scale.bots);
  const end = context.now.getTime();
  for (let index = 0; index < users.count; index++) {
    const user = users.user(index);
    const random = new DemoRandom(context.seed, `subscriptions-${index}`);
    const { chinese: _chinese, bots: userBots, joinedAt, ...profile } = user;
    for (const [n, bot] of userBots.entries()) {
      const base = { bot: bots[bot] as string, ...profile };
      let at = joinedAt + n * random.int(60_000, 3 * DAY);
      if (at >= end) continue;
      // Most users save a few results; some collect dozens.
      const total_collection = random.chance(0.6) ? random.int(1, random.chance(0.1) ? 80 : 12) : 0;
      yield {
        ...base,
        event_id: `demo-sub-${context.seed}-${index}-${bot}-0`,
        status: 'Subscribed',
        total_collection,
        at: iso(at),
      };
      if (!random.chance(0.15)) continue;
      at += random.int(3_600_000, 20 * DAY);
      if (at >= end) continue;
      yield { ...base, event_id: `demo-sub-${context.seed}-${index}-${bot}-1`, status: 'Unsubscribed', at: iso(at) };
      at += random.int(3_600_000, 10 * DAY);
      if (!random.chance(0.3) || at >= end) continue;
      yield { ...base, event_id: `demo-sub-${context.seed}-${index}-${bot}-2`, status: 'Subscribed', at: iso(at) };
    }
  }
}

function countOf(rows: Iterable<unknown>): number {
  let count = 0;
  for (const _row of rows) count++;
  return count;
}

/**
 * Conversations in time order: sessions start evenly over the period, by users who have joined by
 * then. Exported for the benchmarks, which ingest the same rows.
 */
export function* demoChatRecordRows(context: DemoPlan): Generator<ChatRecordRow> {
  const { seed, scale } = context;
  const random = new DemoRandom(seed, 'chat-records');
  const users = new DemoUsers(seed, scale, context.now);
  const bots = demoBots(scale.bots);
  const { start, span } = periodOf(context);
  let k = 0;
  while (k < scale.chatRecords) {
    const sessionAt = start + Math.floor((k / scale.chatRecords) * span) + random.int(0, 59_999);
    const user = users.user(random.skewed(users.joinedBy(sessionAt), 1.3));
    const bot = botOf(random, user, bots);
    for (const message of demoSession(random, user.chinese, bot)) {
      if (k >= scale.chatRecords) return;
      yield {
        event_id: `demo-cr-${seed}-${k}`,
        bot,
        tg_id: user.tg_id,
        username: user.username,
        sent_at: iso(sessionAt + message.after * 1000),
        direction: message.direction,
        message_type: message.message_type,
        content: message.content,
      };
      k++;
    }
  }
}

function* searchEventRows(context: DemoPlan): Generator<SearchEventRow> {
  const { seed, scale } = context;
  const random = new DemoRandom(seed, 'search-events');
  const users = new DemoUsers(seed, scale, context.now);
  const bots = demoBots(scale.bots);
  const { start, span } = periodOf(context);
  for (let k = 0; k < scale.searchEvents; k++) {
    const at = start + Math.floor((k / scale.searchEvents) * span) + random.int(0, 59_999);
    const user = users.user(random.skewed(users.joinedBy(at), 1.3));
    yield {
      event_id: `demo-se-${seed}-${k}`,
      bot: botOf(random, user, bots),
      tg_id: user.tg_id,
      username: user.username,
      query: demoQuery(random, user.chinese),
      result_count: random.chance(0.05) ? 0 : random.int(1, 60),
      at: iso(at),
    };
  }
}

const isEmpty = async (context: DemoContext, table: 'bot_subscriptions' | 'chat_records' | 'search_events') =>
  !(await context.db.selectFrom(table).select('id').limit(1).executeTakeFirst());

/**
 * Telegram users and the bots, created by their subscriptions (with profiles), then the ups and downs. Ingestion
 * records the bots Inactive; the demo makes its own Active, as staff would once they know them.
 */
export const subscriptionSeeder: SectionSeeder = {
  section: 'bot subscriptions',
  async seed(context) {
    if (!(await isEmpty(context, 'bot_subscriptions'))) return 0;
    const fed = await feed(
      context,
      'bot subscriptions',
      'subscriptions',
      countOf(subscriptionRows(context)),
      subscriptionRows(context),
    );
    await context.db
      .updateTable('bots')
      .set({ status: 'Active' })
      .where('username', 'in', demoBots(context.scale.bots))
      .execute();
    return fed;
  },
};

export const chatRecordSeeder: SectionSeeder = {
  section: 'chat records',
  async seed(context) {
    if (!(await isEmpty(context, 'chat_records'))) return 0;
    return feed(context, 'chat records', 'chat-records', context.scale.chatRecords, demoChatRecordRows(context));
  },
};

export const searchEventSeeder: SectionSeeder = {
  section: 'search events',
  async seed(context) {
    if (!(await isEmpty(context, 'search_events'))) return 0;
    return feed(context, 'search events', 'search-events', context.scale.searchEvents, searchEventRows(context));
  },
};
