import type { GroupActivityRow } from '@backoffice/contract';
import { feed } from './feed.js';
import type { DemoContext, SectionSeeder } from './index.js';
import { DemoRandom } from './random.js';

const DAY = 86_400_000;
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

/**
 * Groups and channels the War Bot watches, one report a day each: members drift up or down with
 * joins and leaves, chat volume follows the active members, evenings are the busiest hours.
 */
function* groupActivityRows(context: DemoContext): Generator<GroupActivityRow> {
  const { seed, scale, now } = context;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let g = 0; g < scale.groups; g++) {
    const random = new DemoRandom(seed, `group-${g}`);
    const topic = TOPICS[g % TOPICS.length] as (typeof TOPICS)[number];
    const chinese = g % 2 === 0;
    const round = Math.floor(g / TOPICS.length);
    const link = `https://t.me/${topic.handle}_${chinese ? 'cn' : 'en'}${round > 0 ? round + 1 : ''}`;
    const type = random.chance(0.25) ? 'Channel' : 'Group';
    const title = `${chinese ? topic.zh : topic.en}${round > 0 ? ` ${round + 1}` : ''}`;
    let members = random.int(2_000, 150_000);
    const trend = random.next() * 0.004 - 0.0015;
    for (let d = scale.days - 1; d >= 0; d--) {
      const day = new Date(today - d * DAY).toISOString().slice(0, 10);
      const joins = Math.max(0, Math.round(members * (0.004 + Math.max(trend, 0)) * (0.5 + random.next())));
      const leaves = Math.max(0, Math.round(members * (0.003 + Math.max(-trend, 0)) * (0.5 + random.next())));
      members = Math.max(50, members + joins - leaves);
      const active = Math.round(members * (type === 'Channel' ? 0.01 : 0.06) * (0.6 + random.next() * 0.8));
      yield {
        event_id: `demo-ga-${seed}-${g}-${day}`,
        group_link: link,
        title,
        type,
        day,
        messages: type === 'Channel' ? random.int(3, 40) : Math.round(active * (2 + random.next() * 6)),
        active_members: active,
        joins,
        leaves,
        member_count: members,
        peak_hour: random.chance(0.8) ? random.int(19, 23) : random.int(8, 18),
      };
    }
  }
}

export const groupActivitySeeder: SectionSeeder = {
  section: 'war bot group activity',
  async seed(context) {
    if (await context.db.selectFrom('group_activity_daily').select('group_id').limit(1).executeTakeFirst()) return 0;
    return feed(context, 'war bot group activity', 'group-activity', context.scale.groups * context.scale.days, groupActivityRows(context));
  },
};
