/** What other modules may use of api-keys: everything else in the folder is its own. */
export { keyServesStalker, listApiKeys } from './repo.js';
export { ApiKeyService } from './service.js';
