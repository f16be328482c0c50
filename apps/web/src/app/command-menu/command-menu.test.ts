import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '@backoffice/contract';
import { RECORD_SOURCES, recordSearchParams, recordSourcesFor } from './record-sources';
import { matchesSection, sectionCommands } from './sections';

const allOn = () => true;
const off =
  (...flags: FeatureFlag[]) =>
  (flag: FeatureFlag) =>
    !flags.includes(flag);

describe('command menu: pages offered', () => {
  it('offers exactly the pages the sidebar shows an admin, with their sections', () => {
    const paths = sectionCommands({ permissions: ['ALL'], isFeatureEnabled: allOn }).map((page) => page.path);
    expect(paths).toContain('/keyword/forward');
    expect(paths).toContain('/user/audit-log');
    expect(paths).toContain('/account-list');
    // A section with children is not a page of its own: its children are.
    expect(paths).not.toContain('/keyword');
    const forward = sectionCommands({ permissions: ['ALL'], isFeatureEnabled: allOn }).find(
      (page) => page.path === '/keyword/forward',
    );
    expect(forward?.parentLabelKey).toBe('nav.keyword');
  });

  it('never offers a page the permissions do not open', () => {
    const paths = sectionCommands({ permissions: ['KEYWORD_FORWARD', 'ACCOUNT'], isFeatureEnabled: allOn }).map(
      (page) => page.path,
    );
    expect(paths).toEqual(['/keyword/forward', '/account-list']);
  });

  it('never offers a page whose feature flag is off, whatever the permissions', () => {
    const paths = sectionCommands({
      permissions: ['ALL'],
      isFeatureEnabled: off('ACCOUNT_LIST', 'USER_MANAGEMENT'),
    }).map((page) => page.path);
    expect(paths).not.toContain('/account-list');
    expect(paths.filter((path) => path.startsWith('/user'))).toEqual([]);
  });

  it('offers nothing without permissions (a second factor still to add)', () => {
    expect(sectionCommands({ permissions: [], isFeatureEnabled: allOn })).toEqual([]);
  });

  it('matches every typed word against the page and its section, ignoring case', () => {
    expect(matchesSection(['Keyword', 'Forward'], 'forw')).toBe(true);
    expect(matchesSection(['Keyword', 'Forward'], 'KEY for')).toBe(true);
    expect(matchesSection(['Keyword', 'Forward'], 'restrict')).toBe(false);
    expect(matchesSection(['关键词', '转发'], '转发')).toBe(true);
    expect(matchesSection(['Keyword', 'Forward'], '  ')).toBe(true);
  });
});

describe('command menu: lists searched', () => {
  const ids = (permissions: string[], isFeatureEnabled: (flag: FeatureFlag) => boolean = allOn) =>
    recordSourcesFor({ permissions, isFeatureEnabled }).map((source) => source.id);

  it('searches every list for an admin', () => {
    expect(ids(['ALL'])).toEqual(RECORD_SOURCES.map((source) => source.id));
  });

  it('searches only the lists the permissions open', () => {
    expect(ids(['KEYWORD_RESTRICT'])).toEqual(['keyword-restrict']);
    expect(ids(['SEARCH_BOT_SPONSOR', 'ACCOUNT'])).toEqual(['sponsor-client', 'sponsor', 'account']);
    expect(ids(['STALKER'])).toEqual([]);
  });

  it('never searches a list whose feature flag is off', () => {
    expect(ids(['ALL'], off('SPONSOR', 'KEYWORD_DATABASE'))).toEqual([
      'keyword-forward',
      'keyword-restrict',
      'account',
    ]);
  });

  it('asks each list for the first few hits of the trimmed name', () => {
    expect(recordSearchParams('  acme ')).toEqual({ per_page: 5, current_page: 1, search: 'acme' });
  });
});
