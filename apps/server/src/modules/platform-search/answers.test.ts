import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answers.js';
import { decide } from './decide.js';
import { catalogueOf, type SearchRules } from './rules.js';

function rulesWith(change: Partial<SearchRules> = {}): SearchRules {
  return {
    sensitive: [],
    restrict: [],
    forward: new Map([['movies', [{ id: 7, keyword: 'movies', queue_number: 1 }]]]),
    messages: new Map(),
    sponsors: [
      { id: 1, display: 'Free Movies HD', link: 't.me/free_movies_bot', expired_date: '2026-11-27' },
      { id: 2, display: '高清影视资源', link: 't.me/hd_films', expired_date: '2026-12-31' },
    ],
    catalogue: catalogueOf([
      {
        id: 3,
        link: 'https://t.me/movies_club',
        display_name: 'Movies Club',
        category: 'Group',
        tier: 'Public',
        member_count: 10,
      },
    ]),
    ...change,
  };
}

const sent = (body: Buffer) => JSON.parse(body.toString('utf8')) as unknown;

describe('the answer cache', () => {
  it('sends what decide() answers, as {"data": …} in UTF-8, and builds it once for the same search', () => {
    const cache = new AnswerCache();
    const rules = rulesWith();
    const first = cache.answerFor(rules, 'Movies', 'Normal', '2026-11-27');
    expect(sent(first.serialized.body)).toEqual({ data: decide(rules, 'Movies', 'Normal', '2026-11-27').result });
    expect(first.decision.result.sponsors.map((sponsor) => sponsor.display)).toEqual([
      'Free Movies HD',
      '高清影视资源',
    ]);
    expect(cache.answerFor(rules, 'Movies', 'Normal', '2026-11-27')).toBe(first);
  });

  it('keeps the query as written and the user’s list apart', () => {
    const cache = new AnswerCache();
    const rules = rulesWith();
    expect(cache.answerFor(rules, 'movies', 'Normal', '2026-11-27').decision.result.query).toBe('movies');
    expect(cache.answerFor(rules, 'MOVIES', 'Normal', '2026-11-27').decision.result.query).toBe('MOVIES');
    expect(cache.answerFor(rules, 'movies', 'Blacklist', '2026-11-27').decision).toMatchObject({
      outcome: 'blacklisted',
      result: { reason_code: 'USER_BLACKLISTED' },
    });
    expect(cache.answerFor(rules, 'movies', 'Normal', '2026-11-27').decision.outcome).toBe('ok');
  });

  it('answers anew on a new day: a sponsor past its last day is no longer shown', () => {
    const cache = new AnswerCache();
    const rules = rulesWith();
    expect(cache.answerFor(rules, 'movies', 'Normal', '2026-11-27').decision.shownSponsorIds).toEqual([1, 2]);
    expect(cache.answerFor(rules, 'movies', 'Normal', '2026-11-28').decision.shownSponsorIds).toEqual([2]);
  });

  it('answers anew with new rules: a word made sensitive refuses the same search', () => {
    const cache = new AnswerCache();
    expect(cache.answerFor(rulesWith(), 'movies', 'Normal', '2026-11-27').decision.outcome).toBe('ok');
    const changed = cache.answerFor(rulesWith({ sensitive: ['movie'] }), 'movies', 'Normal', '2026-11-27');
    expect(changed.decision).toMatchObject({ outcome: 'sensitive', shownSponsorIds: [], triggeredKeywordIds: [] });
    expect(sent(changed.serialized.body)).toMatchObject({
      data: { status: 'refused', reason_code: 'SENSITIVE_KEYWORD', sponsors: [] },
    });
  });
});
