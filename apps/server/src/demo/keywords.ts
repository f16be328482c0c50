import { createdStamps } from '../platform/db/stamps.js';
import type { DemoContext, SectionSeeder } from './context.js';

/** Words people search a Telegram search bot for, in both languages; forward ones are sold as placements. */
const FORWARD_WORDS = [
  'crypto',
  'bitcoin',
  'usdt',
  'airdrop',
  'nft',
  'forex',
  'trading signals',
  'movies',
  'netflix',
  'anime',
  'music',
  'football',
  'nba',
  'esports',
  'vpn',
  'jobs',
  'remote work',
  'english',
  'ielts',
  'travel',
  '电影',
  '美剧',
  '动漫',
  '音乐',
  '兼职',
  '招聘',
  '翻译',
  '跨境电商',
  '外卖',
  '游戏',
  '币圈',
  '理财',
  '健身',
  '美食',
  '旅游',
  '租房',
  '二手',
  '学习资料',
  '编程',
  '摄影',
];
/** Words a search must not be answered for (scams, gambling and the like). */
const RESTRICT_WORDS = [
  'casino',
  'betting',
  'escort',
  'fake id',
  'carding',
  'hacked accounts',
  'ponzi',
  'drugs',
  'weapons',
  'counterfeit',
  '赌博',
  '博彩',
  '私彩',
  '代开发票',
  '套现',
  '洗钱',
  '刷单',
  '裸聊',
  '高利贷',
  '假证',
];

/** Notes staff keep on a placement, in the language of the keyword. */
const REMARKS_EN = [
  'Paid in USDT',
  'Renewed for next month',
  'Client asked for top slot',
  'Trial week',
  'Bundle with sponsor',
  'Check traffic weekly',
  'Agency deal',
];
const REMARKS_ZH = [
  'USDT 已付款',
  '续费一个月',
  '客户要求置顶',
  '试用一周',
  '与赞助套餐捆绑',
  '每周检查流量',
  '代理渠道合作',
];

const DAY = 86_400_000;

function timeAgo(context: DemoContext, maxDays: number): string {
  return new Date(context.now.getTime() - context.en.number.int({ min: 1, max: maxDays * DAY })).toISOString();
}

async function seedKeywords(
  context: DemoContext,
  type: 'forward' | 'restrict',
  words: readonly string[],
): Promise<number> {
  const queueNumbers = context.en.helpers.shuffle(Array.from({ length: 200 }, (_, i) => i + 1)).slice(0, words.length);
  const rows = words.map((keyword, index) => {
    const created = timeAgo(context, 120);
    const triggered = context.en.datatype.boolean({ probability: 0.6 });
    const chinese = /[\u4e00-\u9fff]/.test(keyword);
    const remarks = context.en.datatype.boolean({ probability: 0.5 })
      ? context.en.helpers.arrayElement(chinese ? REMARKS_ZH : REMARKS_EN)
      : '';
    return {
      type,
      keyword,
      queue_number: queueNumbers[index] ?? index + 1,
      price_cents:
        type === 'forward'
          ? context.en.number.int({ min: 10, max: 500 }) * 100 + context.en.helpers.arrayElement([0, 50, 99])
          : 0,
      remarks,
      trigger_count: triggered ? context.en.number.int({ min: 1, max: 25_000 }) : 0,
      last_trigger_at: triggered ? timeAgo(context, 14) : null,
      status: context.en.datatype.boolean({ probability: 0.8 }) ? 'Active' : 'Inactive',
      ...createdStamps(context.actorId, created),
    };
  });
  await context.db.insertInto('keywords').values(rows).execute();
  return rows.length;
}

