import crypto from 'node:crypto';
import type { Config } from '../config.js';
import { ConfigError } from '../config.js';
import { loadOrCreateSecret } from '../keys.js';

/** One encryption key and the version stored beside every row it encrypted. */
export interface VersionedKey {
  version: number;
  key: Buffer;
}

/** The file the key lives in when STALKER_SESSION_KEYS is unset; it is key version 1. */
export const SESSION_KEY_FILE = 'stalker-session.key';
const MIN_MATERIAL_BYTES = 32;

/**
 * Key material → a 256-bit AES key. Every key goes through the same HKDF, so the content of the key
 * file can be moved into STALKER_SESSION_KEYS as `1:<content>` when rotation starts.
 */
function deriveKey(material: Uint8Array): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', material, Buffer.alloc(0), 'backoffice stalker session string', 32));
}

function parseKeyList(value: string): VersionedKey[] {
  const keys = value.split(',').map((entry) => {
    const [version = '', material = ''] = entry.split(':', 2);
    // Node's base64 decoder reads both the standard and the URL-safe alphabet.
    const bytes = Buffer.from(material, 'base64');
    // The message names the version, never the material.
    if (bytes.length < MIN_MATERIAL_BYTES)
      throw new ConfigError(
        `STALKER_SESSION_KEYS: key version ${version} must be at least ${MIN_MATERIAL_BYTES} bytes`,
      );
    const number = Number(version);
    if (!Number.isSafeInteger(number) || number < 1)
      throw new ConfigError(`STALKER_SESSION_KEYS: key version ${version} must be a positive number`);
    return { version: number, key: deriveKey(bytes) };
  });
  const versions = keys.map((key) => key.version);
  if (new Set(versions).size !== versions.length)
    throw new ConfigError('STALKER_SESSION_KEYS: each key version may appear once');
  if (versions.some((version, index) => index > 0 && version >= (versions[index - 1] ?? 0))) {
    throw new ConfigError('STALKER_SESSION_KEYS: list the keys newest first (versions descending)');
  }
  return keys;
}

/** The keys, newest first: from STALKER_SESSION_KEYS, else the 0600 key file in DATA_DIR/keys (version 1). */
export function loadSessionKeys(config: Pick<Config, 'DATA_DIR' | 'STALKER_SESSION_KEYS'>): VersionedKey[] {
  if (config.STALKER_SESSION_KEYS) return parseKeyList(config.STALKER_SESSION_KEYS);
  return [{ version: 1, key: deriveKey(loadOrCreateSecret(config.DATA_DIR, SESSION_KEY_FILE, undefined)) }];
}
