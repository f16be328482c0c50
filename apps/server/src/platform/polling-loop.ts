/**
 * The schedule of a background worker that drains a queue (export jobs, webhook deliveries): a round runs when
 * something wakes it and on every tick of its interval, never two at once. A wake during a round runs one more
 * round right after it, since the work that caused the wake may have come too late for the round in flight;
 * any number of wakes meanwhile make that one round. Nothing runs before start() or after stop().
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private started = false;
  private stopped = false;

  /** `round` should catch its own errors: a rejection would surface as an unhandled one. */
  constructor(
    private readonly round: () => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  /** True once stop() was called: a round checks it between items to stop early. */
  get stopping(): boolean {
    return this.stopped;
  }

  /** Ticks every interval from now, and runs a first round at once. */
  start(): void {
    this.started = true;
    this.timer = setInterval(() => this.wake(), this.intervalMs);
    this.wake();
  }

  /** Runs a round now, or right after the one in flight. */
  wake(): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    this.running = this.round().finally(() => {
      this.running = undefined;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
      }
    });
  }

  /**
   * Starts no further round; resolves when the round in flight has ended. The stop takes effect before this
   * returns its promise, so a caller may cut the round short (an abort) before awaiting it.
   */
  stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    return this.running ?? Promise.resolve();
  }
}
