import type { DemoContext, SectionSeeder } from './context.js';

const CLIENT_COUNT = 12;
const STATS_DAYS = 60;
const DAY_MS = 86_400_000;

/** What sponsors of search bots advertise: channels, groups and bots, in both languages. */
const ENGLISH_DISPLAYS = [
  'Daily Crypto Signals',
  'Free Movies HD',
  'VPN Deals',
  'Game Top-Up Store',
  'Forex Academy',
  'Music Vault',
  'Anime Daily',
  'Tech News Hub',
];
const CHINESE_DISPLAYS = [
  '币圈行情快讯',
  '高清影视资源',
  '海外加速器',
  '游戏充值中心',
  '外汇学院',
  '无损音乐库',
  '每日动漫',
  '科技资讯站',
];

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Sponsor clients (Chinese and English names), 2–6 sponsors each — some already expired — and 60 days
 * of daily views and clicks per sponsor, clicks a small share of views. The sponsor's view and click
 * counts are the sums of its days, as the platform would have counted them.
 */
export const sponsorSeeder: SectionSeeder = {
  section: 'sponsors',
  async seed({ db, en, zh, actorId, now }: DemoContext): Promise<number> {
    const existing = await db.selectFrom('sponsor_clients').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    let written = 0;
    const used = new Set<string>();
    for (let index = 0; index < CLIENT_COUNT; index++) {
      // Alternate Chinese and English advertisers.
      const faker = index % 2 === 1 ? zh : en;
      let name = faker.company.name().slice(0, 30);
      while (used.has(name.toLowerCase())) name = `${name.slice(0, 27)} ${faker.number.int({ min: 2, max: 99 })}`;
      used.add(name.toLowerCase());
      const createdAt = new Date(now.getTime() - faker.number.int({ min: 70, max: 200 }) * DAY_MS).toISOString();
      const audit = {
        created_at: createdAt,
        created_by: actorId,
        updated_at: createdAt,
        updated_by: actorId,
        deleted_at: null,
      };
      const { id: clientId } = await db
        .insertInto('sponsor_clients')
        .values({ name, ...audit })
        .returning('id')
        .executeTakeFirstOrThrow();
      written++;

      const sponsorCount = faker.number.int({ min: 2, max: 6 });
      for (let n = 0; n < sponsorCount; n++) {
        const displays = faker.datatype.boolean() ? CHINESE_DISPLAYS : ENGLISH_DISPLAYS;
        const display = `${faker.helpers.arrayElement(displays)} ${faker.helpers.arrayElement(['|', '·', '-'])} ${faker.string.alphanumeric(3).toUpperCase()}`;
        // A Telegram username: a letter first, letters, digits and underscores, no underscore last.
        const name = en.internet
          .username()
          .replace(/[^A-Za-z0-9_]/g, '')
          .replace(/^[^A-Za-z]+/, '')
          .replace(/_+$/, '')
          .slice(0, 20);
        const handle = `${name.length >= 4 ? name : 'sponsor'}${n}`;
        // Saved as the sponsor form saves any link staff type: t.me/<name>.
        const link = faker.helpers.arrayElement([`t.me/${handle}`, `t.me/${handle}_bot`]);
        // About one in four has already run out; the rest run from days to months ahead.
        const expiresIn =
          faker.number.int({ min: 0, max: 3 }) === 0
            ? -faker.number.int({ min: 1, max: 40 })
            : faker.number.int({ min: 3, max: 120 });
        const expiredDate = utcDay(new Date(now.getTime() + expiresIn * DAY_MS));
        const days = Array.from({ length: STATS_DAYS }, (_, back) => {
          const day = utcDay(new Date(now.getTime() - back * DAY_MS));
          const shown = day <= expiredDate;
          const views = shown ? faker.number.int({ min: 200, max: 4_000 }) : 0;
          // Click-through of a text sponsor on a results page: roughly 0.5%–4%.
          const clicks = Math.round(views * faker.number.float({ min: 0.005, max: 0.04 }));
          return { day, views, clicks };
        }).filter((entry) => entry.views > 0);
        const { id: sponsorId } = await db
          .insertInto('sponsors')
          .values({
            client_id: clientId,
            display: display.slice(0, 100),
            link,
            expired_date: expiredDate,
            view_count: days.reduce((sum, entry) => sum + entry.views, 0),
            click_count: days.reduce((sum, entry) => sum + entry.clicks, 0),
            ...audit,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        written++;
        if (days.length > 0) {
          await db
            .insertInto('sponsor_daily_stats')
            .values(days.map((entry) => ({ sponsor_id: sponsorId, ...entry })))
            .execute();
          written += days.length;
        }
      }
    }
    return written;
  },
};
