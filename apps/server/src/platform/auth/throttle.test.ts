import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { IN_FLIGHT_EXPIRY_SECONDS, PAIR_POLICY, Throttle, type Reservation } from './throttle.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const entry = (key: string) => ({ key, policy: PAIR_POLICY });
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

/** One checked attempt that turns out wrong. */
async function wrongAttempt(throttle: Throttle, key: ReturnType<typeof entry>, now: Date): Promise<Reservation> {
  const reservation = await throttle.reserve([key], now);
  if (reservation.allowed) await throttle.failed([key], now);
  return reservation;
}

describe('Throttle', () => {
  it('keeps counting a client that waits out every delay, up to the longest wait, instead of starting over', async () => {
    const throttle = new Throttle(server.database.db);
    const key = entry('pair:test|patient@example.com');
    let now = new Date('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++)
      expect(await wrongAttempt(throttle, key, now)).toEqual({ allowed: true });
    const waits: number[] = [];
    // Wait out each delay (and a second more) and try again, 15 times: 1, 2, 4 … 512, then the 900 s cap.
    for (let i = 0; i < 15; i++) {
      const refused = await throttle.reserve([key], now);
      expect(refused.allowed).toBe(false);
      const wait = refused.allowed ? 0 : refused.waitSeconds;
      waits.push(wait);
      now = later(now, wait + 1);
      expect(await wrongAttempt(throttle, key, now)).toEqual({ allowed: true });
    }
    expect(waits.slice(0, 10)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    expect(waits.slice(10)).toEqual([900, 900, 900, 900, 900]);
  });

  it('forgets a client after a quiet period that starts when its wait is over', async () => {
    const throttle = new Throttle(server.database.db);
    const key = entry('pair:test|quiet@example.com');
    const start = new Date('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++) await wrongAttempt(throttle, key, start);
    expect((await throttle.reserve([key], start)).allowed).toBe(false);
    const quietEnough = later(start, 1 + PAIR_POLICY.forgetAfterSeconds + 1);
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++)
      expect(await wrongAttempt(throttle, key, quietEnough)).toEqual({ allowed: true });
  });

  it('counts a right check as nothing, and lets checks waiting for a place go ahead once it settles', async () => {
    const throttle = new Throttle(server.database.db);
    const key = entry('pair:test|waiting@example.com');
    const now = new Date('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++)
      expect(await throttle.reserve([key], now)).toEqual({ allowed: true });
    // Every place is taken by a check in flight: the next attempt waits instead of being refused.
    let decided: Reservation | undefined;
    const waiting = throttle.reserve([key], now).then((reservation) => (decided = reservation));
    await throttle.succeeded([key]);
    expect(await waiting).toEqual({ allowed: true });
    expect(decided).toEqual({ allowed: true });
    // Four still in flight and one more: none of them failed, so all five may still turn out wrong.
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++) await throttle.failed([key], now);
    expect((await throttle.reserve([key], now)).allowed).toBe(false);
  });

  it('refuses the waiting checks once the ones in flight settle as failures past the free attempts', async () => {
    const throttle = new Throttle(server.database.db);
    const key = entry('pair:test|guesses@example.com');
    const now = new Date('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++) await throttle.reserve([key], now);
    const waiting = Array.from({ length: 3 }, () => throttle.reserve([key], now));
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++) await throttle.failed([key], now);
    const decisions = await Promise.all(waiting);
    expect(decisions.map((decision) => decision.allowed)).toEqual([false, false, false]);
  });

  it('counts a check never settled (its process stopped mid-check) as a failure once it expires', async () => {
    const throttle = new Throttle(server.database.db);
    const key = entry('pair:test|crashed@example.com');
    const start = new Date('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++) await throttle.reserve([key], start);
    const afterExpiry = later(start, IN_FLIGHT_EXPIRY_SECONDS + 1);
    // Five abandoned checks count as five failures as of when they began: the first wait has passed, one try is allowed.
    expect(await throttle.reserve([key], afterExpiry)).toEqual({ allowed: true });
    await throttle.failed([key], afterExpiry);
    const refused = await throttle.reserve([key], afterExpiry);
    expect(refused).toMatchObject({ allowed: false, waitSeconds: 2 });
  });
});
