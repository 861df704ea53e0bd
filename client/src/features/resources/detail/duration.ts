/** Seconds as mm:ss (minutes may pass 59: 75:03); '' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** A total length in words: 1小时5分钟, 12分钟, 45秒. */
export function formatTotalDuration(seconds: number): string {
  if (!seconds || seconds < 0) return '';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours) return `${hours}小时${minutes ? `${minutes}分钟` : ''}`;
  return minutes ? `${minutes}分钟` : `${Math.round(seconds)}秒`;
}
