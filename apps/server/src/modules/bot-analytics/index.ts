/** What other modules may use of bot-analytics: everything else in the folder is its own. */
export { contentContains } from './chat-record-text.js';
export {
  filterCondition,
  keysetCondition,
  keyOf,
  newestFirst,
  recordsFrom,
  type ChatRecordFilters,
  type RecordRow,
} from './chat-record-filters.js';
export { filtersOf } from './chat-record-list.js';
export { countRecords } from './chat-record-totals.js';
export { listSubscriptions } from './subscriptions.js';
export { listChatRecords } from './chat-record-list.js';
