import { CATALOGUE_CATEGORIES, KEYWORD_TYPES, type KeywordType } from '@backoffice/contract';
import { demoBots, DEMO_SCALES } from '@backoffice/server/demo';
import { FIRST_FREE_QUEUE_NUMBER, freeQueueNumbers, type Arranged } from './arrange.js';
import { platformSearchPath } from '../platform-calls.js';

/** A write the server acknowledged (2xx): read back after the run. */
export type AcknowledgedCreate =
  | { section: 'catalogue'; id: number; link: string }
  | { section: 'keyword'; type: KeywordType; id: number; keyword: string; queue_number: number };

/** One kind of request of the mix: its share of the connections and how each request is made. */
export interface RequestKind {
  name: string;
  /** Share of the connections, out of 100. */
  weight: number;
  method: 'GET' | 'POST' | 'PATCH';
  /** Builds the next request (path and body): a new one each time, so every create is distinct. */
  next(): { path: string; body?: unknown };
  /** After this many requests (a finite supply of valid writes) the kind's connections idle on the no-op route, uncounted. */
  limit?: number;
  /** Reads the acknowledged row out of a 2xx answer. */
  acknowledge?(body: unknown): AcknowledgedCreate;
  /** Platform routes take the API key instead of the staff token. */
  bearer?: 'platform';
}

/** Round-robin over a list, forever. */
function cycle<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length] as T;
}

/** A page number that wanders over the first `pages` pages, so the lists are not one cached page. */
function pageOf(sequence: number, pages: number): number {
  return (sequence % pages) + 1;
}

const TYPES = KEYWORD_TYPES;
const categories = CATALOGUE_CATEGORIES;

function listKind(): RequestKind {
  let sequence = 0;
  const pages: ((n: number) => string)[] = [
    (n) => `/v1/keyword/forward/list?per_page=20&current_page=${pageOf(n, 10)}&status=Active&price=desc`,
    (n) => `/v1/keyword/restrict/list?per_page=20&current_page=${pageOf(n, 10)}&queue_number=asc`,
    (n) =>
      `/v1/catalogue/list?per_page=20&current_page=${pageOf(n, 20)}&category=${categories[n % categories.length]}&member_count=desc`,
    (n) => `/v1/catalogue/list?per_page=50&current_page=${pageOf(n, 40)}&tier=Public&status=Active&updated_at=desc`,
    (n) => `/v1/sponsor/list?per_page=10&current_page=1&view_count=${n % 2 === 0 ? 'desc' : 'asc'}`,
    (n) => `/v1/account-list?per_page=20&current_page=${pageOf(n, 5)}&last_active_at=desc`,
    (n) => `/v1/audit-log/list?per_page=20&current_page=${pageOf(n, 5)}&entity=catalogue_entry`,
  ];
  return {
    name: 'list (sort + filters)',
    weight: 30,
    method: 'GET',
    next: () => ({ path: (pages[sequence % pages.length] as (n: number) => string)(sequence++) }),
  };
}

function searchKind(words: readonly string[]): RequestKind {
  let sequence = 0;
  const lists = [
    '/v1/keyword/forward/list',
    '/v1/keyword/restrict/list',
    '/v1/catalogue/list',
    '/v1/account-list',
    '/v1/sponsor/list',
  ];
  return {
    name: 'search (text)',
    weight: 20,
    method: 'GET',
    next: () => {
      const n = sequence++;
      const word = words[n % words.length] as string;
      return { path: `${lists[n % lists.length]}?per_page=20&current_page=1&search=${encodeURIComponent(word)}` };
    },
  };
}

/** A new entry each time: the links (unique among live entries) carry the run's sequence number. */
function createEntryKind(): RequestKind {
  let sequence = 0;
  return {
    name: 'create catalogue entry',
    weight: 12,
    method: 'POST',
    next: () => {
      const n = sequence++;
      const category = categories[n % categories.length] as string;
      return {
        path: '/v1/catalogue',
        body: {
          link: `https://t.me/load_${n}`,
          category,
          display_name: `Load ${category} chat ${n}`,
          member_count: n,
          tier: 'Public',
        },
      };
    },
    acknowledge: (body) => {
      const entry = (body as { data: { id: number; link: string } }).data;
      return { section: 'catalogue', id: entry.id, link: entry.link };
    },
  };
}

