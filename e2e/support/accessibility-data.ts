import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  CatalogueEntry,
  CreatedApiKey,
  IngestResult,
  Paged,
  Sponsor,
  SponsorClient,
  TgAccount,
  WarGroup,
  AdsKeyword,
} from '@backoffice/contract';
import { NAVIGATION, type NavEntry } from '@backoffice/web/navigation';
import { telethonSession } from '@backoffice/server/testing';
import { api, createRole, createStaff } from './api.js';
import { writeDatabase } from './server.js';

/**
 * The pages of the console for the accessibility checks, and a little data behind them (arranged
 * through the API) so that tables, charts and detail pages show rows rather than empty states.
 */

/** A page to open: where, and a name for reports. */
export interface ConsolePage {
  name: string;
  url: string;
}

/** Every leaf of the sidebar registry: new sections are covered once they are registered. */
export function navigationPages(entries: readonly NavEntry[] = NAVIGATION): ConsolePage[] {
  return entries.flatMap((entry) =>
    entry.children?.length ? navigationPages(entry.children) : [{ name: entry.path, url: entry.path }],
  );
}

/** The data the detail pages need, by id. */
export interface ArrangedData {
  catalogueEntryId: number;
  sponsorClientId: number;
  sponsorId: number;
  tgAccountId: number;
  adsKeywordId: number;
  conversation: { botId: number; tgId: string };
  warGroupIds: number[];
  /** A staff account that must change its password before anything else (the reset-password page). */
  resetting: { email: string; password: string };
}

/** The arranged webhook endpoint's URL: its row's buttons are named by it. */
export const A11Y_WEBHOOK_URL = 'https://93.184.215.14/a11y';

