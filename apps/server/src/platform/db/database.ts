import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type LogEvent,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type QueryResult,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import type { Config } from '../config.js';
import { ensurePrivateFile, securePrivateDataDir } from '../data-dir.js';
import type { Database, DatabaseKind, Db } from './schema.js';
import { keepStatisticsFresh } from './statistics.js';
import { statementNameOf } from './prepared.js';
import { CachedStatements } from './statement-cache.js';
import { CACHE_VERSIONS_SQL, readVersionsImmediately, type CacheVersionRows } from './cache-versions.js';
import { ReplicaSet, replicaName } from './replicas.js';

export type { DatabaseKind } from './schema.js';

let postgresModule: typeof pg | undefined;
/**
 * The PostgreSQL driver, loaded when a PostgreSQL database is opened: it holds about 3 MB of heap
 * that a server on SQLite has no use for (docs/decisions/0017). pg is CommonJS, so `require` loads
 * it synchronously, as opening a database is.
 */
function postgresDriver(): typeof pg {
  postgresModule ??= createRequire(import.meta.url)('pg') as typeof pg;
  return postgresModule;
}

export interface DatabaseHandle {
  db: Db;
  /**
   * For reads that may be a little behind the primary (decision 42): a healthy read replica's, or the
   * primary's when there is none. Never for writes, the session check, or a read of the request's own write.
   * Without DATABASE_REPLICA_URLS (and on SQLite) it is `db`.
   */
  replicaReads: Db;
  /** The read replicas and their checks, when DATABASE_REPLICA_URLS names some. */
  replicas?: ReplicaSet;
  kind: DatabaseKind;
  /** The PostgreSQL schema in use, when not the default one. */
  schema?: string;
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Connections in use now, read when metrics are scraped. */
  poolUse(): PoolUse;
  /** Every statement's duration in milliseconds goes to this listener (one per handle: the app's metrics). */
  observeStatements(listener: (milliseconds: number) => void): void;
  /**
   * PostgreSQL: work on one connection of its own without the statement and read timeouts, for
   * maintenance that may rightly run for minutes (building an index `concurrently` at start).
   */
  untimed?<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Runs a read statement and hands each row to `onRow` as it arrives, keeping none (see RowStream). */
  eachRow: RowStream;
  /** eachRow for reads that may be a little behind, as `replicaReads` is for `db`. */
  replicaRows: RowStream;
}

/**
 * Runs a read statement and hands each row to `onRow` as it is decoded; answers how many rows there
 * were. No array of the rows is built: each row is garbage as soon as `onRow` returns, so it dies in
 * V8's young generation instead of living (and being promoted) until the whole result has arrived,
 * as the rows of a million-row export read in batches did (docs/decisions/0017). `onRow` runs
 * synchronously and may throw: it is not called again and the promise rejects with that error. Rows
 * come with the values the query builder gives (the same connection settings and type parsers).
 */
export type RowStream = (query: CompiledQuery, onRow: (row: Record<string, unknown>) => void) => Promise<number>;

/**
 * SQLite: the statement stepped row by row (better-sqlite3's iterate) on the given connection.
 * Synchronous, so nothing else runs on the connection meanwhile.
 */
export function sqliteRowStream(prepare: (sqlText: string) => SqliteDatabase.Statement): RowStream {
  return async (query, onRow) => {
    let rows = 0;
    for (const row of prepare(query.sql).iterate(...query.parameters)) {
      onRow(row as Record<string, unknown>);
      rows += 1;
    }
    return rows;
  };
}

/**
 * PostgreSQL: one pool connection; pg decodes each DataRow as its bytes arrive and hands it to the
 * 'row' listener. pg also keeps every row in the result once a read timeout is set (the pool sets
 * one), so the listener empties it as it goes: at most one row is held.
 */
