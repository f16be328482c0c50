import type { DemoScale } from './scale.js';
import { DemoRandom, hashOf } from './random.js';

/** Search bots of the platform, most popular first. */
const BOT_NAMES = [
  'hi7_search_bot',
  'soso_cn_bot',
  'hi7_movie_bot',
  'find_group_bot',
  'hi7_music_bot',
  'tg_daohang_bot',
  'hi7_jobs_bot',
  'crypto_radar_bot',
  'anime_finder_bot',
  'hi7_news_bot',
];

export function demoBots(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const name = BOT_NAMES[i % BOT_NAMES.length] as string;
    return i < BOT_NAMES.length ? name : name.replace(/_bot$/, `${Math.floor(i / BOT_NAMES.length) + 1}_bot`);
  });
}

const EN_FIRST = [
  'James',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Lucas',
  'Mia',
  'Ethan',
  'Sofia',
  'Ryan',
  'Chloe',
  'Daniel',
  'Grace',
  'Adam',
  'Lily',
  'Omar',
  'Nina',
  'Ivan',
  'Sara',
];
const EN_LAST = [
  'Smith',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Garcia',
  'Khan',
  'Lee',
  'Martin',
  'Clarke',
  'Petrov',
  'Silva',
  '',
  '',
];
const ZH_FIRST = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '艳',
  '勇',
  '杰',
  '婷',
  '强',
  '军',
  '丽',
  '涛',
  '欣怡',
  '子轩',
  '浩然',
  '雨桐',
  '梓涵',
];
const ZH_LAST = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '', ''];
const HANDLE_WORDS = [
  'moon',
  'tiger',
  'cloud',
  'pixel',
  'lucky',
  'coffee',
  'ninja',
  'panda',
  'rain',
  'star',
  'xiaoyu',
  'dawei',
  'lele',
  'mumu',
  'ahua',
  'kiki',
  'jojo',
  'wind',
  'sky',
  'blue',
];
const LANGUAGES_EN = ['en', 'en', 'en', 'ru', 'es', 'id', 'vi'];
const LANGUAGES_ZH = ['zh-hans', 'zh-hans', 'zh-hans', 'zh-hant', null];

export interface DemoUser {
  tg_id: string;
  username: string | null;
  first_name: string;
  last_name: string;
  language_code: string | null;
  is_premium: boolean;
  /** Writes Chinese most of the time. */
  chinese: boolean;
  /** Indexes into the demo bots; the first is the one they use most. */
  bots: number[];
  /** When they first subscribed (ms). */
  joinedAt: number;
}

/**
 * The demo's Telegram users, computed from their position: user i is the same user on every run
 * with the same seed, and can be built without walking through users 0…i−1. Users join in index
 * order over the first 85% of the period, so the users "who exist" at an instant are a prefix.
 */
export class DemoUsers {
  private readonly start: number;
  private readonly joinSpan: number;

  constructor(
    private readonly seed: number,
    private readonly scale: DemoScale,
    now: Date,
  ) {
    this.start = now.getTime() - scale.days * 86_400_000;
    this.joinSpan = scale.days * 86_400_000 * 0.85;
  }

  get count(): number {
    return this.scale.users;
  }

  /** How many users had joined by `at` (at least one). */
  joinedBy(at: number): number {
    return Math.max(1, Math.min(this.scale.users, Math.floor(((at - this.start) / this.joinSpan) * this.scale.users)));
  }

  user(index: number): DemoUser {
    const random = new DemoRandom(this.seed, `user-${index}`);
    const chinese = random.chance(0.6);
    const first = random.pick(chinese ? ZH_FIRST : EN_FIRST);
    const handle = random.chance(0.75)
      ? `${random.pick(HANDLE_WORDS)}_${chinese ? 'cn' : first.toLowerCase()}${hashOf(this.seed, index) % 10_000}`
      : null;
    const bots = [random.skewed(this.scale.bots)];
    for (const probability of [0.35, 0.1]) {
      const extra = random.int(0, this.scale.bots - 1);
      if (random.chance(probability) && !bots.includes(extra)) bots.push(extra);
    }
    return {
      // Ten-digit ids, unique by construction: 31 slots per user.
      tg_id: String(1_000_000_000 + index * 31 + (hashOf(this.seed, index, 1) % 31)),
      username: handle,
      first_name: first,
      last_name: random.pick(chinese ? ZH_LAST : EN_LAST),
      language_code: random.pick(chinese ? LANGUAGES_ZH : LANGUAGES_EN),
      is_premium: random.chance(0.08),
      chinese,
      bots,
      joinedAt: Math.floor(this.start + ((index + random.next()) / this.scale.users) * this.joinSpan),
    };
  }
}
