import { LIBRARY_TIME_ZONE } from '../../../core/library-time.js';
import type { Services } from '../../../core/services.js';
import { runNotices } from './notice-run.js';

export const NOTICES_JOB = 'circulation.notices';

/**
 * 到期提醒, 逾期提醒, 预约到书 on NOTICE_CRON (default 09:00 library time), once across processes.
 * Safe to run twice at once or again: rows are keyed (kind, subject, channel) and claimed before sending.
 */
export function registerNoticeJob(services: Services) {
  const cron = services.config.notices.cron;
  services.jobs.define({
    name: NOTICES_JOB,
    ...(cron ? { schedule: cron, scheduleTimeZone: LIBRARY_TIME_ZONE } : {}),
    policy: 'exclusive',
    // A failed run is made up by the next one; its rows wait as they are.
    maxAttempts: 1,
    timeoutSeconds: 30 * 60,
    handler: (_payload, { em }) => runNotices(em, services),
  });
}