function postgresRowStream(
  connect: () => Promise<pg.PoolClient>,
  onStatement: StatementListener | undefined,
): RowStream {
  const { Query } = postgresDriver();
  return async (query, onRow) => {
    const client = await connect();
    onStatement?.(query.sql, query.parameters);
    let broken = false;
    try {
      return await new Promise<number>((resolve, reject) => {
        let rows = 0;
        let failure: { error: unknown } | undefined;
        const statement = new Query<Record<string, unknown>>(
          { text: query.sql, values: [...query.parameters] },
          (error) => {
            if (error) {
              // A read timeout leaves the connection in an unknown state: it is not given back to the pool.
              broken = true;
              reject(error);
            } else if (failure) reject(failure.error);
            else resolve(rows);
          },
        );
        statement.on('row', (row, result) => {
          if (result) result.rows.length = 0;
          if (failure) return;
          try {
            onRow(row);
            rows += 1;
          } catch (error) {
            // Thrown into pg's parser it would break the connection mid-message; the rest is read and dropped.
            failure = { error };
          }
        });
        void client.query(statement);
      });
    } finally {
      client.release(broken);
    }
  };
}

/** PostgreSQL: the pool's connections, idle ones, and requests waiting for one. SQLite: its one connection. */
export interface PoolUse {
  total: number;
  idle?: number;
  waiting?: number;
}

/**
 * Kysely's log option, which times every statement, bound at construction to a listener the app sets later
 * (the handle is opened before the app and its metrics exist). The listener sees durations only, never SQL.
 */
class StatementTimes {
  private listener: ((milliseconds: number) => void) | undefined;
  readonly log = (event: LogEvent): void => {
    this.listener?.(event.queryDurationMillis);
  };

  observe(listener: (milliseconds: number) => void): void {
    this.listener = listener;
  }
}

/** Hears a statement as it goes to the PostgreSQL driver. */
export type StatementListener = (sqlText: string, parameters: ReadonlyArray<unknown>) => void;

export interface OpenOptions {
  /** PostgreSQL schema to use in place of DATABASE_SCHEMA (tests give each suite its own). */
  schema?: string;
  /**
   * PostgreSQL: every statement's text as it goes to the driver, on the primary and the replicas, row
   * streams included, with its parameters. For tests that check the shape of what the code sends (decisions
   * 43 and 44); none in production.
   */
  onStatement?: StatementListener;
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;

/** Timestamps come back as ISO-8601 text and counts as numbers, as they do from SQLite. */
const postgresTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID) return (value: string) => new Date(value).toISOString();
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === NUMERIC_OID) return (value: string) => value;
    // A calendar date stays 'YYYY-MM-DD', as SQLite keeps it: no time zone can shift it.
    if (oid === DATE_OID) return (value: string) => value;
    return postgresDriver().types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;

export function sqliteFile(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'backoffice.db');
}

export function openDatabase(config: Config, options: OpenOptions = {}): DatabaseHandle {
  return config.DATABASE_URL ? openPostgres(config, options) : openSqlite(config);
}

function openSqlite(config: Config): DatabaseHandle {
  securePrivateDataDir(config.DATA_DIR, true);
  // Made 0600 before SQLite opens it: SQLite gives the -wal and -shm files the database file's mode.
  ensurePrivateFile(sqliteFile(config));
  const file = new SqliteDatabase(sqliteFile(config));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  // SQLite's own busy wait would hold the one thread: the wait for another process's lock is the driver's, below.
  file.pragma('busy_timeout = 0');
  const times = new StatementTimes();
  const statements = new CachedStatements(file);
  const lockWait = { file, timeoutMs: config.DB_STATEMENT_TIMEOUT_MS };
  const db = new Kysely<Database>({
    dialect: new WriteLockFirstSqliteDialect({ database: statements }, lockWait),
    log: times.log,
  });
  // Outside a transaction the one connection holds nothing uncommitted: the versions are read at once (decision 40).
  readVersionsImmediately(db, () =>
    file.inTransaction ? undefined : (statements.prepare(CACHE_VERSIONS_SQL).all([]) as CacheVersionRows),
  );
  const statistics = keepStatisticsFresh(file);
  const eachRow = sqliteRowStream((sqlText) => file.prepare(sqlText));
  return {
    db,
    replicaReads: db,
    kind: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => {
      statistics.stop();
      return db.destroy();
    },
    // One connection, used by one statement at a time; what queues behind it shows as statement time.
    poolUse: () => ({ total: 1 }),
    observeStatements: (listener) => times.observe(listener),
    eachRow,
    replicaRows: eachRow,
  };
}

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE), so that while another
 * process (the command line, a second instance) holds it they wait up to DB_STATEMENT_TIMEOUT_MS for it.
 * A deferred transaction that has read first cannot wait: SQLite answers SQLITE_BUSY at once rather
 * than risk a deadlock. In this process the one connection runs one transaction at a time anyway.
 */
