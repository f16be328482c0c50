/** What other modules may use of keyword-messages: everything else in the folder is its own. */
export { listKeywordMessages } from './repo.js';
