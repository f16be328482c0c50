import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import {
  INGEST_KINDS,
  SEARCH_STATUSES,
  type IngestKind,
  type IngestResult,
  type SearchStatus,
} from '@backoffice/contract';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { ReadTarget, ReplicaSet } from './db/replicas.js';

/** The route label of a request that matched no route: one series, whatever path was asked for. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; from the no-op route (well under 5 ms) to the statement timeout's default (10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type HistogramChild = ReturnType<Histogram<'method' | 'route' | 'status'>['labels']>;
type CounterChild = ReturnType<Counter['labels']>;

/**
 * A child of known labels, shown at 0 from the start: prom-client writes a series only once it is
 * counted, and rate() or increase() over a series that appears with its first event misses that event.
 */
function zeroed(child: CounterChild): CounterChild {
  child.inc(0);
  return child;
}

/** Which step of the sign-in a failure happened at: the password, or the second factor's code or passkey. */
export type SignInStep = 'password' | 'second_factor';

/**
 * The metrics of one app instance, on a registry of its own: the test suite builds many apps in one process,
 * and prom-client's default registry would mix their counts (and refuse a metric registered twice).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  /**
   * Labelled children by method, route and status, made once each rather than by labels() on every request,
   * which builds and checks a label object each time: every request pays for this, the no-op route included.
   */
  private readonly requestChildren = new Map<string, HistogramChild>();
  private readonly statementDuration: Histogram;
  private readonly signInFailures: Record<SignInStep, CounterChild>;
  private readonly signInThrottles: Counter;
  private readonly searches: Record<SearchStatus, CounterChild>;
  private readonly rateLimited: Counter<'route'>;
  private readonly ingestRows: Record<IngestKind, Record<'accepted' | 'duplicate' | 'rejected', CounterChild>>;
  private readonly replicaReads: Record<ReadTarget, CounterChild> | undefined;

  constructor(database: DatabaseHandle, exportClaimTimeoutSeconds: number) {
    const registers = [this.registry];
    this.requestDuration = new Histogram({
      name: 'backoffice_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status; its _count is the request count.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.statementDuration = new Histogram({
      name: 'backoffice_db_statement_duration_seconds',
      help: 'Time database statements took, failed ones included.',
      buckets: [0.0005, 0.001, 0.0025, ...DURATION_BUCKETS],
      registers,
    });
    database.observeStatements((milliseconds) => this.statementDuration.observe(milliseconds / 1000));
    new Gauge({
      name: 'backoffice_db_pool_connections',
      help: 'Database connections of this instance: total open, idle, and requests waiting for one (PostgreSQL); SQLite has one.',
      labelNames: ['state'],
      registers,
      collect() {
        const use = database.poolUse();
        this.set({ state: 'total' }, use.total);
        if (use.idle !== undefined) this.set({ state: 'idle' }, use.idle);
        if (use.waiting !== undefined) this.set({ state: 'waiting' }, use.waiting);
      },
    });
    new Gauge({
      name: 'backoffice_export_jobs',
      help: 'File export jobs in the database (every instance): queued, running (a live claim), failed (kept until deleted).',
      labelNames: ['state'],
      registers,
      async collect() {
        // A database that cannot answer leaves the gauge out of this scrape rather than failing the whole scrape.
        const counts = await exportJobCounts(database, exportClaimTimeoutSeconds).catch(() => undefined);
        this.reset();
        if (counts) for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      },
    });
    this.replicaReads = database.replicas && replicaMetrics(database.replicas, registers);
    const failures = new Counter({
      name: 'backoffice_sign_in_failures_total',
      help: 'Sign-ins refused for a wrong e-mail or password, or a wrong second-factor code or passkey.',
      labelNames: ['step'],
      registers,
    });
    this.signInFailures = {
      password: zeroed(failures.labels('password')),
      second_factor: zeroed(failures.labels('second_factor')),
    };
    this.signInThrottles = new Counter({
      name: 'backoffice_sign_in_throttled_total',
      help: 'Sign-in attempts held back by the sign-in throttle (429 TOO_MANY_ATTEMPTS).',
      registers,
    });
    const searches = new Counter({
      name: 'backoffice_platform_searches_total',
      help: 'Platform searches answered, by status.',
      labelNames: ['status'],
      registers,
    });
    this.searches = Object.fromEntries(
      SEARCH_STATUSES.map((status) => [status, zeroed(searches.labels(status))]),
    ) as Record<SearchStatus, CounterChild>;
    this.rateLimited = new Counter({
      name: 'backoffice_platform_rate_limited_total',
      help: 'Platform API calls refused by the per-key rate limit (429 RATE_LIMITED), by route pattern.',
      labelNames: ['route'],
      registers,
    });
    const rows = new Counter({
      name: 'backoffice_ingest_rows_total',
      help: 'Rows of committed ingest batches, by kind and what became of them.',
      labelNames: ['kind', 'result'],
      registers,
    });
    this.ingestRows = Object.fromEntries(
      INGEST_KINDS.map((kind) => [
        kind,
        {
          accepted: zeroed(rows.labels(kind, 'accepted')),
          duplicate: zeroed(rows.labels(kind, 'duplicate')),
          rejected: zeroed(rows.labels(kind, 'rejected')),
        },
      ]),
    ) as Metrics['ingestRows'];
  }

  /** Node's own figures (CPU, memory, event-loop delay, GC): they start observers, so only where they can be read. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * One answered request, labelled by the route's pattern (`/v1/sponsor/:id`), never the URL: URLs carry ids,
   * each of which would be a series, and on some routes tokens (download links, token sign-in). Fed by the
   * request log (http/logging.ts) when METRICS_TOKEN is set.
   */
  readonly observeRequest = (method: string, route: string | undefined, status: number, seconds: number): void => {
    const key = `${method} ${status} ${route}`;
    let child = this.requestChildren.get(key);
    if (child === undefined) {
      child = this.requestDuration.labels(method, route ?? UNMATCHED_ROUTE, String(status));
      this.requestChildren.set(key, child);
    }
    child.observe(seconds);
  };

  /** A statement of the replica reads, run on a replica or, none being healthy, on the primary. */
  replicaRead(target: ReadTarget): void {
    this.replicaReads?.[target].inc();
  }

  signInFailed(step: SignInStep): void {
    this.signInFailures[step].inc();
  }

  signInThrottled(): void {
    this.signInThrottles.inc();
  }

  searchAnswered(status: SearchStatus): void {
    this.searches[status].inc();
  }

  platformRateLimited(route: string): void {
    this.rateLimited.inc({ route });
  }

  ingested(kind: IngestKind, result: IngestResult): void {
    const counters = this.ingestRows[kind];
    counters.accepted.inc(result.accepted);
    counters.duplicate.inc(result.duplicates);
    counters.rejected.inc(result.rejected.length);
  }
}

