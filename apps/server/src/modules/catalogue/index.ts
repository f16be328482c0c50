/** What other modules may use of catalogue: everything else in the folder is its own. */
export { listEntries } from './repo.js';
