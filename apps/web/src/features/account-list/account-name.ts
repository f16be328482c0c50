import type { TgAccount } from '@backoffice/contract';

/** '@username', else the user's name, else the TG ID: what a person calls this user in titles and buttons. */
export function accountName(account: Pick<TgAccount, 'tg_id' | 'username' | 'first_name' | 'last_name'>): string {
  if (account.username) return `@${account.username}`;
  return fullName(account) || account.tg_id;
}

/** First and last name as Telegram shows them; empty when the user set neither. */
export function fullName(account: Pick<TgAccount, 'first_name' | 'last_name'>): string {
  return [account.first_name, account.last_name].filter((part) => part.trim() !== '').join(' ');
}
