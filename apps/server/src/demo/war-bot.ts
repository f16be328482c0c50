import type { GroupActivityDailyRow, GroupActivityEvent } from '@backoffice/contract';
import { feed } from './feed.js';
import type { DemoContext, SectionSeeder } from './context.js';
import { DemoRandom } from './random.js';

const DAY = 86_400_000;
/** Groups that report raw events do so for their most recent days: enough for a month's top members. */
const EVENT_DAYS = 14;
const TOPICS = [
  { handle: 'crypto_talk', en: 'Crypto Talk', zh: '币圈交流' },
  { handle: 'movie_share', en: 'Movie Share', zh: '电影分享' },
  { handle: 'remote_jobs', en: 'Remote Jobs', zh: '远程工作' },
  { handle: 'english_corner', en: 'English Corner', zh: '英语角' },
  { handle: 'anime_fans', en: 'Anime Fans', zh: '动漫爱好者' },
  { handle: 'deal_hunters', en: 'Deal Hunters', zh: '优惠情报' },
  { handle: 'tech_news', en: 'Tech News', zh: '科技资讯' },
  { handle: 'travel_club', en: 'Travel Club', zh: '旅行俱乐部' },
];
const NAME_STEMS = [
  'lucy',
  'chen_wei',
  'alex',
  'wang_fang',
  'mike',
  'li_na',
  'sara',
  'zhang_lei',
  'tom',
  'yuki',
  'ivan',
  'liu_yang',
];

/**
 * Every third group is one of ours: a smaller community whose bot reports each message, join and
 * leave (so it has top members and exact peak hours); the others report one row a day.
 */
const reportsEvents = (g: number): boolean => g % 3 === 0;

interface GroupPlan {
  g: number;
  link: string;
  title: string;
  type: 'Group' | 'Channel';
}

interface DayPlan {
  day: string;
  /** The members at the start of the day, and at its end. */
  membersBefore: number;
  members: number;
  joins: number;
  leaves: number;
  active: number;
  messages: number;
  peakHour: number;
  /** Whether this day comes as raw events rather than a daily row. */
  events: boolean;
}

function groupOf(g: number, random: DemoRandom): GroupPlan {
  const topic = TOPICS[g % TOPICS.length] as (typeof TOPICS)[number];
  const chinese = g % 2 === 0;
  const round = Math.floor(g / TOPICS.length);
  const channel = random.chance(0.25) && !reportsEvents(g);
  return {
    g,
    link: `https://t.me/${topic.handle}_${chinese ? 'cn' : 'en'}${round > 0 ? round + 1 : ''}`,
    title: `${chinese ? topic.zh : topic.en}${round > 0 ? ` ${round + 1}` : ''}`,
    type: channel ? 'Channel' : 'Group',
  };
}

/**
 * The groups and their days, the same for both seeders: members drift up or down with joins and
 * leaves, chat volume follows the active members, evenings are the busiest hours.
 */
function* groupDays(context: DemoContext): Generator<{ group: GroupPlan; day: DayPlan }> {
  const { seed, scale, now } = context;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let g = 0; g < scale.groups; g++) {
    const random = new DemoRandom(seed, `group-${g}`);
    const group = groupOf(g, random);
    let members = reportsEvents(g) ? random.int(200, 1_200) : random.int(2_000, 150_000);
    const trend = random.next() * 0.004 - 0.0015;
    for (let d = scale.days - 1; d >= 0; d--) {
      const day = new Date(today - d * DAY).toISOString().slice(0, 10);
      const joins = Math.max(0, Math.round(members * (0.004 + Math.max(trend, 0)) * (0.5 + random.next())));
      const leaves = Math.max(0, Math.round(members * (0.003 + Math.max(-trend, 0)) * (0.5 + random.next())));
      const membersBefore = members;
      members = Math.max(50, members + joins - leaves);
      const active = Math.round(members * (group.type === 'Channel' ? 0.01 : 0.06) * (0.6 + random.next() * 0.8));
      const messages = group.type === 'Channel' ? random.int(3, 40) : Math.round(active * (2 + random.next() * 6));
      const peakHour = random.chance(0.8) ? random.int(19, 23) : random.int(8, 18);
      // The floor at 50 members can swallow leaves; events must then report only what happened.
      const actualLeaves = membersBefore + joins - members;
      yield {
        group,
        day: {
          day,
          membersBefore,
          members,
          joins,
          leaves: actualLeaves,
          active,
          messages,
          peakHour,
          events: reportsEvents(g) && d < EVENT_DAYS,
        },
      };
    }
  }
}

