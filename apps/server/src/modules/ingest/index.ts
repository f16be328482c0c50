/** What other modules may use of ingest: everything else in the folder is its own. */
export { recordSearches, type SearchToRecord } from './searches.js';
export { tgIdKey } from './telegram-users.js';
