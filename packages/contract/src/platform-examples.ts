import type { IngestKind, IngestResult, IngestRowOf } from './ingest.js';
import type { PlatformSearchQuery, PlatformSearchResult } from './platform-search.js';
import type { StalkerAssignment, StalkerHeartbeat } from './stalkers.js';

/*
 * Examples of the platform API's calls, typed by the contract so they cannot drift from it: the OpenAPI
 * document shows them on the platform routes, and a test parses each with its schema.
 */

export const platformSearchQueryExample = {
  bot: 'hi7_search_bot',
  q: 'crypto',
  tg_id: '1000022226',
} satisfies PlatformSearchQuery;

export const platformSearchResultExample = {
  status: 'ok',
  reason_code: null,
  query: 'crypto',
  sponsors: [{ id: 12, display: 'Crypto News Daily', link: 'https://t.me/cryptonewsdaily' }],
  keywords: [{ id: 31, keyword: 'crypto', queue_number: 1 }],
  keyword_message: {
    id: 4,
    keyword: 'crypto',
    message_type: 'Button',
    content: 'Trade safely: only use verified channels.',
    buttons: [{ label: 'Verified list', url: 'https://t.me/verified_crypto' }],
  },
  entries: [
    {
      id: 501,
      link: 'https://t.me/cryptosignals',
      display_name: 'Crypto Signals',
      category: 'Channel',
      tier: 'Premium',
      member_count: 48210,
    },
  ],
} satisfies PlatformSearchResult;

const at = '2026-11-25T09:30:00Z';

/** One row of each ingest kind. */
export const ingestRowExamples = {
  'chat-records': {
    event_id: 'chat-7f3a9c',
    bot: 'hi7_search_bot',
    tg_id: '1000022226',
    username: 'lena_k',
    sent_at: at,
    direction: 'Inbound',
    message_type: 'Text',
    content: 'crypto',
  },
  subscriptions: {
    event_id: 'sub-51c2',
    bot: 'hi7_search_bot',
    tg_id: '1000022226',
    username: 'lena_k',
    first_name: 'Lena',
    language_code: 'en',
    status: 'Subscribed',
    at,
  },
  'search-events': {
    event_id: 'search-88e1',
    bot: 'hi7_search_bot',
    tg_id: '1000022226',
    query: 'crypto',
    result_count: 12,
    at,
  },
  'sponsor-clicks': { event_id: 'click-0b94', sponsor_id: 12, at },
  'group-activity': {
    kind: 'message',
    event_id: 'msg-1d70',
    group_link: 'https://t.me/rival_group',
    at,
    member_tg_id: '1000022226',
    username: 'lena_k',
  },
  'ads-slots': {
    event_id: 'slots-42aa',
    keyword: 'crypto',
    observed_at: at,
    slots: [{ slot: 1, price: 25.5, expired_date: '2026-12-01' }],
  },
} satisfies { [Kind in IngestKind]: IngestRowOf[Kind] };

export const ingestResultExample = {
  accepted: 1,
  duplicates: 0,
  rejected: [
    {
      index: 1,
      event_id: 'chat-7f3b00',
      errors: [{ field: 'sent_at', code: 'invalid', message: 'Sent at is invalid' }],
    },
  ],
} satisfies IngestResult;

export const stalkerAssignmentExample = {
  stalker_id: 3,
  tg_id: '7000123456',
  session_kind: 'telethon',
  session_string: '1BVtsOK8Bu…',
  groups: [{ id: 17, link: 'https://t.me/rival_group', title: 'Rival Group', type: 'Group' }],
} satisfies StalkerAssignment;

export const stalkerHeartbeatExample = { health: 'online', groups_joined: 120 } satisfies StalkerHeartbeat;
