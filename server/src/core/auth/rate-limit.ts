import { Redis } from 'ioredis';
import type { Knex } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Fixed-window counters (ARCHITECTURE §9): `limit` hits per `windowSeconds`, counted from the first. */
export interface RateLimitRule {
  /** Key prefix, e.g. 'login-fail:account'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit; true when the hit is within the limit. */
  hit(rule: RateLimitRule, key: string): Promise<boolean>;
  /** Counts one hit; when it is over the limit, also how long until the window lets the next one (Retry-After). */
  consume(rule: RateLimitRule, key: string): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Counts one hit and says how many the window now holds, past the limit too (a growing wait reads it). */
  count(rule: RateLimitRule, key: string): Promise<number>;
  /** True when the key is already at its limit (without counting). */
  exceeded(rule: RateLimitRule, key: string): Promise<boolean>;
  /** Holds the key for `seconds`, whatever it counted: a wait that `heldFor` reports (the login's growing wait). */
  hold(rule: RateLimitRule, key: string, seconds: number): Promise<void>;
  /** Milliseconds left of the key's hold, 0 when it is not held. */
  heldFor(rule: RateLimitRule, key: string): Promise<number>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
  /** Gives one counted hit back (what it paid for did not happen: an SMS the gateway refused). */
  refund(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

/** The table of the PostgreSQL store (created by a migration; expired rows go in the auth sweep job). */
export const RATE_LIMIT_TABLE = 'rate_limit';

export type RateLimitStore = { type: 'memory' } | { type: 'postgres'; knex: Knex } | { type: 'redis'; url: string };

/**
 * rate-limiter-flexible behind the portal's rules: one limiter per rule, in the store every
 * instance shares (PostgreSQL or Redis), or in memory for a single embedded instance.
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis?: Redis;
  /** Settles when Redis first answers (or after 2 s): the first requests wait for the connection. */
  private readonly connected: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: RateLimitStore,
    log?: Logger,
  ) {
    if (store.type === 'redis') {
      // Without the offline queue a command fails at once while Redis is unreachable, instead of
      // waiting: the requests then count in this instance's memory (insuranceLimiter) meanwhile.
      const redis = new Redis(store.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      let down = false;
      redis.on('error', (err) => {
        if (!down) log?.warn({ err }, 'Redis unreachable: rate limits count per instance until it is back');
        down = true;
      });
      redis.on('ready', () => (down = false));
      this.connected = new Promise((resolve) => {
        redis.once('ready', resolve);
        setTimeout(resolve, 2000).unref();
      });
      this.redis = redis;
    }
  }

  async hit(rule: RateLimitRule, key: string) {
    return (await this.consume(rule, key)).allowed;
  }

  async consume(rule: RateLimitRule, key: string) {
    await this.connected;
    try {
      await this.limiter(rule).consume(key);
      return { allowed: true, retryAfterMs: 0 };
    } catch (error) {
      // Over the limit the library rejects with the counter, not an Error.
      if (error instanceof RateLimiterRes) return { allowed: false, retryAfterMs: error.msBeforeNext };
      throw error;
    }
  }

  async count(rule: RateLimitRule, key: string) {
    await this.connected;
    try {
      return (await this.limiter(rule).consume(key)).consumedPoints;
    } catch (error) {
      // Past the limit the hit is counted all the same, and the library rejects with the counter.
      if (error instanceof RateLimiterRes) return error.consumedPoints;
      throw error;
    }
  }

  async hold(rule: RateLimitRule, key: string, seconds: number) {
    await this.connected;
    // rate-limiter-flexible's block: the key's counter set past the limit until the time is over.
    await this.limiter(rule).block(key, seconds);
  }

  async heldFor(rule: RateLimitRule, key: string) {
    await this.connected;
    const counter = await this.limiter(rule).get(key);
    return counter && counter.consumedPoints > rule.limit ? Math.max(0, counter.msBeforeNext) : 0;
  }

  async exceeded(rule: RateLimitRule, key: string) {
    await this.connected;
    const counter = await this.limiter(rule).get(key);
    return (counter?.consumedPoints ?? 0) >= rule.limit;
  }

  async reset(rule: RateLimitRule, key: string) {
    await this.connected;
    await this.limiter(rule).delete(key);
  }

  async refund(rule: RateLimitRule, key: string) {
    await this.connected;
    await this.limiter(rule).reward(key, 1);
  }

  async close() {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis!.disconnect());
  }

  private limiter(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      limiter = this.create({ keyPrefix: rule.name, points: rule.limit, duration: rule.windowSeconds });
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }

  private create(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract {
    switch (this.store.type) {
      case 'memory':
        return new RateLimiterMemory(options);
      case 'postgres':
        return new RateLimiterPostgres({
          ...options,
          storeClient: this.store.knex,
          storeType: 'knex',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: false,
        });
      case 'redis':
        return new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) });
    }
  }
}

/** Redis when REDIS_URL is set, else PostgreSQL when DATABASE_URL is set, else (one embedded instance) memory. */
export function rateLimitStore(config: { redisUrl?: string; databaseUrl?: string }, knex: () => Knex): RateLimitStore {
  if (config.redisUrl) return { type: 'redis', url: config.redisUrl };
  if (config.databaseUrl) return { type: 'postgres', knex: knex() };
  return { type: 'memory' };
}
