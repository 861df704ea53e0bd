/**
 * Fixed-window counters. In memory for one instance; a Redis-backed implementation of the same
 * interface is what several instances would share (ARCHITECTURE §8).
 */
export interface RateLimitRule {
  /** Key prefix, e.g. 'admin-login-fail:user'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit; true when the hit is within the limit. */
  hit(rule: RateLimitRule, key: string): Promise<boolean>;
  /** True when the key is already at its limit (without counting). */
  exceeded(rule: RateLimitRule, key: string): Promise<boolean>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  private current(rule: RateLimitRule, key: string) {
    const now = Date.now();
    this.sweep(now);
    const id = `${rule.name}:${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      this.windows.set(id, window);
    }
    return window;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }

  async hit(rule: RateLimitRule, key: string) {
    const window = this.current(rule, key);
    window.count += 1;
    return window.count <= rule.limit;
  }

  async exceeded(rule: RateLimitRule, key: string) {
    return this.current(rule, key).count >= rule.limit;
  }

  async reset(rule: RateLimitRule, key: string) {
    this.windows.delete(`${rule.name}:${key}`);
  }
}
