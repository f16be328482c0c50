/** What other modules may use of mfa: everything else in the folder is its own. */
export { startSecondStep, useSecondFactorCode, type SignInMethod } from './service.js';
export { rotateTotpSecrets } from './key-rotation.js';
export { totpCodeAt } from './totp.js';
