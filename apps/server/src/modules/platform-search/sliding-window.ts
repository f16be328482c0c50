import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/**
 * A rate-limit store for @fastify/rate-limit that lets a call through only when fewer than `max` calls were let
 * through in the `timeWindow` before it, so no span of that length ever passes more than `max`. The plugin's
 * own store counts in fixed windows that start over at a boundary: `max` calls just before it and `max` just
 * after pass within a second, twice the limit in any minute around the boundary.
 *
 * Each bucket keeps the times of its last `max` admissions, oldest first, as a ring: a call is let through
 * when the oldest of them is a whole window old (or there are fewer than `max`), and it then takes that
 * oldest slot. Refused calls are not kept, so a client that keeps calling past the limit still gets through
 * again as its earlier calls age out. The memory is one number per admission of the last window (8 bytes
 * times the limit per key and route), the price of being exact.
 */
interface AdmissionLog {
  /** Admission times in ms; a ring once it holds `max` of them, `oldest` its first. */
  times: number[];
  oldest: number;
}

/** Buckets idle for a whole window count nothing; they are swept once the map holds this many. */
const SWEEP_AT = 10_000;

function at(log: AdmissionLog, index: number): number {
  return log.times[(log.oldest + index) % log.times.length] as number;
}

/** How many admissions of the log fall after `since`: the ring is in time order, so a binary search. */
function countAfter(log: AdmissionLog, since: number): { count: number; firstIndex: number } {
  let low = 0;
  let high = log.times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (at(log, middle) > since) high = middle;
    else low = middle + 1;
  }
  return { count: log.times.length - low, firstIndex: low };
}

/** The store's class for the plugin's `store` option; `now` is injectable for tests. */
export function slidingWindowStore(now: () => number = Date.now): new () => FastifyRateLimitStore {
  class SlidingWindowStore implements FastifyRateLimitStore {
    private readonly logs = new Map<string, AdmissionLog>();

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      const log = this.logs.get(key) ?? this.track(key, timeWindow);
      // Never before the newest admission, so the ring stays in order when the clock steps back.
      const time = Math.max(now(), log.times.length > 0 ? at(log, log.times.length - 1) : 0);
      const since = time - timeWindow;
      if (log.times.length >= max && at(log, 0) > since) {
        callback(null, { current: max + 1, ttl: at(log, 0) + timeWindow - time });
        return;
      }
      if (log.times.length < max) log.times.push(time);
      else {
        log.times[log.oldest] = time;
        log.oldest = (log.oldest + 1) % log.times.length;
      }
      const { count, firstIndex } = countAfter(log, since);
      callback(null, { current: count, ttl: at(log, firstIndex) + timeWindow - time });
    }

    child(): FastifyRateLimitStore {
      return new SlidingWindowStore();
    }

    private track(key: string, timeWindow: number): AdmissionLog {
      if (this.logs.size >= SWEEP_AT) {
        const idleBefore = now() - timeWindow;
        for (const [other, log] of this.logs)
          if (log.times.length === 0 || at(log, log.times.length - 1) <= idleBefore) this.logs.delete(other);
      }
      const log: AdmissionLog = { times: [], oldest: 0 };
      this.logs.set(key, log);
      return log;
    }
  }
  return SlidingWindowStore;
}
