import crypto from 'node:crypto';
import type { PlatformSearchResult, platformSearchQuerySchema } from '@backoffice/contract';
import type * as z from 'zod/mini';
import type { Db, Executor } from '../../platform/db/schema.js';
import { recordSearches } from '../ingest/searches.js';
import { utcDay } from '../sponsors/status.js';
import { countKeywordTriggers, countSponsorViews } from './counting.js';
import { decide, type ListType, type SearchDecision } from './decide.js';
import { SearchRulesCache } from './rules-cache.js';

type SearchQuery = z.output<typeof platformSearchQuerySchema>;

/** The user's Account List list type; a user the platform has not seen yet is Normal. */
async function listTypeOf(db: Executor, tgId: string | undefined): Promise<ListType> {
  if (tgId === undefined) return 'Normal';
  const row = await db.selectFrom('tg_accounts').select('list_type').where('tg_id', '=', Number(tgId)).executeTakeFirst();
  return (row?.list_type as ListType | undefined) ?? 'Normal';
}

/** One user search, as a bot asks it: the answer from the cached rules, the counting in one transaction. */
export class PlatformSearchService {
  readonly rules: SearchRulesCache;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.rules = new SearchRulesCache(db);
  }

  async search(query: SearchQuery): Promise<PlatformSearchResult> {
    const now = this.clock();
    const [rules, listType] = await Promise.all([this.rules.current(), listTypeOf(this.db, query.tg_id)]);
    const decision = decide(rules, query.q, listType, utcDay(now));
    await this.count(query, decision, now.toISOString());
    return decision.result;
  }

  /** Views, triggers and the user's search land together or not at all. */
  private async count(query: SearchQuery, decision: SearchDecision, at: string): Promise<void> {
    const { result } = decision;
    await this.db.transaction().execute(async (trx) => {
      await countSponsorViews(trx, decision.shownSponsorIds, at.slice(0, 10));
      await countKeywordTriggers(trx, decision.triggeredKeywordIds, at);
      await recordSearches(trx, [
        {
          // The bot's own events carry its ids; a search answered here gets a fresh one.
          event_id: crypto.randomUUID(),
          bot: query.bot,
          tg_id: query.tg_id ?? null,
          query: query.q,
          outcome: decision.outcome,
          result_count: result.keywords.length + result.entries.length,
          at,
        },
      ]);
    });
  }
}
