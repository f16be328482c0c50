/** What other modules may use of auth: everything else in the folder is its own. */
export { AuthService } from './service.js';
