import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { pictureCaptcha } from './core/auth/captcha.generator.js';
import { TokenService } from './core/auth/jwt.js';
import { SessionCutoff } from './core/auth/session-cutoff.js';
import { PgNotices } from './core/db/pg-notices.js';
import { FlexibleRateLimiter, rateLimitStore } from './core/auth/rate-limit.js';
import { createSmsProvider } from './core/auth/sms-factory.js';
import { BackgroundWork } from './core/jobs/background-work.js';
import { JobQueue } from './core/jobs/job-queue.js';
import type { Services } from './core/services.js';
import { createStorage } from './core/upload/storage-factory.js';
import { PublicCache } from './core/http/public-cache.js';
import { ViewCounter } from './core/http/view-counter.js';
import { BatchedWrites } from './core/db/batched-writes.js';
import { EventLog } from './core/events/event-log.js';
import { RESOURCE_DAILY_VIEWS } from './modules/catalogue/index.js';

export type { Services } from './core/services.js';

export type ServiceOverrides = Partial<Pick<Services, 'rateLimiter' | 'sms' | 'captcha' | 'storage'>>;

export function createServices(config: Config, log: Logger, orm: MikroORM, overrides: ServiceOverrides = {}): Services {
  // Instances of one site share a database: in Redis, they share answers under its name, and no other site's.
  const namespace = createHash('sha1')
    .update(config.databaseUrl ?? config.dataDir)
    .digest('base64url')
    .slice(0, 12);
  const publicCache = new PublicCache(
    { maxEntries: config.publicCache.maxEntries, maxBytes: config.publicCache.maxBytes, redisUrl: config.redisUrl, namespace },
    log,
  );
  // Every flush of this ORM (any EntityManager forked from it) invalidates the answers it changes.
  orm.em.getEventManager().registerSubscriber(publicCache.subscriber());
  const writes = new BatchedWrites(orm, log, config.viewFlushMs);
  const notices = new PgNotices(orm, log);
  return {
    config,
    log,
    orm,
    tokens: new TokenService(config.jwtSecret),
    notices,
    sessions: new SessionCutoff(orm, log, notices),
    rateLimiter:
      overrides.rateLimiter ??
      new FlexibleRateLimiter(
        rateLimitStore(config, () => orm.em.getConnection().getKnex()),
        log,
      ),
    sms: overrides.sms ?? createSmsProvider(config.sms, log),
    captcha: overrides.captcha ?? pictureCaptcha,
    storage: overrides.storage ?? createStorage(config, 'uploads'),
    jobs: new JobQueue(orm, { log }),
    // At most a quarter of one core's time (a rest three times each task's), 16 tasks waiting.
    background: new BackgroundWork(log, { maxPending: 16, restRatio: 3 }),
    publicCache,
    views: new ViewCounter(orm, log, { intervalMs: config.viewFlushMs, windowMs: config.viewWindowMs, daily: RESOURCE_DAILY_VIEWS }),
    writes,
    events: new EventLog(writes),
  };
}
