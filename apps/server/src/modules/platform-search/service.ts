import crypto from 'node:crypto';
import type { platformSearchQuerySchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import type { Db } from '../../platform/db/schema.js';
import { utcDay } from '../../platform/time.js';
import type { SearchCount } from './counting.js';
import { AnswerCache, type DecidedAnswer } from './answers.js';
import { GroupCommit } from './group-commit.js';
import { journalSearchCounts } from './journal.js';
import { ListedUsers } from './listed-users.js';
import { SearchRulesCache } from './rules-cache.js';

type SearchQuery = z.output<typeof platformSearchQuerySchema>;

/**
 * One user search, as a bot asks it: decided from what the instance holds in memory (the rules, the
 * listed users; the API key was checked the same way), and answered once what it counts is committed
 * to the search count journal with the batch of searches that arrived alongside it (docs/decisions/0040):
 * a search answered 200 is counted (journal.ts applies it to the counters within a moment), even if
 * the process is killed right after; one whose batch fails is answered with the error, counted nowhere.
 */
export class PlatformSearchService {
  readonly rules: SearchRulesCache;
  readonly listed: ListedUsers;
  readonly counts: GroupCommit<SearchCount>;
  private readonly answers = new AnswerCache();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.rules = new SearchRulesCache(db);
    this.listed = new ListedUsers(db);
    // One statement per batch: what the batch's searches count lands in the journal together or not at all.
    this.counts = new GroupCommit((counts) => journalSearchCounts(this.db, counts));
  }

  /**
   * `since`: when the request arrived (performance.now()); what changed before it is in the answer.
   * Answers the decision and its body as sent, once counted.
   */
  async search(query: SearchQuery, since = performance.now()): Promise<DecidedAnswer> {
    const now = this.clock();
    const [rules, listType] = await Promise.all([
      this.rules.current(since),
      this.listed.listTypeOf(query.tg_id, since),
    ]);
    const answer = this.answers.answerFor(rules, query.q, listType, utcDay(now));
    const { decision } = answer;
    const { result } = decision;
    await this.counts.add({
      search: {
        // The bot's own events carry its ids; a search answered here gets a fresh one.
        event_id: crypto.randomUUID(),
        bot: query.bot,
        tg_id: query.tg_id ?? null,
        query: query.q,
        outcome: decision.outcome,
        result_count: result.keywords.length + result.entries.length,
        at: now.toISOString(),
      },
      shownSponsorIds: decision.shownSponsorIds,
      triggeredKeywordIds: decision.triggeredKeywordIds,
    });
    return answer;
  }
}
