/** What other modules may use of war-bot: everything else in the folder is its own. */
export { listGroups } from './group-repo.js';
