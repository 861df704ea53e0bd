import type { Logger } from '../../logger.js';

/** How often a continuing outage is logged. */
export const OUTAGE_LOG_INTERVAL_MS = 10_000;

/**
 * Logs a database outage once per interval instead of once per failed request (issue 11: 5,363
 * stack traces in 10 s): the first failure with its error, then, while failures go on, one line per
 * interval with how many requests failed in it. The timer is unref'd: it never keeps a process alive.
 */
export class OutageLog {
  private failures = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly log: Pick<Logger, 'error'>,
    private readonly intervalMs = OUTAGE_LOG_INTERVAL_MS,
  ) {}

  report(error: unknown): void {
    if (this.timer) {
      this.failures += 1;
      return;
    }
    this.log.error({ err: error }, 'database unavailable');
    this.startInterval();
  }

  private startInterval() {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.failures === 0) return;
      const failures = this.failures;
      this.failures = 0;
      this.log.error(
        { failures, seconds: this.intervalMs / 1000 },
        `database still unavailable: ${failures} failed requests in ${this.intervalMs / 1000} s`,
      );
      this.startInterval();
    }, this.intervalMs);
    this.timer.unref();
  }
}

const byLogger = new WeakMap<object, OutageLog>();

/** The outage log of a logger (one per process logger, so every face counts together). */
export function outageLogOf(log: Pick<Logger, 'error'>): OutageLog {
  let outage = byLogger.get(log);
  if (!outage) byLogger.set(log, (outage = new OutageLog(log)));
  return outage;
}
