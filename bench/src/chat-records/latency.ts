import { percentile } from '../percentile.js';

export interface Latency {
  name: string;
  p50Ms: number;
  p95Ms: number;
  failures: number;
  /** The p95 this case must stay within, when it has one. */
  budgetMs?: number;
  /** What the request answered (e.g. the total), for the table. */
  answered?: string;
}

/** Single-request latency: `samples` requests one after another (after a short warm-up), p50 and p95. */
export async function timeRequests(
  name: string,
  url: string,
  headers: Record<string, string>,
  samples: number,
): Promise<Latency> {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < samples + 3; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) failures++;
    if (i >= 3) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { name, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), failures };
}

export interface TimedCase {
  name: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * Single-request latency of several cases asked in turn: round after round, one request of each
 * case, so no request follows one of its own kind (a database or the server answering the same
 * query twice in a row from what the last one left warm). Three warm-up rounds, then `samples`
 * timed ones; p50 and p95 of each case, in the order given.
 */
export async function timeInTurn(cases: readonly TimedCase[], samples: number): Promise<Latency[]> {
  const times: number[][] = cases.map(() => []);
  const failures = cases.map(() => 0);
  for (let round = 0; round < samples + 3; round++) {
    for (const [index, { url, headers }] of cases.entries()) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (!response.ok) failures[index] = (failures[index] ?? 0) + 1;
      if (round >= 3) times[index]?.push(elapsed);
    }
  }
  return cases.map(({ name }, index) => {
    const sorted = (times[index] ?? []).sort((a, b) => a - b);
    return {
      name,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      failures: failures[index] ?? 0,
    };
  });
}
