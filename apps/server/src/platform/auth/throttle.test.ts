import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { PAIR_POLICY, Throttle, type Reservation } from './throttle.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const entry = (key: string) => ({ key, policy: PAIR_POLICY });
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

describe('Throttle', () => {
  it('keeps counting a client that waits out every delay, up to the longest wait, instead of starting over', async () => {
    const throttle = new Throttle(server.database.db);
    const key = entry('pair:test|patient@example.com');
    let now = new Date('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++) expect(await throttle.reserve([key], now)).toEqual({ allowed: true });
    const waits: number[] = [];
    // Wait out each delay (and a second more) and try again, 15 times: 1, 2, 4 … 512, then the 900 s cap.
    for (let i = 0; i < 15; i++) {
      const refused: Reservation = await throttle.reserve([key], now);
      expect(refused.allowed).toBe(false);
      const wait = refused.allowed ? 0 : refused.waitSeconds;
      waits.push(wait);
      now = later(now, wait + 1);
      expect(await throttle.reserve([key], now)).toEqual({ allowed: true });
    }
    expect(waits.slice(0, 10)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    expect(waits.slice(10)).toEqual([900, 900, 900, 900, 900]);
  });

  it('forgets a client after a quiet period that starts when its wait is over', async () => {
    const throttle = new Throttle(server.database.db);
    const key = entry('pair:test|quiet@example.com');
    const start = new Date('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++) await throttle.reserve([key], start);
    const quietEnough = later(start, 1 + PAIR_POLICY.forgetAfterSeconds + 1);
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++) expect(await throttle.reserve([key], quietEnough)).toEqual({ allowed: true });
  });

  it('gives a released attempt back without lifting a wait earned by other failures', async () => {
    const throttle = new Throttle(server.database.db);
    const key = entry('pair:test|release@example.com');
    const now = new Date('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < PAIR_POLICY.freeFailures - 1; i++) await throttle.reserve([key], now);
    await throttle.release(key);
    // One given back: one more free attempt before the first wait.
    expect(await throttle.reserve([key], now)).toEqual({ allowed: true });
    expect(await throttle.reserve([key], now)).toEqual({ allowed: true });
    expect((await throttle.reserve([key], now)).allowed).toBe(false);
  });
});
