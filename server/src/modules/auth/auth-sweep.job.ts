import { RATE_LIMIT_TABLE } from '../../core/auth/rate-limit.js';
import type { Services } from '../../core/services.js';
import { AuthCode } from './auth-code.entity.js';

export const AUTH_SWEEP_JOB = 'auth.sweep';

/**
 * Every minute, once across all processes: deletes expired captcha and SMS codes (they live 5
 * minutes and are never read again) and expired rate-limit counters of the PostgreSQL store.
 * Each is one indexed delete, usually of nothing.
 */
export function registerAuthSweep(services: Services) {
  services.jobs.define({
    name: AUTH_SWEEP_JOB,
    schedule: '* * * * *',
    // A missed sweep is made up by the next one.
    maxAttempts: 1,
    keepCompletedSeconds: 24 * 3600,
    handler: async (_payload, { em }) => {
      const codes = await em.nativeDelete(AuthCode, { expiresAt: { $lt: new Date() } });
      const counters = await em
        .getConnection()
        .execute<{ affectedRows: number }>(`delete from "${RATE_LIMIT_TABLE}" where "expire" < ?`, [Date.now()], 'run');
      return { codes, counters: counters.affectedRows };
    },
  });
}
