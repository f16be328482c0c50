import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from './data-dir.js';

/**
 * A secret from the environment, or generated once into the data directory with mode 0600.
 * Several instances must share it: set the variable, or share the data directory.
 */
export function loadOrCreateSecret(dataDir: string, fileName: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, fileName);
  ensurePrivateDir(dir);
  try {
    return new Uint8Array(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(48);
  try {
    // 'wx' fails if another instance created it first; then read theirs.
    fs.writeFileSync(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' });
    return new Uint8Array(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return new Uint8Array(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
  }
}