class WriteLockFirstSqliteDialect extends SqliteDialect {
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly lockWait: LockWait,
  ) {
    super(settings);
  }

  override createDriver(): Driver {
    return new WriteLockFirstSqliteDriver(this.settings, this.lockWait);
  }
}

/** Where the driver waits for another process's write lock, and for how long at most. */
interface LockWait {
  file: SqliteDatabase.Database;
  timeoutMs: number;
}

class WriteLockFirstSqliteDriver extends SqliteDriver {
  constructor(
    settings: SqliteDialectConfig,
    private readonly lockWait: LockWait,
  ) {
    super(settings);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    return new LockWaitingConnection(await super.acquireConnection(), this.lockWait);
  }

  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    // A transaction declared read-only needs no write lock: it reads its snapshot without waiting.
    await connection.executeQuery(
      CompiledQuery.raw(settings?.accessMode === 'read only' ? 'begin' : 'begin immediate'),
    );
  }
}

/** The longest pause between two tries for the write lock: short next to a request, long next to a statement. */
const LOCK_RETRY_MAX_PAUSE_MS = 25;

/**
 * Waits for another process's write lock between the event loop's turns, not inside SQLite: with
 * SQLite's busy_timeout the one thread slept in the driver, and every request of the instance (the
 * console's pages among them) waited with it while a demo import or a backup held the lock. Only a
 * statement outside a transaction is tried again (a BEGIN among them): refused, it changed nothing.
 */
class LockWaitingConnection implements DatabaseConnection {
  constructor(
    private readonly connection: DatabaseConnection,
    private readonly lockWait: LockWait,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = performance.now() + this.lockWait.timeoutMs;
    for (let pause = 1; ; pause = Math.min(pause * 2, LOCK_RETRY_MAX_PAUSE_MS)) {
      const retryable = !this.lockWait.file.inTransaction;
      try {
        return await this.connection.executeQuery<R>(query);
      } catch (error) {
        if (!retryable || !isLockBusy(error) || performance.now() + pause > deadline) throw error;
        await delay(pause);
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(query, chunkSize);
  }
}

function isLockBusy(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * How much longer than statement_timeout the driver waits for an answer before it gives the
 * connection up: the server cancels a slow statement itself, so only a connection that has stopped
 * answering (a stalled network, a frozen server) reaches this bound.
 */
const READ_TIMEOUT_MARGIN_MS = 1000;

function openPostgres(config: Config, options: OpenOptions): DatabaseHandle {
  // DATA_DIR still holds generated keys and export files when there are any.
  securePrivateDataDir(config.DATA_DIR, false);
  const timeout = config.DB_STATEMENT_TIMEOUT_MS;
  // Waiting for a row lock counts against the same bound as running, and names itself (55P03) when it is the cause.
  const settings = [`-c statement_timeout=${timeout}`, `-c lock_timeout=${timeout}`];
  const schema = options.schema ?? config.DATABASE_SCHEMA;
  if (schema) settings.push(`-c search_path=${schema}`);
  const { Pool } = postgresDriver();
  const poolOf = (connectionString: string | undefined): pg.Pool => {
    const made = new Pool({
      connectionString,
      max: config.DB_POOL_MAX,
      // Bounds both opening a connection and waiting for a free one of the pool.
      connectionTimeoutMillis: config.DB_CONNECT_TIMEOUT_MS,
      query_timeout: timeout + READ_TIMEOUT_MARGIN_MS,
      keepAlive: true,
      options: settings.join(' '),
      types: postgresTypes,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    made.on('error', () => undefined);
    return made;
  };
  const pool = poolOf(config.DATABASE_URL);
  const { onStatement } = options;
  const primaryPool = new UnansweredClientsDropped(pool, onStatement);
  const times = new StatementTimes();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: primaryPool }),
    log: times.log,
  });
  const replicas = config.DATABASE_REPLICA_URLS
    ? new ReplicaSet({
        replicas: config.DATABASE_REPLICA_URLS.map((url) => {
          const raw = poolOf(url);
          return { name: replicaName(url), pool: new UnansweredClientsDropped(raw, onStatement), raw };
        }),
        primary: primaryPool,
        primaryRaw: pool,
        maxLagSeconds: config.DATABASE_REPLICA_MAX_LAG_SECONDS,
        checkIntervalMs: config.DATABASE_REPLICA_CHECK_INTERVAL_MS,
        isUnavailable: isDatabaseUnavailable,
      })
    : undefined;
  const replicaReads = replicas
    ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: replicas.pool }), log: times.log })
    : db;
  const eachRow = postgresRowStream(() => pool.connect(), onStatement);
  return {
    db,
    replicaReads,
    ...(replicas ? { replicas } : {}),
    kind: 'postgres',
    ...(schema ? { schema } : {}),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      // The replica reads' Kysely ends the replicas' pools, never the primary's it falls back on.
      if (replicaReads !== db) await replicaReads.destroy();
      await db.destroy();
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeStatements: (listener) => times.observe(listener),
    eachRow,
    replicaRows: replicas ? postgresRowStream(() => replicas.connectRaw(), onStatement) : eachRow,
    untimed: async (work) => {
      const untimedPool = new Pool({
        connectionString: config.DATABASE_URL,
        max: 1,
        connectionTimeoutMillis: config.DB_CONNECT_TIMEOUT_MS,
        keepAlive: true,
        ...(schema ? { options: `-c search_path=${schema}` } : {}),
        types: postgresTypes,
      });
      const untimedDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: untimedPool }) });
      try {
        return await work(untimedDb);
      } finally {
        await untimedDb.destroy();
      }
    },
  };
}

