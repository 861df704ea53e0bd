/** Seconds of reading as a reader says it: 2 小时 5 分钟, 12 分钟, 不足 1 分钟, 0 分钟. */
export function formatReadTime(seconds: number): string {
  if (seconds > 0 && seconds < 60) return '不足 1 分钟';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours === 0) return `${minutes} 分钟`;
  return minutes ? `${hours} 小时 ${minutes} 分钟` : `${hours} 小时`;
}

/** Whole minutes, for the chart and its table. */
export const toMinutes = (seconds: number) => Math.round(seconds / 60);

/** A share read (0..1) as a percentage, or a dash when the reader state is unknown. */
export const formatProgress = (progress: number | null | undefined) =>
  progress === null || progress === undefined ? '—' : `${Math.round(progress * 100)}%`;
