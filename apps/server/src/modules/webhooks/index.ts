/** What other modules may use of webhooks: everything else in the folder is its own. */
export { retryDelayMs } from './worker.js';