const NOW = Date.now();
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const utcDay = (offsetDays: number) => new Date(NOW + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A slot of an ads keyword: slots are observed by the platform, which has no staff route, so it is
 * written into the server's SQLite file as the ingest would (as ads-keyword-tracking.e2e.ts does).
 */
function observeSlot(dataDir: string, keywordId: number): void {
  writeDatabase(dataDir, (db) => {
    const at = new Date(NOW).toISOString();
    db.prepare(
      'insert into ads_keyword_slots (keyword_id, slot, price_cents, expired_date, remarks, observed_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(keywordId, 1, 12_500, utcDay(20), 'Arranged', at, at, at);
    db.prepare('update ads_keywords set info_updated_at = ? where id = ?').run(at, keywordId);
  });
}

/** One or two rows in every list of the console. */
export async function arrangeConsoleData(baseUrl: string, token: string, dataDir: string): Promise<ArrangedData> {
  const call = <T>(method: string, url: string, body?: unknown) => api<T>(baseUrl, token, method, url, body);
  const { data: ingestKey } = await call<{ data: CreatedApiKey }>('POST', '/v1/api-keys', {
    name: 'Accessibility bots',
    scopes: ['ingest'],
  });
  let events = 0;
  const ingest = async (kind: string, rows: Record<string, unknown>[]) => {
    const payload = { rows: rows.map((row) => ({ event_id: `e2e-a11y-${(events += 1)}`, ...row })) };
    const answer = await api<{ data: IngestResult }>(
      baseUrl,
      ingestKey.key,
      'POST',
      `/v1/platform/ingest/${kind}`,
      payload,
    );
    if (answer.data.rejected.length > 0)
      throw new Error(`the ${kind} ingest rejected ${JSON.stringify(answer.data.rejected)}`);
  };

  await call('POST', '/v1/keyword/forward', {
    keyword: 'a11y movies',
    queue_number: 1,
    price: '5.00',
    remarks: 'Arranged',
  });
  await call('POST', '/v1/keyword/restrict', { keyword: 'a11y gambling', queue_number: 2, price: 0 });
  await call('POST', '/v1/keyword-message', { keyword: 'a11y music', message_type: 'Text', content: 'Lossless music' });
  await call('POST', '/v1/sensitive-keyword', { keyword: 'a11y blocked' });
  const { data: entry } = await call<{ data: CatalogueEntry }>('POST', '/v1/catalogue', {
    link: 't.me/e2e_a11y_group',
    category: 'Group',
    display_name: 'A11y Group',
  });
  const { data: client } = await call<{ data: SponsorClient }>('POST', '/v1/sponsor-client', { name: 'A11y Client' });
  const { data: sponsor } = await call<{ data: Sponsor }>('POST', '/v1/sponsor', {
    client_id: client.id,
    display: 'A11y Sponsor',
    link: 't.me/e2e_a11y_sponsor',
    expired_date: utcDay(30),
  });
  await call('POST', '/v1/stalker', {
    tg_id: '7100000001',
    username: 'a11y_stalker',
    group_type: 'Supergroup',
    session_string: telethonSession(),
    remarks: 'Arranged',
  });
  const { data: adsKeyword } = await call<{ data: AdsKeyword }>('POST', '/v1/ads-keyword', { keyword: 'a11y ads' });
  observeSlot(dataDir, adsKeyword.id);
  await call('POST', '/v1/exports', { type: 'role', name: 'A11y roles', filters: {}, all_data: true });
  const resetting = await createStaff(baseUrl, token, 'A11y Reset', ['USER_ACCOUNT'], { forceReset: true });
  // A role nobody holds: only such a role offers Delete.
  await createRole(baseUrl, token, 'A11y Spare', ['STALKER']);

  const user = { tg_id: '630000001', username: 'e2e_a11y_amy', first_name: 'Amy', last_name: 'A11y' };
  await ingest('subscriptions', [{ bot: 'e2e_a11y_bot', ...user, status: 'Subscribed', at: minutesAgo(3000) }]);
  await ingest('search-events', [
    { bot: 'e2e_a11y_bot', tg_id: user.tg_id, query: 'movies', result_count: 3, at: minutesAgo(120) },
  ]);
  await ingest('chat-records', [
    {
      bot: 'e2e_a11y_bot',
      tg_id: user.tg_id,
      username: user.username,
      sent_at: minutesAgo(60),
      direction: 'Inbound',
      message_type: 'Text',
      content: 'movies please',
    },
    {
      bot: 'e2e_a11y_bot',
      tg_id: user.tg_id,
      username: user.username,
      sent_at: minutesAgo(59),
      direction: 'Outbound',
      message_type: 'Button',
      content: 'Next page',
    },
  ]);
  const { data: own } = await call<{ data: WarGroup }>('POST', '/v1/war-bot/groups', {
    link: 't.me/e2e_a11y_own',
    title: 'A11y Lounge',
    side: 'Own',
  });
  const { data: rival } = await call<{ data: WarGroup }>('POST', '/v1/war-bot/groups', {
    link: 't.me/e2e_a11y_rival',
    title: 'A11y Rival',
    side: 'Rival',
  });
  await ingest('group-activity', [
    {
      kind: 'message',
      group_link: 'https://t.me/e2e_a11y_own',
      at: minutesAgo(90),
      member_tg_id: '720000001',
      username: 'e2e_a11y_alice',
    },
    {
      group_link: 'https://t.me/e2e_a11y_rival',
      day: utcDay(-1),
      messages: 12,
      active_members: 4,
      joins: 1,
      leaves: 0,
      member_count: 40,
      peak_hour: 14,
    },
  ]);

  // A public literal address (the suite refuses private ones), Disabled so that nothing is ever sent to it.
  await call('POST', '/v1/webhooks', {
    url: A11Y_WEBHOOK_URL,
    description: 'A11y receiver',
    events: ['sponsor.expiring'],
    status: 'Disabled',
  });

  const bots = await call<{ data: { id: number; username: string }[] }>('GET', '/v1/bot/bots');
  const botId = bots.data.find((bot) => bot.username === 'e2e_a11y_bot')?.id;
  const accounts = await call<Paged<TgAccount>>('GET', `/v1/account-list?search=${user.tg_id}`);
  const tgAccountId = accounts.data.data[0]?.id;
  if (botId === undefined || tgAccountId === undefined) throw new Error('the arranged bot user was not ingested');
  return {
    catalogueEntryId: entry.id,
    sponsorClientId: client.id,
    sponsorId: sponsor.id,
    tgAccountId,
    adsKeywordId: adsKeyword.id,
    conversation: { botId, tgId: user.tg_id },
    warGroupIds: [own.id, rival.id],
    resetting,
  };
}

/**
 * The pages behind a row of a list (detail pages); '{catalogueEntryId}' and the like stand for the
 * arranged record's id (resolvePage fills them in once the data is arranged).
 */
export const DETAIL_PAGES: readonly ConsolePage[] = [
  { name: 'keyword database entry', url: '/database/keyword-database/{catalogueEntryId}' },
  { name: 'sponsor client’s sponsors', url: '/database/sponsor/{sponsorClientId}' },
  { name: 'sponsor detail', url: '/database/detail-sponsor?sponsorId={sponsorId}' },
  { name: 'account list detail', url: '/account-list/{tgAccountId}' },
  { name: 'ads keyword slots', url: '/ads-keyword-tracking/{adsKeywordId}?keywordText=a11y%20ads' },
  { name: 'chat records conversation', url: '/bot/chat-records/conversation?bot_id={botId}&tg_id={tgId}' },
  { name: 'war bot analysis of two groups', url: `/war-bot/?from=${utcDay(-7)}&to=${utcDay(0)}&groups={warGroupIds}` },
  { name: 'profile', url: '/profile/' },
];

/** The address with the arranged ids in place of their names. */
export function resolvePage(url: string, data: ArrangedData): string {
  const ids: Record<string, string> = {
    catalogueEntryId: String(data.catalogueEntryId),
    sponsorClientId: String(data.sponsorClientId),
    sponsorId: String(data.sponsorId),
    tgAccountId: String(data.tgAccountId),
    adsKeywordId: String(data.adsKeywordId),
    botId: String(data.conversation.botId),
    tgId: data.conversation.tgId,
    warGroupIds: data.warGroupIds.join(','),
  };
  return url.replace(/\{(\w+)\}/g, (_, key: string) => {
    const id = ids[key];
    if (id === undefined) throw new Error(`no arranged record called ${key}`);
    return id;
  });
}

/** Every page a signed-in administrator opens: the sidebar's, and those behind its rows. */
export function signedInPages(): ConsolePage[] {
  return [...navigationPages(), ...DETAIL_PAGES];
}

/** Pages anyone may open, signed out. */
export const PUBLIC_PAGES: readonly ConsolePage[] = [
  { name: 'sign-in', url: '/login/' },
  { name: 'feature flags', url: '/feature-flag/' },
  { name: 'password changed', url: '/success-password-changed/' },
];

export const RESET_PASSWORD_PAGE: ConsolePage = { name: 'reset password', url: '/reset-password/' };

/**
 * Routes that only pass the visitor on (a section's index goes to its first page; '/' without tokens
 * goes to the sign-in page, with them it signs in and lands): the pages they lead to are checked.
 */
export const PASS_THROUGH_ROUTES: readonly string[] = ['/', '/database', '/keyword', '/marketingtool', '/user'];

/** '/account-list/' and '/account-list' are one route. */
export function routeKey(route: string): string {
  const bare = route.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** Whether a page's address is an instance of this route pattern ('/account-list/$id'). */
export function matchesRoute(url: string, route: string): boolean {
  const pattern = routeKey(route)
    .split('/')
    .map((part) => (part.startsWith('$') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(routeKey(url));
}

/** Every route the built console knows (its generated route tree, written by the web build). */
export function builtRoutes(): string[] {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const tree = fs.readFileSync(path.join(root, 'apps/web/src/routeTree.gen.ts'), 'utf8');
  return [...new Set([...tree.matchAll(/fullPath: '([^']+)'/g)].map((match) => routeKey(match[1] ?? '')))].sort();
}
