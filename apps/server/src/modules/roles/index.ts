/** What other modules may use of roles: everything else in the folder is its own. */
export { listRoles } from './repo.js';
