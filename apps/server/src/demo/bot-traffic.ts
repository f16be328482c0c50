import type { DemoRandom } from './random.js';

/** What people type into a Telegram search bot, in both languages. */
const QUERIES_EN = [
  'crypto signals',
  'bitcoin news',
  'usdt exchange',
  'airdrop',
  'free movies',
  'netflix series',
  'anime 2025',
  'lofi music',
  'premier league',
  'nba highlights',
  'remote jobs',
  'ielts speaking',
  'english learning',
  'python course',
  'vpn',
  'travel deals',
  'forex trading',
  'memes',
  'wallpapers 4k',
  'ebooks',
  'podcasts',
  'fitness',
  'recipes',
  'photography',
];
const QUERIES_ZH = [
  '电影',
  '美剧',
  '动漫',
  '音乐',
  '兼职',
  '招聘',
  '翻译',
  '跨境电商',
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
  '英语学习',
  '考研',
  '小说',
  '游戏',
  '科技资讯',
  '副业',
];
const KINDS_EN = ['📢', '👥', '🤖', '🎬'];
const TITLE_SUFFIX_EN = ['Channel', 'Hub', 'Daily', 'Official', 'Group', 'Zone', 'Club', 'Lab'];
const TITLE_SUFFIX_ZH = ['频道', '交流群', '资源站', '官方群', '分享', '大全', '俱乐部', '基地'];

export interface DemoMessage {
  direction: 'Inbound' | 'Outbound';
  message_type: 'Text' | 'Button';
  content: string;
  /** Seconds after the session starts. */
  after: number;
}

export function demoQuery(random: DemoRandom, chinese: boolean): string {
  const pool = chinese !== random.chance(0.15) ? QUERIES_ZH : QUERIES_EN;
  return pool[random.skewed(pool.length, 1.6)] as string;
}

function members(random: DemoRandom): string {
  const n = random.int(120, 980_000);
  return n >= 1000 ? `${(n / 1000).toFixed(1)}K` : String(n);
}

/** Results a bot lists on one page. */
const PER_PAGE = 5;

/** One page of results, listing exactly the entries its heading counts: a full page, or what the last one holds. */
function resultPage(
  random: DemoRandom,
  query: string,
  chinese: boolean,
  page: number,
  pages: number,
  total: number,
): string {
  const shown = page < pages ? PER_PAGE : total - (pages - 1) * PER_PAGE;
  const lines = Array.from({ length: shown }, (_, i) => {
    const suffix = random.pick(chinese ? TITLE_SUFFIX_ZH : TITLE_SUFFIX_EN);
    return `${(page - 1) * PER_PAGE + i + 1}. ${random.pick(KINDS_EN)} ${query} ${suffix} · ${members(random)}`;
  });
  const found = total === 1 ? `1 result` : `${total} results`;
  const head = chinese
    ? `🔍 “${query}” 找到 ${total} 个结果（第 ${page}/${pages} 页）`
    : `🔍 ${found} for “${query}” (page ${page}/${pages})`;
  return [head, ...lines].join('\n');
}

/** A sponsor's post a bot sends under a page of results (the sponsor's link is its last line). */
function sponsorPost(random: DemoRandom, chinese: boolean): string {
  const suffix = random.pick(chinese ? TITLE_SUFFIX_ZH : TITLE_SUFFIX_EN);
  const query = demoQuery(random, chinese);
  return chinese
    ? `📣 赞助：${query}${suffix}，点击加入 👉 t.me/sponsor_${random.int(100, 999)}`
    : `📣 Sponsored: ${query} ${suffix}, join 👉 t.me/sponsor_${random.int(100, 999)}`;
}

/**
 * One exchange between a user and a search bot: sometimes /start, a query, a page of results with
 * its buttons (now and then followed by a sponsor's post), and the user paging through them
 * (下一页➡️ / Next ➡️) or going back. As in real traffic the two directions differ: a bot posts
 * sponsors nobody asked for, and a tap repeated within a second gets no second answer (flood control).
 */
export function demoSession(random: DemoRandom, chinese: boolean, bot: string): DemoMessage[] {
  const messages: DemoMessage[] = [];
  let after = 0;
  const say = (direction: DemoMessage['direction'], message_type: DemoMessage['message_type'], content: string) => {
    messages.push({ direction, message_type, content, after });
    after += direction === 'Inbound' ? 1 : random.int(2, 40);
  };
  if (random.chance(0.08)) {
    say('Inbound', 'Text', '/start');
    say(
      'Outbound',
      'Text',
      chinese
        ? `👋 欢迎使用 @${bot}！发送关键词即可搜索频道、群组和机器人。`
        : `👋 Welcome to @${bot}! Send a keyword to search channels, groups and bots.`,
    );
  }
  const query = demoQuery(random, chinese);
  say('Inbound', 'Text', query);
  if (random.chance(0.05)) {
    say(
      'Outbound',
      'Text',
      chinese ? `😔 没有找到“${query}”相关结果，换个关键词试试` : `😔 No results for “${query}”. Try another keyword.`,
    );
    return messages;
  }
  const pages = random.int(1, 12);
  const total = pages * PER_PAGE - random.int(0, PER_PAGE - 1);
  let page = 1;
  say('Outbound', pages > 1 ? 'Button' : 'Text', resultPage(random, query, chinese, page, pages, total));
  if (random.chance(0.3)) say('Outbound', 'Text', sponsorPost(random, chinese));
  while (page < pages && random.chance(0.5)) {
    const back = page > 1 && random.chance(0.15);
    const tap = back ? (chinese ? '⬅️上一页' : '⬅️ Prev') : chinese ? '下一页➡️' : 'Next ➡️';
    say('Inbound', 'Button', tap);
    if (random.chance(0.12)) say('Inbound', 'Button', tap);
    page += back ? -1 : 1;
    say('Outbound', 'Button', resultPage(random, query, chinese, page, pages, total));
  }
  return messages;
}
