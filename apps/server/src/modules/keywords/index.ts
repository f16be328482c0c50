/** What other modules may use of keywords: everything else in the folder is its own. */
export { listKeywords } from './repo.js';
