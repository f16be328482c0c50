import crypto from 'node:crypto';
import type { VersionedKey } from './session-keys.js';

/** A session string as stored: base64 ciphertext (with the GCM tag appended), base64 nonce, key version. */
export interface SealedSession {
  ciphertext: string;
  nonce: string;
  keyVersion: number;
}

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Raised when a sealed string cannot be opened: unknown key version, wrong row, or tampered bytes. */
export class SessionDecryptError extends Error {}

/**
 * AES-256-GCM for stalker session strings. The row id and key version are the associated data: a
 * ciphertext copied onto another row, or relabelled with another version, fails to open. Other secrets
 * sealed with the same keys (authenticator-app secrets) name their own purpose, so a ciphertext copied
 * between kinds of row fails too.
 */
export class SessionCipher {
  private readonly byVersion: Map<number, Buffer>;

  constructor(private readonly keys: readonly VersionedKey[]) {
    if (keys.length === 0) throw new Error('SessionCipher needs at least one key');
    this.byVersion = new Map(keys.map((key) => [key.version, key.key]));
  }

  /** The version new strings are sealed with. */
  get currentVersion(): number {
    return this.keys[0]?.version ?? 0;
  }

  seal(plaintext: string, rowId: number, purpose = 'stalker'): SealedSession {
    const keyVersion = this.currentVersion;
    const nonce = crypto.randomBytes(NONCE_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.keyOf(keyVersion), nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(rowId, keyVersion, purpose));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { ciphertext: body.toString('base64'), nonce: nonce.toString('base64'), keyVersion };
  }

  open(sealed: SealedSession, rowId: number, purpose = 'stalker'): string {
    const key = this.byVersion.get(sealed.keyVersion);
    if (!key) throw new SessionDecryptError(`no key with version ${sealed.keyVersion}`);
    const body = Buffer.from(sealed.ciphertext, 'base64');
    if (body.length < TAG_BYTES) throw new SessionDecryptError('ciphertext too short');
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.nonce, 'base64'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(associatedData(rowId, sealed.keyVersion, purpose));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new SessionDecryptError(`session string of row ${rowId} does not authenticate`);
    }
  }

  private keyOf(version: number): Buffer {
    const key = this.byVersion.get(version);
    if (!key) throw new Error(`no key with version ${version}`);
    return key;
  }
}

function associatedData(rowId: number, keyVersion: number, purpose: string): Buffer {
  return Buffer.from(`${purpose}:${rowId}:v${keyVersion}`, 'utf8');
}
