import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { svgCaptcha } from './core/auth/captcha.generator.js';
import { TokenService } from './core/auth/jwt.js';
import { FlexibleRateLimiter, rateLimitStore } from './core/auth/rate-limit.js';
import { LogSmsProvider } from './core/auth/sms.provider.js';
import { JobQueue } from './core/jobs/job-queue.js';
import type { Services } from './core/services.js';
import { LocalStorage } from './core/upload/storage.js';

export type { Services } from './core/services.js';

export type ServiceOverrides = Partial<Pick<Services, 'rateLimiter' | 'sms' | 'captcha' | 'storage'>>;

export function createServices(config: Config, log: Logger, orm: MikroORM, overrides: ServiceOverrides = {}): Services {
  return {
    config,
    log,
    orm,
    tokens: new TokenService(config.jwtSecret),
    rateLimiter:
      overrides.rateLimiter ??
      new FlexibleRateLimiter(
        rateLimitStore(config, () => orm.em.getConnection().getKnex()),
        log,
      ),
    sms: overrides.sms ?? new LogSmsProvider(log),
    captcha: overrides.captcha ?? svgCaptcha,
    storage: overrides.storage ?? new LocalStorage(`${config.dataDir}/uploads`),
    jobs: new JobQueue(orm, { log }),
  };
}
