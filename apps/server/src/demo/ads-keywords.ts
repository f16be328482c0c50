import { recordObservation } from '../modules/ads-keywords/observations.js';
import type { DemoContext, SectionSeeder } from './context.js';

/** Keywords advertisers bid on in a Telegram search bot, in both languages. */
const TRACKED = [
  'crypto',
  'usdt',
  'vpn',
  'airdrop',
  'netflix',
  'forex signals',
  'remote jobs',
  '电影',
  '兼职',
  '币圈',
  '翻译',
  '跨境电商',
  '美剧',
  '理财',
  '游戏',
];

/** Notes staff keep on a slot, in the language of the keyword. */
const REMARKS_EN = [
  'Competitor agency',
  'Price doubled this week',
  'Ask seller for renewal',
  'Same advertiser as slot 1',
  'Possible scam, reported',
];
const REMARKS_ZH = ['竞争对手代理', '本周价格翻倍', '联系卖家续费', '与 1 号位同一广告主', '疑似诈骗，已举报'];

const DAY = 86_400_000;
const hasChinese = (text: string): boolean => /[\u4e00-\u9fff]/.test(text);

/**
 * ~15 tracked keywords, each observed with 3–8 slots at falling prices down the page, some with an
 * expiry (a few already past) and some with a staff remark; one or two never observed yet.
 */
export const adsKeywordSeeder: SectionSeeder = {
  section: 'ads keyword tracking',
  async seed(context: DemoContext): Promise<number> {
    const { db, en, actorId, now } = context;
    if (await db.selectFrom('ads_keywords').select('id').limit(1).executeTakeFirst()) return 0;
    let written = 0;
    for (const [index, keyword] of TRACKED.entries()) {
      const created = new Date(now.getTime() - en.number.int({ min: 10, max: 90 }) * DAY).toISOString();
      const { id } = await db
        .insertInto('ads_keywords')
        .values({ keyword, created_at: created, created_by: actorId, updated_at: created, updated_by: actorId })
        .returning('id')
        .executeTakeFirstOrThrow();
      written += 1;
      // The last two were added recently and have not been observed yet.
      if (index >= TRACKED.length - 2) continue;
      const count = en.number.int({ min: 3, max: 8 });
      const topPrice = en.number.int({ min: 50, max: 800 });
      const slots = Array.from({ length: count }, (_, position) => {
        const expiry = en.number.int({ min: -20, max: 60 });
        return {
          slot: position + 1,
          price: Math.round((topPrice / (position + 1)) * 100) / 100,
          expired_date: en.datatype.boolean({ probability: 0.7 })
            ? new Date(now.getTime() + expiry * DAY).toISOString().slice(0, 10)
            : null,
        };
      });
      const observed = new Date(now.getTime() - en.number.int({ min: 1, max: 72 * 60 }) * 60_000).toISOString();
      await recordObservation(db, id, slots, observed);
      written += slots.length;
      const remarks = hasChinese(keyword) ? REMARKS_ZH : REMARKS_EN;
      for (const slot of slots) {
        if (!en.datatype.boolean({ probability: 0.3 })) continue;
        await db
          .updateTable('ads_keyword_slots')
          .set({ remarks: en.helpers.arrayElement(remarks), updated_by: actorId })
          .where('keyword_id', '=', id)
          .where('slot', '=', slot.slot)
          .execute();
      }
    }
    return written;
  },
};
