import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lp-config-')), ...env }).notices;

describe('notice settings (issue 52)', () => {
  it('runs daily at 09:00 library time, due soon within 3 days, no SMS templates, by default', () => {
    expect(load()).toEqual({ dueSoonDays: 3, cron: '0 9 * * *', smsTemplates: { dueSoon: undefined, overdue: undefined, holdReady: undefined } });
  });

  it('takes NOTICE_CRON (off: no schedule), NOTICE_DUE_SOON_DAYS and the templates', () => {
    expect(
      load({
        NOTICE_CRON: '30 0 * * 1-5',
        NOTICE_DUE_SOON_DAYS: '5',
        SMS_TEMPLATE_DUE_SOON: ' SMS_1 ',
        SMS_TEMPLATE_OVERDUE: 'SMS_2',
        SMS_TEMPLATE_HOLD_READY: '1234567',
      }),
    ).toEqual({ dueSoonDays: 5, cron: '30 0 * * 1-5', smsTemplates: { dueSoon: 'SMS_1', overdue: 'SMS_2', holdReady: '1234567' } });
    expect(load({ NOTICE_CRON: 'OFF' }).cron).toBeUndefined();
  });

  it.each([
    [{ NOTICE_CRON: 'daily' }, /NOTICE_CRON must be a five-field cron expression/],
    [{ NOTICE_DUE_SOON_DAYS: '-1' }, /NOTICE_DUE_SOON_DAYS must be an integer between 0 and 60/],
    [{ NOTICE_DUE_SOON_DAYS: 'three' }, /NOTICE_DUE_SOON_DAYS must be an integer/],
  ])('refuses %o', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
