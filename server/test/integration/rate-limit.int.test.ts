import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FlexibleRateLimiter, rateLimitStore, type RateLimitRule } from '../../src/core/auth/rate-limit.js';
import { ormOptions } from '../../src/orm.config.js';
import { createThrowawayDatabase } from '../helpers/databases.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when something answers on the Redis port (the machine's Redis; CI may have none). */
function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.connect(Number(port || 6379), hostname);
  });
}

/** A rule of its own per run, so runs sharing one Redis never see each other's counters. */
const rule = (limit: number, windowSeconds = 60): RateLimitRule => ({ name: `test:${randomBytes(4).toString('hex')}`, limit, windowSeconds });

describe('rate limits shared between instances', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const orms: MikroORM[] = [];
  const limiters: FlexibleRateLimiter[] = [];
  let redis = false;

  beforeAll(async () => {
    database = await createThrowawayDatabase(inject('postgresUrl'), 'lp_test', { template: inject('templates').migrated });
    for (let i = 0; i < 2; i++) orms.push(await MikroORM.init(ormOptions(database.url)));
    await orms[0].getMigrator().up();
    redis = await redisReachable();
  });
  afterAll(async () => {
    await Promise.all(limiters.map((limiter) => limiter.close()));
    for (const orm of orms) await orm.close(true);
    await database?.drop();
  });

  /** Two instances' limiters on the store the configuration picks (each instance has its own pool or client). */
  const pair = (config: { redisUrl?: string; databaseUrl?: string }) =>
    orms.map((orm) => {
      const limiter = new FlexibleRateLimiter(rateLimitStore(config, () => orm.em.getConnection().getKnex()));
      limiters.push(limiter);
      return limiter;
    });

  const sharedBetween = async ([a, b]: FlexibleRateLimiter[]) => {
    const sms = rule(1);
    expect(await a.hit(sms, '13800000000')).toBe(true);
    // The other instance sees the hit: the second within the window is refused there.
    expect(await b.hit(sms, '13800000000')).toBe(false);
    expect(await a.exceeded(sms, '13800000000')).toBe(true);
    // Another key has its own counter.
    expect(await b.hit(sms, '13900000000')).toBe(true);

    const failures = rule(3);
    for (let i = 0; i < 3; i++) expect(await [a, b][i % 2].hit(failures, 'card:1')).toBe(true);
    expect(await b.exceeded(failures, 'card:1')).toBe(true);
    await a.reset(failures, 'card:1');
    expect(await b.exceeded(failures, 'card:1')).toBe(false);

    // Counting past the limit (the login's growing wait reads the count), and a wait one instance
    // holds that the other sees, until it is over or reset (issue 54, S8).
    const counted = rule(2);
    expect([await a.count(counted, 'ip'), await b.count(counted, 'ip'), await a.count(counted, 'ip')]).toEqual([1, 2, 3]);
    const wait = rule(1);
    expect(await b.heldFor(wait, 'ip')).toBe(0);
    await a.hold(wait, 'ip', 30);
    expect(await b.heldFor(wait, 'ip')).toBeGreaterThan(29_000);
    expect(await b.heldFor(wait, 'ip')).toBeLessThanOrEqual(30_000);
    await b.reset(wait, 'ip');
    expect(await a.heldFor(wait, 'ip')).toBe(0);
    await a.hold(wait, 'card:1', 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await b.heldFor(wait, 'card:1')).toBe(0);

    // A fixed window: counting starts again once it is over.
    const short = rule(1, 1);
    expect(await a.hit(short, 'x')).toBe(true);
    expect(await b.hit(short, 'x')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await b.hit(short, 'x')).toBe(true);
  };

  it('in PostgreSQL when DATABASE_URL is set', async () => {
    await sharedBetween(pair({ databaseUrl: database.url }));
    const [{ n }] = await orms[0].em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from rate_limit');
    expect(n).toBeGreaterThan(0);
  });

  it('in Redis when REDIS_URL is set', async (context) => {
    if (!redis) context.skip(`no Redis at ${REDIS_URL}`);
    await sharedBetween(pair({ redisUrl: REDIS_URL, databaseUrl: database.url }));
  });

  it('in memory, per instance, for the embedded default', async () => {
    const [a, b] = pair({});
    const sms = rule(1);
    expect(await a.hit(sms, '13800000000')).toBe(true);
    expect(await a.hit(sms, '13800000000')).toBe(false);
    expect(await b.hit(sms, '13800000000')).toBe(true);
  });
});
