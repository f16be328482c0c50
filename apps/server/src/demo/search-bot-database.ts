import { CATALOGUE_CATEGORIES, TIERS } from '@backoffice/contract';
import type { DemoContext, SectionSeeder } from './context.js';

const ENTRY_COUNT = 120;
const DAY_MS = 86_400_000;

/** What each category of a search bot's catalogue tends to be called, in both languages. */
const NAMES: Record<(typeof CATALOGUE_CATEGORIES)[number], { en: string[]; zh: string[] }> = {
  Media: {
    en: ['Wallpapers HD', 'Daily Memes', 'Photo Vault', 'Travel Shots'],
    zh: ['高清壁纸', '每日表情包', '摄影分享', '旅行美图'],
  },
  Channel: {
    en: ['Crypto News', 'Tech Daily', 'Football Live', 'Deals & Coupons'],
    zh: ['币圈快讯', '科技日报', '足球直播', '优惠券频道'],
  },
  Bot: {
    en: ['Search Helper', 'File Converter', 'Translate', 'Weather'],
    zh: ['搜索助手', '文件转换', '翻译机器人', '天气查询'],
  },
  Message: {
    en: ['Pinned Guide', 'Weekly Digest', 'FAQ Post', 'Release Notes'],
    zh: ['置顶指南', '每周精选', '常见问题', '更新说明'],
  },
  Video: {
    en: ['Movies HD', 'Anime Club', 'Drama Series', 'Documentaries'],
    zh: ['高清电影', '动漫俱乐部', '热播剧集', '纪录片'],
  },
  Music: {
    en: ['Lossless Music', 'Lo-fi Beats', 'K-Pop Hits', 'Classical Radio'],
    zh: ['无损音乐', '轻音乐', '流行金曲', '古典电台'],
  },
  Group: {
    en: ['Dev Chat', 'Language Exchange', 'Investors Club', 'Gamers United'],
    zh: ['开发者交流群', '语言交换群', '投资交流群', '游戏玩家群'],
  },
};

/** Words a search bot refuses: gambling, fraud, drugs and the like, in Chinese and English. */
const SENSITIVE_WORDS = [
  '赌博',
  '博彩',
  '网赌',
  '时时彩',
  '六合彩',
  '百家乐',
  '赌场',
  '刷单',
  '代开发票',
  '洗钱',
  '诈骗',
  '套现',
  '裸聊',
  '毒品',
  '冰毒',
  '大麻',
  '海洛因',
  '枪支',
  '假证',
  '黑客接单',
  'casino',
  'online betting',
  'sports betting',
  'money laundering',
  'carding',
  'fake id',
  'cocaine',
  'heroin',
  'meth',
  'phishing kit',
];

function handleOf(category: string, name: string, index: number): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const suffix = category === 'Bot' ? `${index}_bot` : String(index);
  return `${base || category.toLowerCase()}_${suffix}`.slice(0, 32);
}

/**
 * ~120 catalogue entries spread over every category and tier, named in English and Chinese, with
 * t.me links (message links for Message entries), and ~30 sensitive words.
 */
export const searchBotDatabaseSeeder: SectionSeeder = {
  section: 'search bot database',
  async seed({ db, en, zh, actorId, now }: DemoContext): Promise<number> {
    let written = 0;
    const hasEntries = await db.selectFrom('catalogue_entries').select('id').limit(1).executeTakeFirst();
    if (!hasEntries) {
      const rows = Array.from({ length: ENTRY_COUNT }, (_, index) => {
        const category = CATALOGUE_CATEGORIES[index % CATALOGUE_CATEGORIES.length] ?? 'Channel';
        const chinese = index % 2 === 1;
        const faker = chinese ? zh : en;
        const englishName = en.helpers.arrayElement(NAMES[category].en);
        const name = chinese
          ? `${zh.helpers.arrayElement(NAMES[category].zh)} ${zh.location.city()}`
          : `${englishName} ${en.word.adjective()}`;
        const handle = handleOf(category, `${englishName} ${en.string.alpha(3)}`, index);
        const link =
          category === 'Message'
            ? `https://t.me/${handle}/${en.number.int({ min: 2, max: 9_999 })}`
            : `https://t.me/${handle}`;
        const createdAt = new Date(
          now.getTime() - faker.number.int({ min: 1, max: 300 }) * DAY_MS - faker.number.int({ min: 0, max: DAY_MS }),
        ).toISOString();
        return {
          link,
          category,
          display_name: name.slice(0, 100),
          tier: TIERS[faker.number.int({ min: 0, max: 3 }) === 0 ? 1 : 0] ?? 'Public',
          // Chat sizes are heavy-tailed: most small, a few very large.
          member_count: Math.round(10 ** faker.number.float({ min: 1.5, max: 6.3 })),
          status: faker.number.int({ min: 0, max: 9 }) === 0 ? 'Inactive' : 'Active',
          created_at: createdAt,
          created_by: actorId,
          updated_at: createdAt,
          updated_by: actorId,
          deleted_at: null,
        };
      });
      await db.insertInto('catalogue_entries').values(rows).execute();
      written += rows.length;
    }
    const hasWords = await db.selectFrom('sensitive_keywords').select('id').limit(1).executeTakeFirst();
    if (!hasWords) {
      const rows = SENSITIVE_WORDS.map((keyword, index) => {
        const createdAt = new Date(now.getTime() - (SENSITIVE_WORDS.length - index) * 3 * DAY_MS).toISOString();
        return {
          keyword,
          status: 'Active',
          created_at: createdAt,
          created_by: actorId,
          updated_at: createdAt,
          updated_by: actorId,
          deleted_at: null,
        };
      });
      await db.insertInto('sensitive_keywords').values(rows).execute();
      written += rows.length;
    }
    return written;
  },
};
