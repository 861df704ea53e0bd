/**
 * Writes kept in memory and run at most once per interval (views, search logs): `schedule()` after
 * something is kept, `flush()` to write now (tests, shutdown), `close()` at the portal's stop.
 * Flushes run one at a time, in order.
 */
export class FlushTimer {
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: () => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  /** A flush within the interval, unless one is already due. */
  schedule() {
    this.timer ??= setTimeout(() => void this.flush(), this.intervalMs).unref();
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => {
      clearTimeout(this.timer);
      this.timer = undefined;
      return this.write();
    });
    return this.flushing;
  }

  /** Writes what is pending and stops the timer (a failed write may have scheduled another). */
  async close() {
    await this.flush();
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
