import type { Config } from '../config.js';
import { SessionCipher } from './session-cipher.js';
import { loadSessionKeys } from './session-keys.js';

export { SessionCipher, SessionDecryptError, type SealedSession } from './session-cipher.js';
export { loadSessionKeys, SESSION_KEY_FILE, type VersionedKey } from './session-keys.js';

const ciphers = new WeakMap<object, SessionCipher>();

/** One cipher per configuration: the keys are read (or the key file made) once, shared by every route. */
export function sessionCipherFor(config: Pick<Config, 'DATA_DIR' | 'STALKER_SESSION_KEYS'>): SessionCipher {
  let cipher = ciphers.get(config);
  if (!cipher) {
    cipher = new SessionCipher(loadSessionKeys(config));
    ciphers.set(config, cipher);
  }
  return cipher;
}
