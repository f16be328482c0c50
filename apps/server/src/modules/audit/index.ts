/** What other modules may use of audit: everything else in the folder is its own. */
export { listAuditEntries } from './repo.js';
