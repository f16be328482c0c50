import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';

/** Where a statement of the replica reads ran: a standby, or the primary because none could take it. */
export type ReadTarget = 'replica' | 'primary';

/** What one replica looks like to its last check. */
export interface ReplicaStatus {
  /** Host, port and database of its URL: never the user's password. */
  name: string;
  healthy: boolean;
  /** Seconds its replayed data is behind the primary's; undefined while it does not answer. */
  lagSeconds: number | undefined;
}

/** A replica left out of reads (with why), or taken back. */
export interface ReplicaChange {
  name: string;
  healthy: boolean;
  reason: string;
  lagSeconds: number | undefined;
}

export interface ReplicaObserver {
  served(target: ReadTarget): void;
  changed(change: ReplicaChange): void;
}

/** One standby: its pool as Kysely sees it, and the raw one the checks read its replay position through. */
export interface ReplicaPool {
  name: string;
  pool: PostgresPool;
  raw: pg.Pool;
}

export interface ReplicaSetOptions {
  replicas: ReplicaPool[];
  /** The primary's pool, as its own Kysely instance uses it: fallback reads share its connections. */
  primary: PostgresPool;
  primaryRaw: pg.Pool;
  maxLagSeconds: number;
  checkIntervalMs: number;
  /** Whether a failure means the server cannot answer (database.ts's isDatabaseUnavailable). */
  isUnavailable(error: unknown): boolean;
}

