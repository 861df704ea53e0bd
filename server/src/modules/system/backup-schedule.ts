/** 周日 … 周六 (cron's 0–6, 7 being Sunday again). */
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];

const two = (value: string) => value.padStart(2, '0');

/**
 * BACKUP_CRON as the backup screen says it, on the library's clock: `每天 02:30（Asia/Shanghai）`,
 * `每周日 03:00（…）`; any other expression as itself (`cron 0 8-20 * * *（…）`).
 */
export function describeSchedule(cron: string, timeZone: string): string {
  const [minute, hour, day, month, weekday] = cron.trim().split(/\s+/);
  const at = /^\d{1,2}$/.test(minute) && /^\d{1,2}$/.test(hour) ? `${two(hour)}:${two(minute)}` : undefined;
  if (at && day === '*' && month === '*' && weekday === '*') return `每天 ${at}（${timeZone}）`;
  if (at && day === '*' && month === '*' && /^[0-7]$/.test(weekday)) return `每${WEEKDAYS[Number(weekday)]} ${at}（${timeZone}）`;
  return `cron ${cron}（${timeZone}）`;
}
