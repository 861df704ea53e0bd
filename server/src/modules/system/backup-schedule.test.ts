import { describe, expect, it } from 'vitest';
import { describeSchedule } from './backup-schedule.js';

describe('the backup schedule as the screen says it', () => {
  it('says daily and weekly times on the library clock, anything else as the cron expression', () => {
    expect(describeSchedule('30 2 * * *', 'Asia/Shanghai')).toBe('每天 02:30（Asia/Shanghai）');
    expect(describeSchedule('0 3 * * 0', 'Europe/Paris')).toBe('每周日 03:00（Europe/Paris）');
    expect(describeSchedule('5 23 * * 6', 'Asia/Shanghai')).toBe('每周六 23:05（Asia/Shanghai）');
    expect(describeSchedule('0 */6 * * *', 'Asia/Shanghai')).toBe('cron 0 */6 * * *（Asia/Shanghai）');
    expect(describeSchedule('0 2 1 * *', 'Asia/Shanghai')).toBe('cron 0 2 1 * *（Asia/Shanghai）');
  });
});
