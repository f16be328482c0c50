import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import { connectionsOf, type AcknowledgedCreate, type RequestKind } from './mix.js';

/** Seconds without an answer before autocannon counts a request as timed out (and the run fails). */
const REQUEST_TIMEOUT_SECONDS = 10;
/** Longest wait for every connection's first answer before the load begins. */
const CONNECT_LIMIT_SECONDS = 30;
/** Bodies of failed answers kept per kind, to say what went wrong. */
const SAMPLES_KEPT = 5;
/** What a connection asks while it is not part of the load: before it, or once its kind's supply is used up. */
const IDLE_PATH = '/v1/ping';

export interface KindFigures {
  name: string;
  weight: number;
  connections: number;
  /** Seconds of load (from the moment every connection was answered to the end). */
  seconds: number;
  /** Every load answer's latency in ms, whatever its status. */
  latencies: number[];
  ok: number;
  /** 409: a create or update that met a unique rule; expected to be 0 by the design of the creates. */
  conflicts: number;
  /** Other 4xx: a request the bench got wrong. */
  clientErrors: number;
  serverErrors: number;
  /** Connection errors, timeouts included, over the whole run (connecting too). */
  errors: number;
  timeouts: number;
  samples: string[];
}

export interface MixRun {
  /** Seconds until every connection had its first answer: the server accepts new connections one per turn of its event loop. */
  connectSeconds: number;
  /** Connections answered before the load began; fewer than all when connecting took too long. */
  connected: number;
  seconds: number;
  kinds: KindFigures[];
  acknowledged: AcknowledgedCreate[];
}

interface Bearers {
  staff: Record<string, string>;
  platform: Record<string, string>;
}

/** Whether the load is on; shared by every kind's connections. */
interface Phase {
  loading: boolean;
}

/** What setupRequest leaves in autocannon's per-request context, for onResponse to read. */
interface RequestMark {
  idle?: boolean;
}

function newFigures(kind: RequestKind, connections: number): KindFigures {
  return {
    name: kind.name,
    weight: kind.weight,
    connections,
    seconds: 0,
    latencies: [],
    ok: 0,
    conflicts: 0,
    clientErrors: 0,
    serverErrors: 0,
    errors: 0,
    timeouts: 0,
    samples: [],
  };
}

function keepSample(figures: KindFigures, status: number, body: string): void {
  if (figures.samples.length < SAMPLES_KEPT) figures.samples.push(`${status} ${body.slice(0, 400)}`);
}

/** Counts one answer by status, and keeps the acknowledged row of a create. */
function recordAnswer(
  kind: RequestKind,
  figures: KindFigures,
  acknowledged: AcknowledgedCreate[],
  status: number,
  body: string,
): void {
  if (status >= 500) {
    figures.serverErrors++;
    keepSample(figures, status, body);
  } else if (status === 409) {
    figures.conflicts++;
  } else if (status >= 400) {
    figures.clientErrors++;
    keepSample(figures, status, body);
  } else if (status >= 200 && status < 300) {
    figures.ok++;
    if (kind.acknowledge) {
      try {
        acknowledged.push(kind.acknowledge(JSON.parse(body)));
      } catch {
        // An acknowledgement the bench cannot read is a failure of its own, shown with the others.
        figures.clientErrors++;
        keepSample(figures, status, `unreadable acknowledgement: ${body}`);
      }
    }
  }
}

/**
 * The request of a kind, built anew before every send: the no-op route while the load is off or the
 * kind's supply is used up (marked idle, so its answer is left out of the figures), else the kind's next.
 */
function kindRequest(kind: RequestKind, headers: Record<string, string>, phase: Phase): autocannon.Request {
  let built = 0;
  return {
    setupRequest: (request, context) => {
      if (!phase.loading || (kind.limit !== undefined && built >= kind.limit)) {
        (context as RequestMark).idle = true;
        return { ...request, method: 'GET', path: IDLE_PATH, headers: {}, body: undefined };
      }
      built++;
      const { path, body } = kind.next();
      const withBody =
        body === undefined
          ? { headers: { authorization: headers['authorization'] as string }, body: undefined }
          : { headers, body: JSON.stringify(body) };
      return { ...request, method: kind.method, path, ...withBody };
    },
  };
}

