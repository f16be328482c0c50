import type { SearchEntry, SearchKeywordMessage, SearchPlacement } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';

/** A live sponsor; whether it is expired is judged per search, by the day of the search. */
export interface RuleSponsor {
  id: number;
  display: string;
  link: string;
  /** 'YYYY-MM-DD', the last day it is shown. */
  expired_date: string;
}

/** A restrict keyword, with its text lower-cased once for matching. */
export interface RuleKeyword {
  id: number;
  lower: string;
}

/**
 * The active catalogue in answer order, with every display name lower-cased once and joined into
 * one text (names separated by NUL, which no search can contain): one indexOf over a few megabytes
 * finds the matches in order, where an includes() per entry costs 15–50 ms for 100,000 entries.
 */
export interface RuleCatalogue {
  entries: SearchEntry[];
  /** The lower-cased names, NUL-separated, in the order of `entries`. */
  text: string;
  /** Where each entry's name starts in `text`. */
  starts: number[];
}

/**
 * Everything the search endpoint decides with, read in one go and kept in memory until the rules
 * version changes (rules-cache.ts). Texts are lower-cased here, once, for case-insensitive matching.
 */
export interface SearchRules {
  /** Active sensitive keywords, lower-cased. */
  sensitive: string[];
  /** Active restrict keywords by queue number. */
  restrict: RuleKeyword[];
  /** Active forward keywords by their lower-cased text, each list by queue number. */
  forward: Map<string, SearchPlacement[]>;
  /** Active keyword messages by their lower-cased keyword. */
  messages: Map<string, SearchKeywordMessage>;
  /** Sponsors not deleted, of clients not deleted, by id (the order they were sold in). */
  sponsors: RuleSponsor[];
  /** Active catalogue entries, in answer order: Premium first, then most members, then oldest. */
  catalogue: RuleCatalogue;
}

const lower = (text: string) => text.toLowerCase();

async function loadKeywords(db: Executor) {
  return db
    .selectFrom('keywords')
    .select(['id', 'type', 'keyword', 'queue_number'])
    .where('deleted_at', 'is', null)
    .where('status', '=', 'Active')
    .orderBy('queue_number')
    .orderBy('id')
    .execute();
}

async function loadMessages(db: Executor): Promise<Map<string, SearchKeywordMessage>> {
  const rows = await db
    .selectFrom('keyword_messages')
    .select(['id', 'keyword', 'message_type', 'content', 'buttons'])
    .where('deleted_at', 'is', null)
    .where('status', '=', 'Active')
    .execute();
  const messages = new Map<string, SearchKeywordMessage>();
  for (const row of rows) {
    const buttons: unknown = JSON.parse(row.buttons);
    messages.set(lower(row.keyword.trim()), {
      id: row.id,
      keyword: row.keyword,
      message_type: row.message_type as SearchKeywordMessage['message_type'],
      content: row.content,
      buttons: Array.isArray(buttons) ? (buttons as SearchKeywordMessage['buttons']) : [],
    });
  }
  return messages;
}

async function loadSponsors(db: Executor): Promise<RuleSponsor[]> {
  return db
    .selectFrom('sponsors as s')
    .innerJoin('sponsor_clients as c', 'c.id', 's.client_id')
    .select(['s.id', 's.display', 's.link', 's.expired_date'])
    .where('s.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null)
    .orderBy('s.id')
    .execute();
}

/** The separator of names in the catalogue text: the input checks refuse NUL in any search. */
export const NAME_SEPARATOR = '\u0000';

/** Builds the catalogue text from entries already in answer order. */
export function catalogueOf(entries: SearchEntry[]): RuleCatalogue {
  const starts: number[] = [];
  const names: string[] = [];
  let offset = 0;
  for (const entry of entries) {
    // Lower-cased one by one: lower-casing can change a text's length, so offsets are taken after it.
    const name = lower(entry.display_name);
    starts.push(offset);
    names.push(name);
    offset += name.length + NAME_SEPARATOR.length;
  }
  return { entries, text: names.join(NAME_SEPARATOR), starts };
}

async function loadCatalogue(db: Executor): Promise<RuleCatalogue> {
  const rows = await db
    .selectFrom('catalogue_entries')
    .select(['id', 'link', 'display_name', 'category', 'tier', 'member_count'])
    .where('deleted_at', 'is', null)
    .where('status', '=', 'Active')
    .execute();
  const entries: SearchEntry[] = rows.map((row) => ({
    id: row.id,
    link: row.link,
    display_name: row.display_name,
    category: row.category as SearchEntry['category'],
    tier: row.tier as SearchEntry['tier'],
    member_count: Number(row.member_count),
  }));
  // Sorted once here, so a search takes the first matches in order and stops at the limit.
  const premiumFirst = (entry: SearchEntry) => (entry.tier === 'Premium' ? 0 : 1);
  return catalogueOf(
    entries.sort((a, b) => premiumFirst(a) - premiumFirst(b) || b.member_count - a.member_count || a.id - b.id),
  );
}

/** Reads the search rules from the database. */
export async function loadSearchRules(db: Executor): Promise<SearchRules> {
  const [keywords, messages, sensitive, sponsors, catalogue] = await Promise.all([
    loadKeywords(db),
    loadMessages(db),
    db
      .selectFrom('sensitive_keywords')
      .select('keyword')
      .where('deleted_at', 'is', null)
      .where('status', '=', 'Active')
      .execute(),
    loadSponsors(db),
    loadCatalogue(db),
  ]);
  const forward = new Map<string, SearchPlacement[]>();
  const restrict: RuleKeyword[] = [];
  for (const row of keywords) {
    const text = lower(row.keyword.trim());
    if (row.type === 'restrict') {
      restrict.push({ id: row.id, lower: text });
      continue;
    }
    const placements = forward.get(text) ?? [];
    placements.push({ id: row.id, keyword: row.keyword, queue_number: row.queue_number });
    forward.set(text, placements);
  }
  return {
    sensitive: sensitive.map((row) => lower(row.keyword.trim())).filter((word) => word.length > 0),
    restrict: restrict.filter((keyword) => keyword.lower.length > 0),
    forward,
    messages,
    sponsors,
    catalogue,
  };
}
