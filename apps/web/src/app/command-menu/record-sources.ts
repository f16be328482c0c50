import type { NavigateOptions } from '@tanstack/react-router';
import { KEYWORD_TYPES, type KeywordType } from '@backoffice/contract';
import { canOpenPath, type AccessContext } from '@/app/navigation';
import type { ListParams } from '@/components/data-table/list-params';
import { accountName } from '@/features/account-list/account-name';
import { getTgAccounts } from '@/features/account-list/api/get-tg-accounts';
import { getKeywords } from '@/features/keyword/api/get-keywords';
import { getCatalogue } from '@/features/search-bot-database/api/get-catalogue';
import { getSponsorClients } from '@/features/sponsor/api/get-sponsor-clients';
import { getSponsors } from '@/features/sponsor/api/get-sponsors';

/** One record found by name, and the page that shows it. */
export interface RecordHit {
  id: number;
  name: string;
  /** A second line telling two hits of the same name apart (the sponsor's client, the entry's link). */
  detail?: string;
  link: NavigateOptions;
}

/** A list the menu searches: the page whose access it follows, and its list call with `search`. */
export interface RecordSource {
  id: string;
  /** Key in the 'commandMenu' namespace: the heading of its results. */
  headingKey: string;
  /** The list page of these records: the source is searched only for a user who may open it. */
  listPath: string;
  search: (params: ListParams, signal: AbortSignal) => Promise<RecordHit[]>;
}

/** Few hits per list: the menu is for jumping, the list page is for browsing. */
export const HITS_PER_SOURCE = 5;

function keywordSource(type: KeywordType): RecordSource {
  return {
    id: `keyword-${type}`,
    headingKey: `sources.keyword.${type}`,
    listPath: `/keyword/${type}`,
    search: async (params, signal) =>
      (await getKeywords(type, params, signal)).data.data.map((keyword) => ({
        id: keyword.id,
        name: keyword.keyword,
        // The keyword list has no page per keyword: it opens filtered to this one.
        link: { to: '/keyword/$type', params: { type }, search: { search: keyword.keyword } },
      })),
  };
}

export const RECORD_SOURCES: readonly RecordSource[] = [
  ...KEYWORD_TYPES.map(keywordSource),
  {
    id: 'catalogue',
    headingKey: 'sources.catalogue',
    listPath: '/database/keyword-database',
    search: async (params, signal) =>
      (await getCatalogue(params, signal)).data.data.map((entry) => ({
        id: entry.id,
        name: entry.display_name,
        detail: entry.link,
        link: { to: '/database/keyword-database/$id', params: { id: String(entry.id) } },
      })),
  },
  {
    id: 'sponsor-client',
    headingKey: 'sources.sponsorClient',
    listPath: '/database/sponsor',
    search: async (params, signal) =>
      (await getSponsorClients(params, signal)).data.data.map((client) => ({
        id: client.id,
        name: client.name,
        link: { to: '/database/sponsor/$id', params: { id: client.id } },
      })),
  },
  {
    id: 'sponsor',
    headingKey: 'sources.sponsor',
    listPath: '/database/sponsor',
    search: async (params, signal) =>
      (await getSponsors(params, signal)).data.data.map((sponsor) => ({
        id: sponsor.id,
        name: sponsor.display,
        detail: sponsor.client_name,
        // A sponsor is a row of its client's list: that list opens filtered to it.
        link: { to: '/database/sponsor/$id', params: { id: sponsor.client_id }, search: { search: sponsor.display } },
      })),
  },
  {
    id: 'account',
    headingKey: 'sources.account',
    listPath: '/account-list',
    search: async (params, signal) =>
      (await getTgAccounts(params, signal)).data.data.map((account) => ({
        id: account.id,
        name: accountName(account),
        detail: account.tg_id,
        link: { to: '/account-list/$id', params: { id: String(account.id) } },
      })),
  },
];

/** The lists this user may open, by the registry's rules: a list they may not open is never asked. */
export function recordSourcesFor(
  access: AccessContext,
  sources: readonly RecordSource[] = RECORD_SOURCES,
): RecordSource[] {
  return sources.filter((source) => canOpenPath(source.listPath, access));
}

/** The list call's query for a name typed into the menu. */
export function recordSearchParams(query: string): ListParams {
  return { per_page: HITS_PER_SOURCE, current_page: 1, search: query.trim() };
}
