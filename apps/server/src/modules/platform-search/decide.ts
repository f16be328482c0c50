import {
  SEARCH_ENTRY_LIMIT,
  type PlatformSearchResult,
  type SearchEntry,
  type SearchReasonCode,
  type SearchSponsor,
} from '@backoffice/contract';
import { NAME_SEPARATOR, type RuleCatalogue, type SearchRules } from './rules.js';

/** What the platform knows of the searching user: their Account List list type, if any. */
export type ListType = 'Normal' | 'Whitelist' | 'Blacklist';

/** The outcome a search is recorded with (search_events.outcome). */
export type SearchOutcome = 'ok' | 'restricted' | 'sensitive' | 'blacklisted';

export interface SearchDecision {
  result: PlatformSearchResult;
  outcome: SearchOutcome;
  /** Sponsors the answer shows: each gets a view. */
  shownSponsorIds: number[];
  /** Forward and restrict keywords the search hit: each gets a trigger. */
  triggeredKeywordIds: number[];
}

/** The index of the entry whose name holds text position `at`: the last start at or before it. */
function entryAt(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Catalogue entries whose display name contains the text, in the catalogue's order, at most `limit`. */
export function matchEntries(catalogue: RuleCatalogue, lowerQuery: string, limit = SEARCH_ENTRY_LIMIT): SearchEntry[] {
  const { entries, text, starts } = catalogue;
  const found: SearchEntry[] = [];
  let from = 0;
  while (found.length < limit) {
    const at = text.indexOf(lowerQuery, from);
    if (at < 0) break;
    const index = entryAt(starts, at);
    const end = index + 1 < starts.length ? (starts[index + 1] ?? text.length) - NAME_SEPARATOR.length : text.length;
    if (at + lowerQuery.length <= end) {
      found.push(entries[index] as SearchEntry);
      from = end + NAME_SEPARATOR.length;
    } else {
      // A match across two names (a name holding the separator itself): not a match, look further.
      from = at + 1;
    }
  }
  return found;
}

function refusal(query: string, status: 'refused' | 'restricted', reason: SearchReasonCode): PlatformSearchResult {
  return {
    status,
    reason_code: reason,
    query,
    sponsors: [],
    keywords: [],
    keyword_message: null,
    entries: [],
  };
}

/**
 * The search rules, in the order they apply (the tests in platform-search.test.ts hold each one):
 * 1. A Blacklist user is refused (USER_BLACKLISTED); nothing is shown or counted but the search.
 * 2. A query containing an active sensitive keyword (any case) is refused (SENSITIVE_KEYWORD),
 *    except for a Whitelist user, who is exempt from the sensitive filter.
 * 3. A query containing an active restrict keyword (any case) is answered 'restricted'
 *    (RESTRICTED_KEYWORD), Whitelist users included: each such keyword counts a trigger.
 *    Refused and restricted answers show nothing: no sponsors (no views), no placements, no message.
 * 4. Otherwise 'ok': sponsors not expired on `today` (UTC), by id; the active forward keywords whose
 *    text equals the query (any case; a placement is bought for one keyword, as the bots' paid
 *    keyword feeds are), by queue number, each counting a trigger; the active keyword message whose
 *    keyword equals the query; and up to 20 active catalogue entries whose display name contains it.
 */
export function decide(rules: SearchRules, query: string, listType: ListType, today: string): SearchDecision {
  const lowerQuery = query.toLowerCase();
  const nothing = { shownSponsorIds: [], triggeredKeywordIds: [] };
  if (listType === 'Blacklist')
    return {
      result: refusal(query, 'refused', 'USER_BLACKLISTED'),
      outcome: 'blacklisted',
      ...nothing,
    };
  if (listType !== 'Whitelist' && rules.sensitive.some((word) => lowerQuery.includes(word))) {
    return {
      result: refusal(query, 'refused', 'SENSITIVE_KEYWORD'),
      outcome: 'sensitive',
      ...nothing,
    };
  }
  const restricting = rules.restrict.filter((keyword) => lowerQuery.includes(keyword.lower));
  if (restricting.length > 0) {
    return {
      result: refusal(query, 'restricted', 'RESTRICTED_KEYWORD'),
      outcome: 'restricted',
      shownSponsorIds: [],
      triggeredKeywordIds: restricting.map((keyword) => keyword.id),
    };
  }
  const sponsors: SearchSponsor[] = rules.sponsors
    .filter((sponsor) => sponsor.expired_date >= today)
    .map(({ id, display, link }) => ({ id, display, link }));
  const keywords = rules.forward.get(lowerQuery) ?? [];
  return {
    result: {
      status: 'ok',
      reason_code: null,
      query,
      sponsors,
      keywords,
      keyword_message: rules.messages.get(lowerQuery) ?? null,
      entries: matchEntries(rules.catalogue, lowerQuery),
    },
    outcome: 'ok',
    shownSponsorIds: sponsors.map((sponsor) => sponsor.id),
    triggeredKeywordIds: keywords.map((keyword) => keyword.id),
  };
}
