import { libraryDay } from '../../core/library-time.js';

/** 'YYYY-MM-DD': the library's calendar day of an instant (daily caps and today's progress count these). */
export function libraryDate(at = new Date()): string {
  const [year, month, day] = libraryDay(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
