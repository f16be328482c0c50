import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_RECORD_SEARCH_CAP, INGEST_MAX_ROWS, type CreatedApiKey, type IngestResult } from '@backoffice/contract';
import { api } from '../support/api.js';
import { useSuite } from '../support/suite.js';
import { eventually } from '../support/ui.js';

/** Chat Records: a text search matching more messages than the list counts (docs/decisions/0006). */
const suite = useSuite();

const MATCHES = CHAT_RECORD_SEARCH_CAP + 5;
const BASE = Date.parse('2025-01-10T00:00:00.000Z');
const CAP = CHAT_RECORD_SEARCH_CAP.toLocaleString('en-US');
const PAGES = CHAT_RECORD_SEARCH_CAP / 10;

beforeAll(async () => {
  const token = await suite.adminToken();
  const key = (
    await api<{ data: CreatedApiKey }>(suite.baseUrl, token, 'POST', '/v1/api-keys', {
      name: 'Search cap e2e bots',
      scopes: ['ingest'],
    })
  ).data.key;
  const rows = Array.from({ length: MATCHES }, (_, i) => ({
    event_id: `e2e-cap-${i}`,
    bot: 'e2e_cap_bot',
    tg_id: String(630000000 + (i % 40)),
    sent_at: new Date(BASE + i * 1000).toISOString(),
    direction: 'Outbound',
    message_type: 'Text',
    content: `Crypto signal #${i}`,
  }));
  for (let start = 0; start < rows.length; start += INGEST_MAX_ROWS) {
    const answer = await api<{ data: IngestResult }>(suite.baseUrl, key, 'POST', '/v1/platform/ingest/chat-records', {
      rows: rows.slice(start, start + INGEST_MAX_ROWS),
    });
    expect(answer.data.rejected).toEqual([]);
  }
}, 60_000);

describe('a search with more matches than the cap', () => {
  it('shows "1,000+" rows, says how to reach older matches, and pages up to the cap', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto('/bot/chat-records');
    // Counts are grouped as the language writes them: 1,005.
    await page.getByText(`Total ${MATCHES.toLocaleString('en-US')} rows`, { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search message content…' }).fill('CRYPTO signal');
    await page.getByText(`Total ${CAP}+ rows`, { exact: true }).waitFor();
    await page.getByText(`Page 1 of ${PAGES}`, { exact: true }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `More than ${CAP} messages match. The list shows the newest ${CAP}` })
      .waitFor();
    const firstContent = page
      .getByRole('table')
      .getByRole('rowgroup')
      .nth(1)
      .getByRole('row')
      .first()
      .locator('td:nth-child(2)');
    await eventually(async () => ((await firstContent.textContent()) ?? '').trim()).toBe(
      `Crypto signal #${MATCHES - 1}`,
    );

    await page.getByRole('button', { name: 'Go to last page' }).click();
    await page.getByText(`Page ${PAGES} of ${PAGES}`, { exact: true }).waitFor();
    const lastRow = page
      .getByRole('table')
      .getByRole('rowgroup')
      .nth(1)
      .getByRole('row')
      .last()
      .locator('td:nth-child(2)');
    // The newest matches up to the cap: the oldest five are past it.
    await eventually(async () => ((await lastRow.textContent()) ?? '').trim()).toBe(
      `Crypto signal #${MATCHES - CHAT_RECORD_SEARCH_CAP}`,
    );

    // Narrowing the search brings an exact total back, and the note goes.
    // "#100" is in #100 and in #1000 to #1004 only.
    await page.getByRole('searchbox', { name: 'Search message content…' }).fill('signal #100');
    await page.getByText('Total 6 rows', { exact: true }).waitFor();
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: `More than ${CAP}` })
        .count(),
    ).toBe(0);
  });
});
