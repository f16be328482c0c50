import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollingLoop } from './polling-loop.js';

/** A round the test ends when it chooses, counting how many began and how many ran at once. */
function controlledRounds() {
  const ends: (() => void)[] = [];
  const state = { began: 0, inFlight: 0, mostAtOnce: 0 };
  const round = () => {
    state.began += 1;
    state.inFlight += 1;
    state.mostAtOnce = Math.max(state.mostAtOnce, state.inFlight);
    return new Promise<void>((resolve) =>
      ends.push(() => {
        state.inFlight -= 1;
        resolve();
      }),
    );
  };
  /** Ends the oldest round still running, then lets the loop react. */
  const endRound = async () => {
    ends.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { round, state, endRound };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PollingLoop', () => {
  it('runs nothing before start, then a round at once and one per interval', async () => {
    const { round, state, endRound } = controlledRounds();
    const loop = new PollingLoop(round, 1000);
    loop.wake();
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.began).toBe(0);

    loop.start();
    expect(state.began).toBe(1);
    await endRound();
    await vi.advanceTimersByTimeAsync(999);
    expect(state.began).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.began).toBe(2);
    await endRound();
    await loop.stop();
  });

  it('runs one more round after the one in flight however many wakes came meanwhile, never two at once', async () => {
    const { round, state, endRound } = controlledRounds();
    const loop = new PollingLoop(round, 60_000);
    loop.start();
    loop.wake();
    loop.wake();
    loop.wake();
    expect(state.began).toBe(1);

    await endRound();
    expect(state.began).toBe(2);
    await endRound();
    expect(state.began).toBe(2);
    expect(state.mostAtOnce).toBe(1);
    await loop.stop();
  });

  it('stops at once for new rounds and resolves when the round in flight has ended', async () => {
    const { round, state, endRound } = controlledRounds();
    const loop = new PollingLoop(round, 1000);
    loop.start();
    loop.wake();
    expect(loop.stopping).toBe(false);

    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    expect(loop.stopping).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);

    await endRound();
    await stopping;
    expect(stopped).toBe(true);
    loop.wake();
    await vi.advanceTimersByTimeAsync(5000);
    // The wake that came during the last round, the ticks and the wake after stop started nothing.
    expect(state.began).toBe(1);
  });

  it('stops with nothing in flight at once', async () => {
    const { round, state, endRound } = controlledRounds();
    const loop = new PollingLoop(round, 1000);
    loop.start();
    await endRound();
    await expect(loop.stop()).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.began).toBe(1);
  });
});
