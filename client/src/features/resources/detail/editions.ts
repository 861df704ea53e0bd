/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** Year and month (1-12) of a 'YYYY-MM' value, or undefined when it is not one. */
export function parseMonth(value: string): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

/** The month a newspaper's page opens on: that of its newest edition, else the current month. */
export function initialMonth(newest: string | undefined, now = new Date()): string {
  if (newest) return monthOf(newest);
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}