interface KindRun {
  figures: KindFigures;
  /** Connections with at least one answer. */
  answered: Set<unknown>;
  done: Promise<void>;
  stop(): void;
}

/** One autocannon instance for one kind: its own connections, so each kind has its own latencies. */
function driveKind(
  baseUrl: string,
  kind: RequestKind,
  connections: number,
  bearers: Bearers,
  phase: Phase,
  acknowledged: AcknowledgedCreate[],
  onAnswered: () => void,
): KindRun {
  const figures = newFigures(kind, connections);
  const answered = new Set<unknown>();
  const request = kindRequest(kind, kind.bearer === 'platform' ? bearers.platform : bearers.staff, phase);
  // autocannon calls onResponse and then emits 'response' for the same answer, synchronously: the mark passes between them.
  let lastWasIdle = false;
  request.onResponse = (status, body, context) => {
    lastWasIdle = (context as RequestMark).idle === true;
    if (!lastWasIdle) recordAnswer(kind, figures, acknowledged, status, body);
  };
  let settle: (error: unknown, result: autocannon.Result) => void = () => undefined;
  const finished = new Promise<autocannon.Result>(
    (resolve, reject) => (settle = (error, result) => (error ? reject(error) : resolve(result))),
  );
  // The run is ended by stop(); the duration is only an upper bound.
  const duration = CONNECT_LIMIT_SECONDS + 24 * 3600;
  const instance = autocannon(
    { url: baseUrl, connections, timeout: REQUEST_TIMEOUT_SECONDS, duration, requests: [request] },
    (error, result) => settle(error, result),
  );
  // The typings leave out the first argument autocannon passes with each answer (the client).
  (instance as EventEmitter).on(
    'response',
    (client: unknown, _status: number, _bytes: number, responseTime: number) => {
      if (!answered.has(client)) {
        answered.add(client);
        onAnswered();
      }
      if (!lastWasIdle) figures.latencies.push(responseTime);
    },
  );
  const done = finished.then((result) => {
    figures.errors = result.errors;
    figures.timeouts = result.timeouts;
  });
  return { figures, answered, done, stop: () => instance.stop() };
}

/**
 * Every kind at once against one server. First each connection asks the no-op route until every one
 * has been answered (so that the load measures the mix, not a storm of new connections: the server
 * accepts one new connection per turn of its event loop); then the mix runs for `seconds`.
 */
export async function driveMix(
  baseUrl: string,
  kinds: RequestKind[],
  totalConnections: number,
  seconds: number,
  bearers: Bearers,
): Promise<MixRun> {
  const acknowledged: AcknowledgedCreate[] = [];
  const connections = connectionsOf(kinds, totalConnections);
  const total = connections.reduce((sum, count) => sum + count, 0);
  const phase: Phase = { loading: false };
  const started = performance.now();
  let connected = 0;
  let loadStarted = 0;
  let stopAll: () => void = () => undefined;
  let endTimer: NodeJS.Timeout | undefined;
  const startLoad = () => {
    phase.loading = true;
    loadStarted = performance.now();
    endTimer = setTimeout(stopAll, seconds * 1000);
  };
  const runs = kinds.map((kind, index) =>
    driveKind(baseUrl, kind, connections[index] as number, bearers, phase, acknowledged, () => {
      connected++;
      if (connected === total) startLoad();
    }),
  );
  stopAll = () => runs.forEach((run) => run.stop());
  const connectTimer = setTimeout(() => {
    if (!phase.loading) stopAll();
  }, CONNECT_LIMIT_SECONDS * 1000);
  try {
    await Promise.all(runs.map((run) => run.done));
  } finally {
    clearTimeout(connectTimer);
    clearTimeout(endTimer);
  }
  const ended = performance.now();
  const loadSeconds = phase.loading ? (ended - loadStarted) / 1000 : 0;
  for (const run of runs) run.figures.seconds = loadSeconds;
  return {
    connectSeconds: ((phase.loading ? loadStarted : ended) - started) / 1000,
    connected,
    seconds: loadSeconds,
    kinds: runs.map((run) => run.figures),
    acknowledged,
  };
}
