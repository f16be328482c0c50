import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the SQLite database (password hashes, the audit log, encrypted session strings), the
 * generated keys and the export files: everything in it is for the server's user alone. Folders are
 * 0700 and files 0600, whatever the umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The folders of DATA_DIR the server writes, relative to it. */
const PRIVATE_FOLDERS = ['keys', 'exports', 'backups'];

function chmodIfPresent(target: string, mode: number): void {
  try {
    fs.chmodSync(target, mode);
  } catch (error) {
    // Gone (an export purged meanwhile) or never made: nothing to tighten.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Makes a folder (and its missing parents) readable by the owner only; tightens it when it exists. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Tightens a folder and the files directly in it, when it exists. */
function tightenFolder(dir: string): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  chmodIfPresent(dir, PRIVATE_DIR_MODE);
  for (const entry of entries) {
    if (entry.isFile()) chmodIfPresent(path.join(dir, entry.name), PRIVATE_FILE_MODE);
  }
}

/**
 * At start: DATA_DIR 0700 (made when `create`, as SQLite needs it), and what an earlier version or
 * a copy left looser tightened: the database and its -wal/-shm, keys, export files, backups.
 */
export function securePrivateDataDir(dataDir: string, create: boolean): void {
  if (create) ensurePrivateDir(dataDir);
  else if (!fs.existsSync(dataDir)) return;
  tightenFolder(dataDir);
  for (const folder of PRIVATE_FOLDERS) tightenFolder(path.join(dataDir, folder));
}

/**
 * Creates an empty file readable by its owner only, or tightens the one there. SQLite gives a new
 * database file the default mode (0644 under the usual umask) and its -wal and -shm files the mode of
 * the database file, so creating the database file 0600 first keeps all three private.
 */
export function ensurePrivateFile(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}
