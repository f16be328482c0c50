/**
 * A small seeded generator for the bulk demo sections: millions of rows need something faster than
 * Faker, and each section gets its own stream so that skipping one section leaves the others' rows
 * unchanged.
 */
export class DemoRandom {
  private state: number;

  constructor(seed: number, stream: string) {
    let hash = 2166136261 ^ seed;
    for (const char of stream) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    this.state = hash >>> 0;
  }

  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Index in [0, n) leaning towards 0: a few bots, keywords or users get most of the traffic. */
  skewed(n: number, power = 2): number {
    return Math.min(n - 1, Math.floor(Math.pow(this.next(), power) * n));
  }
}

/** A stable pseudo-random number for a position, without walking a stream up to it. */
export function hashOf(seed: number, index: number, salt = 0): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35) ^ Math.imul(salt + 7, 0x27d4eb2f);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}
