/** What other modules may use of ads-keywords: everything else in the folder is its own. */
export { listKeywords, listSlots } from './repo.js';
export { recordObservation } from './observations.js';