/** `postgres://user:password@replica-1:5432/backoffice?…` → `replica-1:5432/backoffice`. */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** A WAL position `16/B374D848` as one number, so positions compare. */
function lsnValue(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** The primary's WAL position, and when a check first saw it there. */
interface Sample {
  at: number;
  lsn: bigint;
}

interface ReplicaState extends ReplicaStatus {
  /** False until the first check has judged it: until then reads do not go to it. */
  checked: boolean;
  source: ReplicaPool;
  /** When its check still unanswered was sent. */
  checkingSince: number | undefined;
}

/**
 * The PostgreSQL standbys of the primary, each with its own pool, checked on a schedule; hands reads
 * that may be a little behind to a healthy one in turn, or to the primary when none is.
 *
 * The lag is measured against the primary, not on the standby alone. The standby's own figure
 * (`now() - pg_last_xact_replay_timestamp()` when receive and replay positions differ) reads 0 on a
 * standby whose connection to the primary is gone: it has replayed all it received, and will never
 * see the writes it misses. Here each check reads the primary's `pg_current_wal_lsn()`, remembers
 * when each position was first seen, and a standby's lag is the age of the oldest position it has
 * not yet replayed: a standby cut off, paused or slow falls behind on the primary's clock alone, and
 * an idle primary writes no WAL, so an idle standby stays at 0. The figure is known to within one
 * check interval (config.ts keeps the interval within the bound).
 */
export class ReplicaSet {
  private readonly states: ReplicaState[];
  private readonly samples: Sample[] = [];
  private next = 0;
  private observer: ReplicaObserver | undefined;
  private readonly timer: NodeJS.Timeout;
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly options: ReplicaSetOptions) {
    this.states = options.replicas.map((source) => ({
      name: source.name,
      healthy: false,
      lagSeconds: undefined,
      checked: false,
      source,
      checkingSince: undefined,
    }));
    this.timer = setInterval(() => void this.check(), options.checkIntervalMs);
    // A check due must not keep a process that is otherwise done alive (the command line, tests).
    this.timer.unref();
    void this.check();
  }

  /** The pool of the replica reads' Kysely instance: each connection from a healthy replica, or the primary. */
  readonly pool: PostgresPool = {
    connect: () => this.connect(),
    end: () => this.close(),
  };

  status(): ReplicaStatus[] {
    return this.states.map(({ name, healthy, lagSeconds }) => ({ name, healthy, lagSeconds }));
  }

  /** One observer (the app's metrics and log); told at once of every replica already judged. */
  observe(observer: ReplicaObserver): void {
    this.observer = observer;
    for (const state of this.states.filter((each) => each.checked))
      observer.changed({
        name: state.name,
        healthy: state.healthy,
        reason: state.healthy ? 'in use' : 'left out',
        lagSeconds: state.lagSeconds,
      });
  }

  /** Runs one check now (or waits for the one running): tests and start-up need not wait for the schedule. */
  async check(): Promise<void> {
    if (this.closed) return;
    this.running ??= this.checkAll().finally(() => {
      this.running = undefined;
    });
    await this.running;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
    await Promise.all(this.options.replicas.map((replica) => replica.pool.end()));
  }

  /** A raw pg client, as RowStream reads through: a healthy replica's, or the primary's. Counted as one read. */
  async connectRaw(): Promise<pg.PoolClient> {
    const { client, target } = await this.choose(
      (replica) => replica.raw.connect(),
      () => this.options.primaryRaw.connect(),
    );
    this.observer?.served(target);
    return client;
  }

  private async connect(): Promise<PostgresPoolClient> {
    const { client, target, state } = await this.choose(
      (replica) => replica.pool.connect(),
      () => this.options.primary.connect(),
    );
    const count = () => this.observer?.served(target);
    if (!state) return new CountedClient(client, count);
    return new CountedClient(client, count, async (sqlText, parameters, error) => {
      this.judge(state, false, `not answering: ${messageOf(error)}`, undefined);
      const primary = await this.options.primary.connect();
      try {
        const result = await primary.query<unknown>(sqlText, parameters);
        this.observer?.served('primary');
        return result;
      } finally {
        primary.release();
      }
    });
  }

  private async choose<C>(
    onReplica: (replica: ReplicaPool) => Promise<C>,
    onPrimary: () => Promise<C>,
  ): Promise<{ client: C; target: ReadTarget; state?: ReplicaState }> {
    const healthy = this.states.filter((state) => state.healthy);
    for (let tried = 0; tried < healthy.length; tried += 1) {
      const state = healthy[(this.next + tried) % healthy.length];
      if (!state) break;
      try {
        const client = await onReplica(state.source);
        this.next = (this.next + tried + 1) % healthy.length;
        return { client, target: 'replica', state };
      } catch (error) {
        if (!this.options.isUnavailable(error)) throw error;
        // Not waiting for the next check: the next read would meet the same refusal.
        this.judge(state, false, `not answering: ${messageOf(error)}`, undefined);
      }
    }
    return { client: await onPrimary(), target: 'primary' };
  }

  private async checkAll(): Promise<void> {
    let primaryLsn: bigint;
    try {
      const result = await this.options.primaryRaw.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      primaryLsn = lsnValue(result.rows[0]?.lsn ?? '0/0');
    } catch {
      // Without the primary's position no lag can be judged; its reads fail or fall back anyway.
      return;
    }
    const now = Date.now();
    if (this.samples.at(-1)?.lsn !== primaryLsn) this.samples.push({ at: now, lsn: primaryLsn });
    // Positions older than twice the bound are not needed to tell that a standby behind them is too far behind.
    const window = 2 * this.options.maxLagSeconds * 1000;
    while (this.samples.length > 1 && (this.samples[1]?.at ?? now) < now - window) this.samples.shift();
    const bound = this.options.maxLagSeconds * 1000;
    const sent: Promise<void>[] = [];
    for (const state of this.states) {
      if (state.checkingSince !== undefined) {
        // A standby that cannot say where it is within the bound cannot be known to be within it.
        if (now - state.checkingSince > bound)
          this.judge(
            state,
            false,
            `not answering: no answer to its check within ${this.options.maxLagSeconds} s`,
            undefined,
          );
        continue;
      }
      state.checkingSince = now;
      sent.push(
        this.checkOne(state).finally(() => {
          state.checkingSince = undefined;
        }),
      );
    }
    // One standby that hangs (a stalled network, a frozen host) must not hold back the checks of the others.
    const waited = new AbortController();
    await Promise.race([
      Promise.all(sent),
      delay(bound, undefined, { ref: false, signal: waited.signal }).catch(() => undefined),
    ]);
    waited.abort();
  }

  private async checkOne(state: ReplicaState): Promise<void> {
    let replayed: string | null;
    try {
      const result = await state.source.raw.query<{ lsn: string | null }>(
        'select pg_last_wal_replay_lsn()::text as lsn',
      );
      replayed = result.rows[0]?.lsn ?? null;
    } catch (error) {
      this.judge(state, false, `not answering: ${messageOf(error)}`, undefined);
      return;
    }
    if (replayed === null) {
      // A promoted standby, or the primary named by mistake: it no longer receives the primary's writes.
      this.judge(state, false, 'not a standby (not in recovery)', undefined);
      return;
    }
    const position = lsnValue(replayed);
    const oldest = this.samples[0];
    const firstUnreplayed = this.samples.find((sample) => sample.lsn > position);
    // Timed at the answer, not the round: a late answer is compared with positions seen after the round began.
    const lagSeconds = firstUnreplayed ? (Date.now() - firstUnreplayed.at) / 1000 : 0;
    // Behind the oldest position remembered: how far is not known, so it is not trusted (at start, too).
    const unknown = oldest !== undefined && firstUnreplayed === oldest;
    const healthy = !unknown && lagSeconds <= this.options.maxLagSeconds;
    const reason = unknown
      ? 'behind every position its checks have seen: how far is not known'
      : healthy
        ? `lag ${lagSeconds} s`
        : `lag over ${this.options.maxLagSeconds} s`;
    this.judge(state, healthy, reason, lagSeconds);
  }

  private judge(state: ReplicaState, healthy: boolean, reason: string, lagSeconds: number | undefined): void {
    const changed = !state.checked || state.healthy !== healthy;
    state.checked = true;
    state.healthy = healthy;
    state.lagSeconds = lagSeconds;
    if (changed) this.observer?.changed({ name: state.name, healthy, reason, lagSeconds });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs on the primary a statement a replica's connection lost; answers its result. */
type Rerun = (
  sqlText: string,
  parameters: ReadonlyArray<unknown>,
  error: unknown,
) => Promise<PostgresQueryResult<unknown>>;

/** SQLSTATEs of a standby that went away under a statement: shut down, crashed, or not accepting connections. */
const LOST_SQLSTATES = ['57P01', '57P02', '57P03'];
/** What a statement lost on a replica fails with: a standby gone, replay's cancel (40001), or the socket's end. */
const LOST_CODES = new Set([...LOST_SQLSTATES, '40001', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const LOST_MESSAGES = ['Connection terminated', 'Client has encountered a connection error and is not queryable'];

/**
 * Whether a statement failed because its replica's connection did, or because replay on the standby
 * cancelled it (40001, "conflict with recovery"): a read the primary can answer instead. A statement
 * the standby cancelled for its own timeout is not among them: it would only be as slow again there.
 */
function lostOnReplica(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || LOST_CODES.has(code))) return true;
  return LOST_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * A client that tells, for each statement, where it ran. On a replica's connection, a statement lost
 * there outside a transaction runs again on the primary: a read repeated is the same read, and the
 * request gets its answer rather than a 503. Inside a transaction it cannot: the rest of the
 * transaction would not be on the same connection.
 */
class CountedClient implements PostgresPoolClient {
  private inTransaction = false;

  constructor(
    private readonly client: PostgresPoolClient,
    private readonly count: () => void,
    private readonly rerun?: Rerun,
  ) {}

  query<R>(sqlText: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') return this.client.query(sqlOrCursor);
    return this.run<R>(sqlOrCursor, parameters ?? []);
  }

  release(): void {
    this.client.release();
  }

  private async run<R>(sqlText: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const opening = /^\s*(begin|start transaction)\b/i.test(sqlText);
    const closing = /^\s*(commit|rollback)\b/i.test(sqlText);
    if (opening) this.inTransaction = true;
    try {
      const result = await this.client.query<R>(sqlText, parameters);
      this.count();
      return result;
    } catch (error) {
      if (!this.rerun || this.inTransaction || !lostOnReplica(error)) {
        this.count();
        throw error;
      }
      return (await this.rerun(sqlText, parameters, error)) as PostgresQueryResult<R>;
    } finally {
      if (closing) this.inTransaction = false;
    }
  }
}