/** Replies for some forward keywords: a text, or a text with buttons to channels and bots. */
const MESSAGES: { keyword: string; content: string; buttons: { label: string; url: string }[] }[] = [
  {
    keyword: 'crypto',
    content: 'Top crypto channels, updated daily. Tap below to join.',
    buttons: [
      { label: 'Crypto News', url: 'https://t.me/cryptonews' },
      { label: 'Signals Bot', url: 'tg://resolve?domain=signalsbot' },
    ],
  },
  {
    keyword: 'bitcoin',
    content: 'Bitcoin price alerts and market analysis.',
    buttons: [{ label: 'BTC Alerts', url: 'https://t.me/btc_alerts' }],
  },
  { keyword: 'airdrop', content: 'Verified airdrops only. Never share your seed phrase.', buttons: [] },
  {
    keyword: 'movies',
    content: 'New releases every week — HD, with subtitles.',
    buttons: [
      { label: 'Movie Hub', url: 't.me/moviehub' },
      { label: 'Requests', url: 'https://t.me/movie_requests' },
    ],
  },
  {
    keyword: 'anime',
    content: 'Seasonal anime, subbed and dubbed.',
    buttons: [{ label: 'Anime World', url: 'https://t.me/animeworld' }],
  },
  { keyword: 'jobs', content: 'Remote and local jobs posted by verified employers.', buttons: [] },
  {
    keyword: 'vpn',
    content: 'Reviewed VPN providers and setup guides.',
    buttons: [{ label: 'Guides', url: 'https://t.me/vpn_guides' }],
  },
  { keyword: 'football', content: 'Live scores, highlights and match threads.', buttons: [] },
  {
    keyword: '电影',
    content: '最新电影资源，每日更新，点击下方按钮加入频道。',
    buttons: [
      { label: '电影频道', url: 'https://t.me/dianying' },
      { label: '求片群', url: 't.me/qiupian' },
    ],
  },
  { keyword: '兼职', content: '正规兼职信息汇总，谨防诈骗，不要预付任何费用。', buttons: [] },
  {
    keyword: '招聘',
    content: '企业直招，每日更新岗位。',
    buttons: [{ label: '招聘频道', url: 'https://t.me/zhaopin_daily' }],
  },
  {
    keyword: '动漫',
    content: '新番动漫合集，高清中字。',
    buttons: [{ label: '动漫资源', url: 'https://t.me/dongman' }],
  },
  { keyword: '音乐', content: '无损音乐分享，热门榜单每周更新。', buttons: [] },
  {
    keyword: '学习资料',
    content: '考研、雅思、编程学习资料合集。',
    buttons: [
      { label: '资料库', url: 'https://t.me/xuexiziliao' },
      { label: '答疑机器人', url: 'tg://resolve?domain=xuexi_bot' },
    ],
  },
  { keyword: '旅游', content: '旅游攻略与特价机票信息。', buttons: [] },
];

async function seedMessages(context: DemoContext): Promise<number> {
  const rows = MESSAGES.map((message) => {
    const created = timeAgo(context, 90);
    return {
      keyword: message.keyword,
      message_type: message.buttons.length > 0 ? 'Button' : 'Text',
      content: message.content,
      buttons: JSON.stringify(message.buttons),
      status: context.en.datatype.boolean({ probability: 0.85 }) ? 'Active' : 'Inactive',
      ...createdStamps(context.actorId, created),
    };
  });
  await context.db.insertInto('keyword_messages').values(rows).execute();
  return rows.length;
}

async function isEmpty(context: DemoContext, table: 'keywords' | 'keyword_messages'): Promise<boolean> {
  return (await context.db.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined;
}

/** Keyword → Forward (40) and Restrict (20), and Keyword Message (15). */
export const keywordSeeder: SectionSeeder = {
  section: 'keyword',
  async seed(context) {
    let written = 0;
    if (await isEmpty(context, 'keywords')) {
      written += await seedKeywords(context, 'forward', FORWARD_WORDS);
      written += await seedKeywords(context, 'restrict', RESTRICT_WORDS);
    }
    if (await isEmpty(context, 'keyword_messages')) written += await seedMessages(context);
    return written;
  },
};
