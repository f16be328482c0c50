import { percentile } from '../percentile.js';
import type { KindFigures, MixRun } from './drive.js';
import type { ReadBack } from './verify.js';

function row(name: string, share: string, figures: Omit<KindFigures, 'name' | 'weight' | 'samples'>, seconds: number) {
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  return {
    kind: name,
    share: share,
    connections: figures.connections,
    requests: figures.latencies.length,
    'req/s': Math.round(figures.latencies.length / Math.max(seconds, 0.001)),
    'p50 ms': percentile(sorted, 0.5).toFixed(1),
    'p95 ms': percentile(sorted, 0.95).toFixed(1),
    'p99 ms': percentile(sorted, 0.99).toFixed(1),
    '2xx': figures.ok,
    '4xx': figures.clientErrors + figures.conflicts,
    '409 (expected)': figures.conflicts,
    '5xx': figures.serverErrors,
    'errors/timeouts': `${figures.errors}/${figures.timeouts}`,
  };
}

function totals(kinds: readonly KindFigures[]): Omit<KindFigures, 'name' | 'weight' | 'samples'> {
  const sum = (pick: (figures: KindFigures) => number) => kinds.reduce((total, figures) => total + pick(figures), 0);
  return {
    connections: sum((k) => k.connections),
    seconds: Math.max(...kinds.map((k) => k.seconds)),
    latencies: kinds.flatMap((k) => k.latencies),
    ok: sum((k) => k.ok),
    conflicts: sum((k) => k.conflicts),
    clientErrors: sum((k) => k.clientErrors),
    serverErrors: sum((k) => k.serverErrors),
    errors: sum((k) => k.errors),
    timeouts: sum((k) => k.timeouts),
  };
}

/** The table of one database's run: a row per kind (req/s over the kind's own time), then the totals. */
export function printMixTable(database: string, run: MixRun): void {
  const weights = run.kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const connections = run.kinds.reduce((sum, k) => sum + k.connections, 0);
  console.log(
    `\n${database}: ${connections} connections, all answered (no-op route) after ${run.connectSeconds.toFixed(1)} s; then the mix for ${run.seconds.toFixed(1)} s`,
  );
  console.table([
    ...run.kinds.map((kind) => row(kind.name, `${Math.round((kind.weight * 100) / weights)}%`, kind, kind.seconds)),
    row('total', '100%', totals(run.kinds), run.seconds),
  ]);
}

/** What failed in one database's run, as lines; empty when the run passed. */
export function failuresOf(database: string, run: MixRun, readBack: ReadBack): string[] {
  const failures: string[] = [];
  const connections = run.kinds.reduce((sum, k) => sum + k.connections, 0);
  if (run.connected < connections)
    failures.push(
      `${database}: only ${run.connected} of ${connections} connections were answered within ${run.connectSeconds.toFixed(0)} s; the mix did not run`,
    );
  for (const kind of run.kinds) {
    if (kind.serverErrors > 0) failures.push(`${database} ${kind.name}: ${kind.serverErrors} answers 5xx`);
    if (kind.clientErrors > 0)
      failures.push(`${database} ${kind.name}: ${kind.clientErrors} unexpected 4xx answers (the bench asked wrongly)`);
    if (kind.errors > 0)
      failures.push(`${database} ${kind.name}: ${kind.errors} connection errors, ${kind.timeouts} of them timeouts`);
    for (const sample of kind.samples) failures.push(`    e.g. ${sample}`);
  }
  if (readBack.lost.length > 0)
    failures.push(
      `${database}: ${readBack.lost.length} acknowledged creates lost, e.g. ${JSON.stringify(readBack.lost.slice(0, 3))}`,
    );
  for (const change of readBack.changed.slice(0, 5)) failures.push(`${database}: read back differently: ${change}`);
  return failures;
}

export function printReadBack(database: string, readBack: ReadBack): void {
  console.log(
    `${database}: acknowledged creates: ${readBack.acknowledged}, read back: ${readBack.readBack}, lost: ${readBack.lost.length}${readBack.changed.length > 0 ? `, read back differently: ${readBack.changed.length}` : ''}`,
  );
}
