/** What other modules may use of sponsors: everything else in the folder is its own. */
export { listClients } from './client-repo.js';
export { listSponsors } from './sponsor-repo.js';
export { sponsorStatus } from './status.js';
