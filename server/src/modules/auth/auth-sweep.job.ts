import { RATE_LIMIT_TABLE } from '../../core/auth/rate-limit.js';
import type { Services } from '../../core/services.js';
import { AuthCode } from './auth-code.entity.js';
import { LOGIN_FAILURE_KEEP_MS, LoginFailure } from './login-failure.entity.js';

export const AUTH_SWEEP_JOB = 'auth.sweep';

/**
 * Every minute, once across all processes: deletes expired captcha and SMS codes (they live 5
 * minutes and are never read again), expired rate-limit counters of the PostgreSQL store, and
 * failed logins older than a day (their addresses are not kept longer).
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
      const failures = await em.nativeDelete(LoginFailure, { createdAt: { $lt: new Date(Date.now() - LOGIN_FAILURE_KEEP_MS) } });
      return { codes, counters: counters.affectedRows, failures };
    },
  });
}
