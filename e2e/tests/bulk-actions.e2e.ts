import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Export, Role, SponsorClient } from '@backoffice/contract';
import { telethonSession } from '@backoffice/server/testing';
import { api, createAccount, createRole } from '../support/api.js';
import { useSuite } from '../support/suite.js';
import { eventually, expectToast, toasts } from '../support/ui.js';

/**
 * Row selection and bulk actions (issue 17 item 3, issue 18 "Undo after delete"): on every list that
 * deletes, two rows picked by their checkboxes go in one "Delete selected", and where the rows can come
 * back, the toast's Undo brings them back.
 */
const suite = useSuite();

/** One list that deletes: how to put two rows in it, where it is, and what its rows are called. */
interface BulkCase {
  list: string;
  /** Creates two records; answers the list's address (searched down to them) and their row names. */
  arrange: (call: Call) => Promise<{ url: string; names: [string, string] }>;
  /** Undo brings the rows back (exports go with their files; a stalker's session string is wiped). */
  restorable: boolean;
}

type Call = <T>(method: string, url: string, body?: unknown) => Promise<T>;

const twice = async (make: (n: 1 | 2) => Promise<unknown>) => {
  await make(1);
  await make(2);
};

const CASES: BulkCase[] = [
  {
    list: 'Keyword Forward',
    restorable: true,
    arrange: async (call) => {
      await twice((n) =>
        call('POST', '/v1/keyword/forward', { keyword: `bulk forward ${n}`, queue_number: 700 + n, price: '1.00' }),
      );
      return { url: '/keyword/forward?search=bulk%20forward', names: ['bulk forward 1', 'bulk forward 2'] };
    },
  },
  {
    list: 'Keyword Restrict',
    restorable: true,
    arrange: async (call) => {
      await twice((n) =>
        call('POST', '/v1/keyword/restrict', { keyword: `bulk restrict ${n}`, queue_number: 710 + n, price: 0 }),
      );
      return { url: '/keyword/restrict?search=bulk%20restrict', names: ['bulk restrict 1', 'bulk restrict 2'] };
    },
  },
  {
    list: 'Keyword Message',
    restorable: true,
    arrange: async (call) => {
      await twice((n) =>
        call('POST', '/v1/keyword-message', {
          keyword: `bulk message ${n}`,
          message_type: 'Text',
          content: 'Arranged',
        }),
      );
      return { url: '/keyword-message?search=bulk%20message', names: ['bulk message 1', 'bulk message 2'] };
    },
  },
  {
    list: 'Keyword Database',
    restorable: true,
    arrange: async (call) => {
      await twice((n) =>
        call('POST', '/v1/catalogue', {
          link: `t.me/e2e_bulk_group_${n}`,
          category: 'Group',
          display_name: `Bulk Group ${n}`,
        }),
      );
      return { url: '/database/keyword-database?search=Bulk%20Group', names: ['Bulk Group 1', 'Bulk Group 2'] };
    },
  },
  {
    list: 'Sensitive Keyword',
    restorable: true,
    arrange: async (call) => {
      await twice((n) => call('POST', '/v1/sensitive-keyword', { keyword: `bulk blocked ${n}` }));
      return { url: '/database/sensitive-keyword?search=bulk%20blocked', names: ['bulk blocked 1', 'bulk blocked 2'] };
    },
  },
  {
    list: 'Sponsor clients',
    restorable: true,
    arrange: async (call) => {
      await twice((n) => call('POST', '/v1/sponsor-client', { name: `Bulk Client ${n}` }));
      return { url: '/database/sponsor?search=Bulk%20Client', names: ['Bulk Client 1', 'Bulk Client 2'] };
    },
  },
  {
    list: 'Sponsors of a client',
    restorable: true,
    arrange: async (call) => {
      const { data: client } = await call<{ data: SponsorClient }>('POST', '/v1/sponsor-client', {
        name: 'Bulk Sponsor Owner',
      });
      const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await twice((n) =>
        call('POST', '/v1/sponsor', {
          client_id: client.id,
          display: `Bulk Sponsor ${n}`,
          link: `t.me/e2e_bulk_sponsor_${n}`,
          expired_date: expiry,
        }),
      );
      return { url: `/database/sponsor/${client.id}`, names: ['Bulk Sponsor 1', 'Bulk Sponsor 2'] };
    },
  },
  {
    list: 'Stalker',
    restorable: false,
    arrange: async (call) => {
      await twice((n) =>
        call('POST', '/v1/stalker', {
          tg_id: `710000010${n}`,
          username: `bulk_stalker_${n}`,
          group_type: 'Supergroup',
          session_string: telethonSession(),
          remarks: 'Arranged',
        }),
      );
      return { url: '/stalker?search=bulk_stalker', names: ['@bulk_stalker_1', '@bulk_stalker_2'] };
    },
  },
  {
    list: 'Tracked Groups',
    restorable: true,
    arrange: async (call) => {
      await twice((n) =>
        call('POST', '/v1/war-bot/groups', { link: `t.me/e2e_bulk_camp_${n}`, title: `Bulk Camp ${n}`, side: 'Rival' }),
      );
      return { url: '/war-bot/groups?search=Bulk%20Camp', names: ['Bulk Camp 1', 'Bulk Camp 2'] };
    },
  },
  {
    list: 'Ads Keyword Tracking',
    restorable: true,
    arrange: async (call) => {
      await twice((n) => call('POST', '/v1/ads-keyword', { keyword: `bulk ads ${n}` }));
      return { url: '/marketingtool/ads-keyword-tracking?search=bulk%20ads', names: ['bulk ads 1', 'bulk ads 2'] };
    },
  },
  {
    list: 'Role Management',
    restorable: true,
    arrange: async (call) => {
      await twice((n) =>
        call<{ data: Role }>('POST', '/um/v1/roles', {
          name: `Bulk Role ${n}`,
          description: '',
          permissions: ['STALKER'],
        }),
      );
      return { url: '/user/role-management?search=Bulk%20Role', names: ['Bulk Role 1', 'Bulk Role 2'] };
    },
  },
  {
    list: 'Account Management',
    restorable: true,
    arrange: async () => {
      const token = await suite.adminToken();
      const role = await createRole(suite.baseUrl, token, 'Bulk Staff Role', ['STALKER']);
      await twice((n) =>
        createAccount(suite.baseUrl, token, {
          email: `bulk.staff${n}@example.com`,
          username: `Bulk Staff ${n}`,
          roleId: role.id,
        }),
      );
      return {
        url: '/user/account-management?search=bulk.staff',
        names: ['bulk.staff1@example.com', 'bulk.staff2@example.com'],
      };
    },
  },
  {
    list: 'File Export',
    restorable: false,
    arrange: async (call) => {
      await twice((n) =>
        call<{ data: Export }>('POST', '/v1/exports', {
          type: 'role',
          name: `Bulk export ${n}`,
          filters: {},
          all_data: true,
        }),
      );
      return { url: '/file-export?search=Bulk%20export', names: ['Bulk export 1', 'Bulk export 2'] };
    },
  },
];

