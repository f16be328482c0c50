import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { databaseKind, type Config } from '../../platform/config.js';
import { sqliteFile } from '../../platform/db/database.js';
import { PRIVATE_DIR_MODE, ensurePrivateDir, ensurePrivateFile } from '../../platform/data-dir.js';

export const BACKUP_USAGE = `  backup [--to PATH]                        copy the SQLite database while the server runs; default
                                            DATA_DIR/backups/backoffice-<UTC time>.db (a directory: a new
                                            file in it; a new file: a name ending in .db).
                                            PostgreSQL: pg_dump, see docs/operations/backups.md`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** A backup that cannot be taken as asked: the message says why and what to do. */
export class BackupRefused extends Error {}

export interface BackupOutcome {
  file: string;
  bytes: number;
}

/**
 * Pages copied per step: all of them. One step reads one consistent snapshot (a WAL reader blocks no
 * writer), where small steps would start over each time the server wrote in between.
 */
const ALL_PAGES = 0x7fffffff;

const BACKUP_EXTENSION = '.db';

/** `backoffice-20261122T034048Z.db`: sorts by time, and is a valid file name everywhere. */
export function backupFileName(at: Date): string {
  return `backoffice-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}${BACKUP_EXTENSION}`;
}

/**
 * Where the backup goes: the default folder, a file in a named directory, or the named new `.db` file. A path
 * that is neither is refused: taken as a file, a missing directory would get one backup under its own name,
 * and every later backup into it would fail.
 */
export function backupTarget(config: Pick<Config, 'DATA_DIR'>, to: string | undefined, at: Date): string {
  if (to === undefined) return path.join(config.DATA_DIR, 'backups', backupFileName(at));
  const target = path.resolve(to);
  if (fs.existsSync(target)) return fs.statSync(target).isDirectory() ? path.join(target, backupFileName(at)) : target;
  if (path.extname(target) !== BACKUP_EXTENSION) {
    throw new BackupRefused(
      `There is no directory ${target}: create it first (mkdir -p ${target}) to back up into it, or name a new file ending in ${BACKUP_EXTENSION}.`,
    );
  }
  return target;
}

/**
 * Copies the SQLite database to `target` with SQLite's online backup, while the server keeps serving,
 * then checks the copy. The copy is written beside the target and renamed once checked, so a file
 * under the target's name is always a whole backup. It is readable by its owner only: it holds password
 * hashes and encrypted session strings.
 */
export async function backupSqlite(
  config: Pick<Config, 'DATA_DIR' | 'DB_STATEMENT_TIMEOUT_MS'>,
  target: string,
): Promise<BackupOutcome> {
  const source = sqliteFile(config);
  if (!fs.existsSync(source)) throw new BackupRefused(`There is no database at ${source}: check DATA_DIR.`);
  if (fs.existsSync(target)) throw new BackupRefused(`${target} exists already: name a new file, or a directory.`);
  // The default folder is the server's own (0700, tightened); a folder named with --to is the operator's to set.
  if (path.dirname(target) === path.join(config.DATA_DIR, 'backups')) ensurePrivateDir(path.dirname(target));
  else fs.mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
  const partial = `${target}.partial`;
  removePartial(partial);
  const database = new SqliteDatabase(source, { fileMustExist: true });
  try {
    database.pragma(`busy_timeout = ${config.DB_STATEMENT_TIMEOUT_MS}`);
    // Made 0600 before SQLite writes into it, so the copy is never readable by others, not even while it is written.
    ensurePrivateFile(partial);
    await database.backup(partial, { progress: () => ALL_PAGES });
    checkCopy(partial);
    fs.renameSync(partial, target);
  } catch (error) {
    removePartial(partial);
    throw error;
  } finally {
    database.close();
  }
  return { file: target, bytes: fs.statSync(target).size };
}

function removePartial(partial: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${partial}${suffix}`, { force: true });
}

/**
 * Checks the copy and makes it one self-contained file: it comes out in WAL mode like its source, and
 * would leave -wal and -shm files beside it under the partial name. The server turns WAL on again
 * when it opens a restored copy.
 */
function checkCopy(file: string): void {
  const copy = new SqliteDatabase(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const verdict = copy.pragma('quick_check', { simple: true });
    if (verdict !== 'ok')
      throw new Error(`The copy failed SQLite's quick_check (${String(verdict)}); no backup was kept.`);
  } finally {
    copy.close();
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** `npm run cli -- backup [--to PATH]`; answers the exit code: 0 done, 1 refused, 2 a wrong command line. */
export async function runBackupCommand(
  config: Config,
  args: string[],
  io: CliIo,
  clock = () => new Date(),
): Promise<number> {
  let to: string | undefined;
  try {
    ({ to } = parseArgs({ args, options: { to: { type: 'string' } }, allowPositionals: false }).values);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${BACKUP_USAGE}`);
    return 2;
  }
  if (databaseKind(config) === 'postgres') {
    io.err('backup copies the SQLite database; this deployment uses PostgreSQL (DATABASE_URL).');
    io.err('Back it up with pg_dump -Fc and restore with pg_restore, as docs/operations/backups.md describes.');
    return 1;
  }
  try {
    const outcome = await backupSqlite(config, backupTarget(config, to, clock()));
    io.out(`Backup written to ${outcome.file} (${megabytes(outcome.bytes)}), checked with quick_check.`);
    io.out(
      'It holds no keys: keep DATA_DIR/keys (or TOKEN_SIGNING_KEY and STALKER_SESSION_KEYS) backed up on their own.',
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    io.err(error.message);
    return 1;
  }
}
