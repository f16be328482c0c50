/** What other modules may use of sensitive-keywords: everything else in the folder is its own. */
export { listKeywords } from './repo.js';
