import type { RankBy, RankPeriod } from '../../gql/graphql';
import { formatCount } from '../../lib/format';

/** The ranking tabs of rankBooks: 浏览 / 借阅 / 评分. */
export const RANK_TABS = [
  { key: 'VIEWS', label: '浏览' },
  { key: 'BORROWS', label: '借阅' },
  { key: 'SCORE', label: '评分' },
] as const satisfies readonly { key: RankBy; label: string }[];

/** The periods: 近7天 / 近30天 / 近一年 / 全部. */
export const RANK_PERIODS = [
  { key: 'WEEK', label: '近7天' },
  { key: 'MONTH', label: '近30天' },
  { key: 'YEAR', label: '近一年' },
  { key: 'ALL', label: '全部' },
] as const satisfies readonly { key: RankPeriod; label: string }[];

export type RankTab = (typeof RANK_TABS)[number]['key'];

/** How many places a ranking shows. */
export const RANK_LIMIT = 20;

/** ?by=&period= → the ranking asked for (views over 30 days by default; scores are always over all time). */
export function readRanking(params: URLSearchParams): { by: RankTab; period: RankPeriod } {
  const by = RANK_TABS.find((tab) => tab.key === params.get('by'))?.key ?? 'VIEWS';
  const period = RANK_PERIODS.find((item) => item.key === params.get('period'))?.key ?? 'MONTH';
  return { by, period: by === 'SCORE' ? 'ALL' : period };
}

/** A place's figure in words: 浏览 1,234 次, 借阅 56 次, 4.5 分. */
export function rankValueText(by: RankTab, value: number): string {
  if (by === 'SCORE') return `${value.toFixed(1)} 分`;
  return `${by === 'VIEWS' ? '浏览' : '借阅'} ${formatCount(value)} 次`;
}
