import {
  CATALOGUE_CATEGORIES,
  KEYWORD_TYPES,
  LIMITS,
  TIERS,
  type CreatedApiKey,
  type KeywordType,
  type Paged,
} from '@backoffice/contract';
import { inParallel, type ApiClient } from './api.js';

/** Catalogue entries imported before the run (one CSV import): the lists page through them, the updates edit them. */
export const ARRANGED_ENTRIES = 3_000;
/**
 * Keywords of each type made before the run, on queue numbers just above the demo's (1–200).
 * The numbers above them, up to the 999 a type holds, are left for the run's creates.
 */
export const ARRANGED_KEYWORDS_PER_TYPE = 300;
const FIRST_ARRANGED_QUEUE_NUMBER = 201;
export const FIRST_FREE_QUEUE_NUMBER = FIRST_ARRANGED_QUEUE_NUMBER + ARRANGED_KEYWORDS_PER_TYPE;

/** What the run reads, edits and searches for, found after the arrangement. */
export interface Arranged {
  catalogueIds: number[];
  keywordIds: Record<KeywordType, number[]>;
  /** Words that hit keywords and catalogue names, for the text searches. */
  searchWords: string[];
  /** The platform's key (scope read) for GET /v1/platform/search. */
  platformKey: string;
}

const SEARCH_WORDS = ['chat 1', 'arranged', 'group', 'news', 'music', 'kw 2', 'hd', 'club', 'daily', 'bot'];

function arrangedCsv(): string {
  const lines = ['link,category,display_name,tier,member_count,status'];
  for (let i = 0; i < ARRANGED_ENTRIES; i++) {
    const category = CATALOGUE_CATEGORIES[i % CATALOGUE_CATEGORIES.length] as string;
    const tier = TIERS[i % 5 === 0 ? 1 : 0] as string;
    lines.push(
      `https://t.me/arranged_${i},${category},Arranged ${category} chat ${i},${tier},${(i * 7919) % 1_000_000},${i % 9 === 0 ? 'Inactive' : 'Active'}`,
    );
  }
  return lines.join('\n');
}

async function arrangeKeywords(api: ApiClient): Promise<void> {
  const bodies = KEYWORD_TYPES.flatMap((type) =>
    Array.from({ length: ARRANGED_KEYWORDS_PER_TYPE }, (_, i) => ({
      type,
      body: {
        keyword: `${type} kw ${i}`,
        queue_number: FIRST_ARRANGED_QUEUE_NUMBER + i,
        price: `${(i % 90) + 10}.50`,
        remarks: `arranged ${i}`,
      },
    })),
  );
  await inParallel(bodies, 4, async ({ type, body }) => {
    await api.call('POST', `/v1/keyword/${type}`, body);
  });
}

/** Every id of a list, page by page (100 a page, the most a list gives). */
async function allIds(api: ApiClient, listPath: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.call<Paged<{ id: number }>>('GET', `${listPath}?per_page=100&current_page=${page}`);
    ids.push(...answer.data.data.map((row) => row.id));
    if (page >= answer.data.total_page_count) return ids;
  }
}

/**
 * On top of the demo data: thousands of catalogue entries through the CSV import, hundreds of
 * keywords of each type through the API, and an API key for the platform search.
 */
export async function arrangeThroughApi(api: ApiClient): Promise<Arranged> {
  await api.call('POST', '/v1/catalogue/import', { csv: arrangedCsv() });
  await arrangeKeywords(api);
  const created = await api.call<{ data: CreatedApiKey }>('POST', '/v1/api-keys', {
    name: 'load bench',
    scopes: ['read'],
  });
  const keywordIds = {
    forward: await allIds(api, '/v1/keyword/forward/list'),
    restrict: await allIds(api, '/v1/keyword/restrict/list'),
  };
  return {
    catalogueIds: await allIds(api, '/v1/catalogue/list'),
    keywordIds,
    searchWords: SEARCH_WORDS,
    platformKey: created.data.key,
  };
}

/** How many keywords of each type the run may still create before the type's queue numbers run out. */
export function freeQueueNumbers(): number {
  return LIMITS.queueNumber.max - FIRST_FREE_QUEUE_NUMBER + 1;
}
