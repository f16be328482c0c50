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
