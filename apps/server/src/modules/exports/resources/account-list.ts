import { tgAccountListQuerySchema, type TgAccount } from '@backoffice/contract';
import { listAccounts } from '../../tg-accounts/index.js';
import { pagedListResource } from '../resource.js';

/** Account List: the bots' Telegram users; its date filter bounds last_active_at. */
export const accountListExport = pagedListResource({
  type: 'account-list',
  schema: tgAccountListQuerySchema,
  range: { from: 'from', to: 'to', column: 'last_active_at' },
  list: listAccounts,
  columns: [
    { header: 'ID', value: (a: TgAccount) => a.id },
    // The Telegram id is text on the wire (64-bit); kept as text so no spreadsheet rounds it.
    { header: 'TG ID', value: (a: TgAccount) => a.tg_id },
    { header: 'Username', value: (a: TgAccount) => a.username },
    { header: 'First name', value: (a: TgAccount) => a.first_name },
    { header: 'Last name', value: (a: TgAccount) => a.last_name },
    { header: 'Language', value: (a: TgAccount) => a.language_code },
    { header: 'Tier', value: (a: TgAccount) => a.tier },
    { header: 'User type', value: (a: TgAccount) => a.user_type },
    { header: 'List type', value: (a: TgAccount) => a.list_type },
    { header: 'Status', value: (a: TgAccount) => a.status },
    { header: 'Subscriptions', value: (a: TgAccount) => a.subscription_count },
    { header: 'First seen at', value: (a: TgAccount) => a.first_seen_at },
    { header: 'Last active at', value: (a: TgAccount) => a.last_active_at },
    { header: 'Updated at', value: (a: TgAccount) => a.updated_at },
    { header: 'Updated by', value: (a: TgAccount) => a.updated_by },
  ],
});
