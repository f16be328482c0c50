/** What other modules may use of accounts: everything else in the folder is its own. */
export { listAccounts } from './repo.js';
export { activeAdministratorIds } from './repo.js';
