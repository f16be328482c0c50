/** What other modules may use of tg-accounts: everything else in the folder is its own. */
export { listAccounts } from './repo.js';