/**
 * The pool as Kysely sees it, except that a client whose query went unanswered past the read timeout
 * is thrown away on release instead of going back to the pool: its connection may be dead without
 * knowing it (no FIN ever arrives through a stalled network), and every later query on it would wait
 * out the same timeout. Later queries on it within the same request fail at once.
 */
class UnansweredClientsDropped implements PostgresPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onStatement?: StatementListener,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    return new DroppableClient(await this.pool.connect(), this.onStatement);
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

class DroppableClient implements PostgresPoolClient {
  /** Set once the connection is known or presumed dead: the client is then destroyed on release. */
  private lost: Error | undefined;
  /**
   * pg-pool listens for errors only on idle clients; a checked-out one whose connection drops between
   * two queries would otherwise raise an unhandled 'error' event and end the process.
   */
  private readonly onError = (error: Error) => {
    this.lost = error;
  };

  constructor(
    private readonly client: pg.PoolClient,
    private readonly onStatement?: StatementListener,
  ) {
    client.on('error', this.onError);
  }

  query<R>(sqlText: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely passes a cursor only when a dialect cursor is configured; this one has none.
    if (typeof sqlOrCursor !== 'string') throw new Error('Cursors are not configured for this database.');
    return this.run<R>(sqlOrCursor, parameters ?? []);
  }

  release(): void {
    this.client.removeListener('error', this.onError);
    // pg-pool destroys a client released with a truthy argument instead of keeping it.
    this.client.release(this.lost !== undefined);
  }

  private async run<R>(sqlText: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (this.lost) throw this.lost;
    this.onStatement?.(sqlText, parameters);
    try {
      const name = statementNameOf(sqlText);
      const values = [...parameters];
      const result = name
        ? await this.client.query({ name, text: sqlText, values })
        : await this.client.query(sqlText, values);
      return result as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (error instanceof Error && error.message === READ_TIMEOUT_MESSAGE) this.lost = error;
      throw error;
    }
  }
}

/** pg's wording when query_timeout passes with no answer (the error carries no code). */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/** SQLSTATEs of a database that cannot serve now: statement timeout / cancel, lock timeout, shutting down, too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '55P03', '57P01', '57P02', '57P03', '53300']);
/** Socket failures on the way to the database server. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * pg and pg-pool report their own timeouts and lost connections by message alone: a connect or pool
 * wait past connectionTimeoutMillis, a connection that ended under a query, an unanswered query.
 */
const UNAVAILABLE_DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  READ_TIMEOUT_MESSAGE,
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether a failure means the database cannot answer now (down, unreachable, too slow, or locked past
 * the configured wait) rather than that the request or the code is wrong. SQLite: SQLITE_BUSY* after
 * busy_timeout, SQLITE_LOCKED*. PostgreSQL: the SQLSTATEs, socket codes and driver messages above.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return true;
    // Class 08: connection exceptions.
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  if (UNAVAILABLE_DRIVER_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  // Node reports a refused connection to every address of a name as one AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
