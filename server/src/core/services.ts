import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { CaptchaGenerator } from './auth/captcha.generator.js';
import type { TokenService } from './auth/jwt.js';
import type { SessionCutoff } from './auth/session-cutoff.js';
import type { PgNotices } from './db/pg-notices.js';
import type { RateLimiter } from './auth/rate-limit.js';
import type { SmsProvider } from './auth/sms.provider.js';
import type { BackgroundWork } from './jobs/background-work.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Storage } from './upload/storage.js';
import type { PublicCache } from './http/public-cache.js';
import type { ViewCounter } from './http/view-counter.js';
import type { BatchedWrites } from './db/batched-writes.js';
import type { EventLog } from './events/event-log.js';

/**
 * The process-wide collaborators; tests replace the ones that talk to the outside. The type lives
 * in core so that modules depend on it without importing the boot files (services.ts builds it).
 */
export interface Services {
  config: Config;
  log: Logger;
  orm: MikroORM;
  tokens: TokenService;
  /** The instant before which every token is refused (a restore moves it), shared by every instance. */
  /** Changes other instances announce (LISTEN/NOTIFY), one listening connection per process. */
  notices: PgNotices;
  sessions: SessionCutoff;
  rateLimiter: RateLimiter;
  /** Undefined without a gateway (production without SMS_PROVIDER): phone codes are refused. */
  sms?: SmsProvider;
  captcha: CaptchaGenerator;
  storage: Storage;
  jobs: JobQueue;
  /** Cache fills nobody waits for (a broad search's exact counts): one at a time, bounded. */
  background: BackgroundWork;
  /** Anonymous public answers kept by the server, invalidated by writes. */
  publicCache: PublicCache;
  /** Detail views, written in batches. */
  views: ViewCounter;
  /** Rows nobody reads back at once (search logs), written in batches. */
  writes: BatchedWrites;
  /** The usage and domain event log (statistics, points), written in batches. */
  events: EventLog;
}
