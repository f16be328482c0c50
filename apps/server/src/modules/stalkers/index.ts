/** What other modules may use of stalkers: everything else in the folder is its own. */
export { listStalkers } from './repo.js';
export { linkedStalkers } from './linked.js';
export { runRotateKeyCommand } from './cli.js';
export { StalkerService } from './service.js';
export { StalkerAssignmentService } from './assignments.js';
export {
  gramJsSessionString,
  oldPyrogramSessionString,
  pyrogramSessionString,
  telethonSessionString,
} from './session-layouts.js';