async function adminCall(): Promise<Call> {
  const token = await suite.adminToken();
  return (method, url, body) => api(suite.baseUrl, token, method, url, body);
}

function checkbox(page: Page, name: string) {
  return page.getByRole('checkbox', { name: `Select ${name}`, exact: true });
}

describe('bulk actions on every list that deletes', () => {
  it.each(CASES)(
    '$list: selects two rows, deletes them in one go, and Undo brings them back where it can',
    async ({ arrange, restorable }) => {
      const { url, names } = await arrange(await adminCall());
      const { page } = await suite.openSignedIn();
      await page.goto(url);
      // A row's own Delete says the same of coming back as the bulk dialog and the toast.
      await page
        .getByRole('row')
        .filter({ hasText: names[0] })
        .getByRole('button', { name: /^Delete/ })
        .click();
      const single = page.getByRole('alertdialog');
      await single
        .getByText(restorable ? /You can undo this for 10 seconds afterwards\.$/ : /This cannot be undone\.$/)
        .waitFor();
      expect(await single.getByText(restorable ? /cannot be undone/ : /undo this/).count()).toBe(0);
      await single.getByRole('button', { name: 'Cancel' }).click();
      await single.waitFor({ state: 'detached' });

      for (const name of names) await checkbox(page, name).click();

      const bar = page.getByRole('region', { name: 'Selected rows' });
      await bar.getByText('2 selected', { exact: true }).waitFor();
      await bar.getByRole('button', { name: 'Delete selected' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete 2 selected rows?' });
      await confirm
        .getByText(
          restorable
            ? 'They leave the list. You can undo this for 10 seconds afterwards.'
            : 'They are deleted for good. This cannot be undone.',
        )
        .waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      // With Undo the toast holds a button too, so its text is not only the message.
      const deleted = toasts(page).getByRole('listitem').filter({ hasText: '2 rows deleted' });
      await deleted.waitFor();
      for (const name of names) await checkbox(page, name).waitFor({ state: 'detached' });
      await bar.waitFor({ state: 'detached' });

      const undo = deleted.getByRole('button', { name: 'Undo' });
      if (!restorable) {
        expect(await undo.count()).toBe(0);
        return;
      }
      await undo.click();
      await expectToast(page, '2 rows restored');
      for (const name of names) await checkbox(page, name).waitFor();
    },
  );

  it('works from the keyboard alone: Space selects the rows, Enter runs a bulk action (Set Inactive)', async () => {
    const call = await adminCall();
    await twice((n) =>
      call('POST', '/v1/keyword/forward', { keyword: `keyboard bulk ${n}`, queue_number: 720 + n, price: '1.00' }),
    );
    const { page } = await suite.openSignedIn();
    await page.goto('/keyword/forward?search=keyboard%20bulk');
    for (const name of ['keyboard bulk 1', 'keyboard bulk 2']) {
      await checkbox(page, name).focus();
      await page.keyboard.press('Space');
    }
    await page.getByRole('region', { name: 'Selected rows' }).getByText('2 selected', { exact: true }).waitFor();
    const setInactive = page.getByRole('button', { name: 'Set Inactive' });
    await setInactive.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, '2 keywords set Inactive');
    await eventually(() => page.getByRole('switch', { checked: true }).count()).toBe(0);
  });

  it('speaks Chinese in the selection bar and its confirmation', async () => {
    const call = await adminCall();
    await twice((n) => call('POST', '/v1/sensitive-keyword', { keyword: `zh bulk ${n}` }));
    const { page, context } = await suite.openSignedIn();
    await context.addCookies([{ name: 'hi7-locale', value: 'zh-CN', url: suite.baseUrl }]);
    await page.goto('/database/sensitive-keyword?search=zh%20bulk');
    await page.getByRole('checkbox', { name: '选择本页所有行' }).click();
    const bar = page.getByRole('region', { name: '已选行' });
    await bar.getByText('已选 2 项', { exact: true }).waitFor();
    await bar.getByRole('button', { name: '删除所选' }).click();
    await page.getByRole('alertdialog', { name: '删除所选的 2 行？' }).waitFor();
  });
});