/**
 * A day's row. A day reported as events still gets a row first, carrying only the member count the
 * day starts from; its events then add the messages, joins and leaves (see the ingestion rules).
 */
function* groupActivityRows(context: DemoContext): Generator<GroupActivityDailyRow> {
  for (const { group, day } of groupDays(context)) {
    const base = {
      event_id: `demo-ga-${context.seed}-${group.g}-${day.day}`,
      group_link: group.link,
      title: group.title,
      type: group.type,
      day: day.day,
    };
    if (day.events) {
      yield {
        ...base,
        messages: 0,
        active_members: 0,
        joins: 0,
        leaves: 0,
        member_count: day.membersBefore,
        peak_hour: null,
      };
    } else {
      const { messages, active, joins, leaves, members, peakHour } = day;
      yield { ...base, messages, active_members: active, joins, leaves, member_count: members, peak_hour: peakHour };
    }
  }
}

/** An instant within the day, in the hour given, no later than now. */
function instantIn(day: string, hour: number, random: DemoRandom, now: Date): string {
  const at = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 + random.int(0, 3_599_999);
  return new Date(Math.min(at, now.getTime())).toISOString();
}

/**
 * The raw events of the days reported as events: each message by a member of the group's regulars
 * (a few of them write most), at an hour leaning to the day's peak; joins and leaves by newcomers.
 */
function* groupEventRows(context: DemoContext): Generator<GroupActivityEvent> {
  const { seed, now } = context;
  for (const { group, day } of groupDays(context)) {
    if (!day.events) continue;
    const random = new DemoRandom(seed, `group-events-${group.g}-${day.day}`);
    const base = (n: number) => ({ event_id: `demo-ge-${seed}-${group.g}-${day.day}-${n}`, group_link: group.link });
    const regulars = Math.max(10, day.active * 2);
    const tgIdOf = (member: number) => String(5_100_000_000 + group.g * 1_000_000 + member);
    let n = 0;
    for (let i = 0; i < day.messages; i++) {
      const member = random.skewed(regulars, 3);
      const hour = random.chance(0.5) ? day.peakHour : random.int(7, 23);
      const username = member % 5 === 4 ? undefined : `${NAME_STEMS[member % NAME_STEMS.length] as string}_${member}`;
      yield {
        ...base(n++),
        kind: 'message',
        at: instantIn(day.day, hour, random, now),
        member_tg_id: tgIdOf(member),
        ...(username && { username }),
      };
    }
    for (let i = 0; i < day.joins; i++)
      yield {
        ...base(n++),
        kind: 'join',
        at: instantIn(day.day, random.int(0, 23), random, now),
        member_tg_id: tgIdOf(100_000 + n),
      };
    for (let i = 0; i < day.leaves; i++)
      yield {
        ...base(n++),
        kind: 'leave',
        at: instantIn(day.day, random.int(0, 23), random, now),
        member_tg_id: tgIdOf(random.int(0, regulars * 3)),
      };
  }
}

function eventCount(context: DemoContext): number {
  let total = 0;
  for (const { day } of groupDays(context)) if (day.events) total += day.messages + day.joins + day.leaves;
  return total;
}

export const groupActivitySeeder: SectionSeeder = {
  section: 'war bot group activity',
  async seed(context) {
    if (await context.db.selectFrom('group_activity_daily').select('group_id').limit(1).executeTakeFirst()) return 0;
    return feed(
      context,
      'war bot group activity',
      'group-activity',
      context.scale.groups * context.scale.days,
      groupActivityRows(context),
    );
  },
};

/** Runs after the daily rows (their rows give each event day its starting member count). */
export const groupEventSeeder: SectionSeeder = {
  section: 'war bot group events',
  async seed(context) {
    if (await context.db.selectFrom('group_activity_hourly').select('group_id').limit(1).executeTakeFirst()) return 0;
    const written = await feed(
      context,
      'war bot group events',
      'group-activity',
      eventCount(context),
      groupEventRows(context),
    );
    // The groups that report their members' messages are ours; the rest stay rivals.
    const ours = [
      ...new Set([...groupDays(context)].filter(({ day }) => day.events).map(({ group }) => group.link.toLowerCase())),
    ];
    if (ours.length > 0) {
      await context.db
        .updateTable('war_groups')
        .set({ side: 'Own' })
        .where((eb) => eb(eb.fn('lower', ['link']), 'in', ours))
        .where('deleted_at', 'is', null)
        .execute();
    }
    return written;
  },
};
