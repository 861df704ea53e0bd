import { cron, int } from './config.js';

/** The SMS templates of readers' notices, by kind; a kind without one is not sent by SMS (skipped). */
export interface NoticeSmsTemplates {
  dueSoon?: string;
  overdue?: string;
  holdReady?: string;
}

export interface NoticesConfig {
  /** NOTICE_DUE_SOON_DAYS: a loan due within this many library days (today counted as 0) gets 到期提醒. */
  dueSoonDays: number;
  /**
   * NOTICE_CRON: when the notices run (5-field cron, in library time: LIBRARY_TIME_ZONE); default
   * `0 9 * * *`, 09:00 at the library. `off`: never.
   */
  cron?: string;
  smsTemplates: NoticeSmsTemplates;
}

/** NOTICE_DUE_SOON_DAYS, NOTICE_CRON and SMS_TEMPLATE_DUE_SOON / _OVERDUE / _HOLD_READY. */
export function noticesConfig(env: NodeJS.ProcessEnv): NoticesConfig {
  const template = (name: string) => (env[name] ?? '').trim() || undefined;
  const off = (env.NOTICE_CRON ?? '').trim().toLowerCase() === 'off';
  return {
    dueSoonDays: int(env, 'NOTICE_DUE_SOON_DAYS', 3, 0, 60),
    cron: off ? undefined : cron(env, 'NOTICE_CRON', '0 9 * * *'),
    smsTemplates: {
      dueSoon: template('SMS_TEMPLATE_DUE_SOON'),
      overdue: template('SMS_TEMPLATE_OVERDUE'),
      holdReady: template('SMS_TEMPLATE_HOLD_READY'),
    },
  };
}
