/** 积分 as readers and the back office read it: the actions' names and the ledger's filters. */
export const ACTION_LABELS: Record<string, string> = {
  LOGIN: '每日登录',
  READ30: '阅读30分钟',
  COMMENT: '评论通过',
  SCORE: '评分',
  TAG: '标签通过',
  RECOMMENDATION: '荐购被采纳',
  VOLUNTEER: '志愿服务',
};

/** 收入 / 支出 filter of a ledger. */
export const DIRECTIONS = [
  { value: '', label: '全部' },
  { value: 'IN', label: '收入' },
  { value: 'OUT', label: '支出' },
] as const;

/** '+5' for gains, '-3' for removals. */
export const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));
