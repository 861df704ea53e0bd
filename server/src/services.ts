import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { TokenService } from './core/auth/jwt.js';
import { FlexibleRateLimiter, rateLimitStore, type RateLimiter } from './core/auth/rate-limit.js';
import { JobQueue } from './core/jobs/job-queue.js';
import { LocalStorage, type Storage } from './core/upload/storage.js';
import { LogSmsProvider, type SmsProvider } from './modules/auth/sms.provider.js';
import { svgCaptcha, type CaptchaGenerator } from './modules/auth/captcha.generator.js';

/** The process-wide collaborators; tests replace the ones that talk to the outside. */
export interface Services {
  config: Config;
  log: Logger;
  orm: MikroORM;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  sms: SmsProvider;
  captcha: CaptchaGenerator;
  storage: Storage;
  jobs: JobQueue;
}

export type ServiceOverrides = Partial<Pick<Services, 'rateLimiter' | 'sms' | 'captcha' | 'storage'>>;

export function createServices(config: Config, log: Logger, orm: MikroORM, overrides: ServiceOverrides = {}): Services {
  return {
    config,
    log,
    orm,
    tokens: new TokenService(config.jwtSecret),
    rateLimiter: overrides.rateLimiter ?? new FlexibleRateLimiter(rateLimitStore(config, () => orm.em.getConnection().getKnex()), log),
    sms: overrides.sms ?? new LogSmsProvider(log),
    captcha: overrides.captcha ?? svgCaptcha,
    storage: overrides.storage ?? new LocalStorage(`${config.dataDir}/uploads`),
    jobs: new JobQueue(orm, { log }),
  };
}
