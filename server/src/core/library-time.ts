/** The library's calendar (spec: a Chinese public library): its days are Asia/Shanghai days. */
export const LIBRARY_TIME_ZONE = 'Asia/Shanghai';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: LIBRARY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The library's calendar day of an instant, as [year, month, day]. */
export function libraryDay(at = new Date()): [number, number, number] {
  const [year, month, day] = DAY.format(at).split('-').map(Number);
  return [year, month, day];
}