/**
 * A keyword on the next free queue number of its type: no two creates ask for the same number, so
 * none should conflict. A type holds 999 numbers, so the kind idles once they are all handed out.
 */
function createKeywordKind(): RequestKind {
  let sequence = 0;
  const perType = freeQueueNumbers();
  return {
    name: 'create keyword',
    weight: 4,
    method: 'POST',
    limit: perType * TYPES.length,
    next: () => {
      const n = sequence++;
      const type = TYPES[n % TYPES.length] as KeywordType;
      // Past the supply (never, with `limit` kept), the number would repeat and answer 409, counted apart.
      const queueNumber = FIRST_FREE_QUEUE_NUMBER + (Math.floor(n / TYPES.length) % perType);
      return {
        path: `/v1/keyword/${type}`,
        body: { keyword: `load ${type} ${n}`, queue_number: queueNumber, price: `${n % 500}.99`, remarks: `load ${n}` },
      };
    },
    acknowledge: (body) => {
      const keyword = (body as { data: { id: number; type: KeywordType; keyword: string; queue_number: number } }).data;
      return {
        section: 'keyword',
        type: keyword.type,
        id: keyword.id,
        keyword: keyword.keyword,
        queue_number: keyword.queue_number,
      };
    },
  };
}

function updateEntryKind(ids: readonly number[]): RequestKind {
  const nextId = cycle(ids);
  let sequence = 0;
  return {
    name: 'update catalogue entry',
    weight: 12,
    method: 'PATCH',
    next: () => {
      const n = sequence++;
      return {
        path: `/v1/catalogue/${nextId()}`,
        body: { member_count: 1_000_000 + n, display_name: `Updated chat ${n}` },
      };
    },
  };
}

function updateKeywordKind(ids: Record<KeywordType, number[]>): RequestKind {
  const targets = TYPES.flatMap((type) => ids[type].map((id) => ({ type, id })));
  // Interleave the types so both sections see updates from the start.
  targets.sort((a, b) => a.id - b.id);
  const nextTarget = cycle(targets);
  let sequence = 0;
  return {
    name: 'update keyword',
    weight: 8,
    method: 'PATCH',
    next: () => {
      const n = sequence++;
      const { type, id } = nextTarget();
      return { path: `/v1/keyword/${type}/${id}`, body: { price: `${n % 1000}.25`, remarks: `load update ${n}` } };
    },
  };
}

/** A bot's user search: demo bots, a few hundred users, words that hit keywords and catalogue names. */
function platformSearchKind(words: readonly string[]): RequestKind {
  const bots = demoBots(DEMO_SCALES.small.bots);
  let sequence = 0;
  return {
    name: 'platform search',
    weight: 14,
    method: 'GET',
    bearer: 'platform',
    next: () => {
      const n = sequence++;
      const q = n % 3 === 0 ? `${TYPES[n % 2]} kw ${n % 300}` : (words[n % words.length] as string);
      return {
        path: platformSearchPath({ bot: bots[n % bots.length] as string, q, tg_id: String(9_000_000 + (n % 500)) }),
      };
    },
  };
}

/** The mix: reads and writes of several sections, in these shares of the connections. */
export function requestMix(arranged: Arranged): RequestKind[] {
  return [
    listKind(),
    searchKind(arranged.searchWords),
    createEntryKind(),
    createKeywordKind(),
    updateEntryKind(arranged.catalogueIds),
    updateKeywordKind(arranged.keywordIds),
    platformSearchKind(arranged.searchWords),
  ];
}

/** Each kind's connections: its share of the total, at least one. */
export function connectionsOf(kinds: readonly RequestKind[], total: number): number[] {
  const weights = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  return kinds.map((kind) => Math.max(1, Math.round((kind.weight * total) / weights)));
}
