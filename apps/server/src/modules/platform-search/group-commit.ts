/** Most items one batch writes: bounds one transaction's size when a backlog has built up. */
const MAX_BATCH = 2000;

interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (docs/decisions/0040): callers hand in an item and are answered once the batch that
 * holds it has been written (committed) — or fail with the batch's error, nothing of it written.
 * One batch is written at a time; the items arriving meanwhile make the next batch, written as soon
 * as the previous one is done. An idle instance writes a lone item at once (after the current turn
 * of the event loop, so the requests parsed in the same turn share it); under load the batches grow
 * with the load, and the writes per item shrink.
 */
export class GroupCommit<T> {
  private waiting: Waiting<T>[] = [];
  private writing = false;
  /** Batches written (tests and metrics read it). */
  batches = 0;

  constructor(private readonly write: (items: T[]) => Promise<void>) {}

  /** Resolves once `item` is durably written with its batch. */
  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        await this.write(batch.map((waiting) => waiting.item));
        this.batches += 1;
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.writing = false;
  }
}