/** Only where DATABASE_REPLICA_URLS names replicas: a deployment without them shows none of these series. */
function replicaMetrics(replicas: ReplicaSet, registers: Registry[]): Record<ReadTarget, CounterChild> {
  new Gauge({
    name: 'backoffice_db_replica_healthy',
    help: 'Read replicas: 1 while one takes reads, 0 while it is left out (too far behind, or not answering).',
    labelNames: ['replica'],
    registers,
    collect() {
      for (const { name, healthy } of replicas.status()) this.set({ replica: name }, healthy ? 1 : 0);
    },
  });
  new Gauge({
    name: 'backoffice_db_replica_lag_seconds',
    help: 'Read replicas: how far behind the primary each one’s data was at its last check; absent while it does not answer.',
    labelNames: ['replica'],
    registers,
    collect() {
      this.reset();
      for (const { name, lagSeconds } of replicas.status())
        if (lagSeconds !== undefined) this.set({ replica: name }, lagSeconds);
    },
  });
  const reads = new Counter({
    name: 'backoffice_db_replica_reads_total',
    help: 'Statements of the reads that may go to a replica, by where they ran: a replica, or the primary when none was healthy.',
    labelNames: ['served_by'],
    registers,
  });
  return { replica: zeroed(reads.labels('replica')), primary: zeroed(reads.labels('primary')) };
}

/** Counted at scrape time, so every instance shows the deployment's jobs: alert on one instance's series, or on max(). */
async function exportJobCounts(
  database: DatabaseHandle,
  claimTimeoutSeconds: number,
): Promise<Record<'queued' | 'running' | 'failed', number>> {
  // A claim whose heartbeat stopped is a dead worker's: the job waits for another, so it counts as queued (worker.ts).
  const liveSince = new Date(Date.now() - claimTimeoutSeconds * 1000).toISOString();
  const rows = await database.db
    .selectFrom('exports')
    .select((eb) => [
      'status',
      eb.and([eb('claimed_by', 'is not', null), eb('heartbeat_at', '>=', liveSince)]).as('claimed'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('status', 'in', ['Pending', 'Failed'])
    .groupBy(['status', 'claimed'])
    .execute();
  const counts = { queued: 0, running: 0, failed: 0 };
  for (const row of rows) {
    const state = row.status === 'Failed' ? 'failed' : row.claimed ? 'running' : 'queued';
    counts[state] += Number(row.count);
  }
  return counts;
}

/** The app's metrics; Node's figures only when /metrics can be scraped (METRICS_TOKEN). */
export function createMetrics(
  config: Pick<Config, 'METRICS_TOKEN' | 'EXPORT_CLAIM_TIMEOUT_SECONDS'>,
  database: DatabaseHandle,
): Metrics {
  const metrics = new Metrics(database, config.EXPORT_CLAIM_TIMEOUT_SECONDS);
  if (config.METRICS_TOKEN !== undefined) metrics.collectProcessMetrics();
  return metrics;
}
