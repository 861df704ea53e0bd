import type { StatGrouping } from '../gql/graphql';

/** One number of the server's answer (query `statistics`). */
export interface StatRowData {
  period: string;
  key: string;
  label: string;
  value: number;
}

/** One statistic a screen asks for (a column of its table, or the one split by a dimension). */
export interface StatSeries {
  /** Its heading: 访问量, 报名人数… */
  name: string;
  metric: string;
  /** resource:12, reader:7, supplier:3 (detail screens). */
  scope?: string;
  /** Only these keys of the dimension (one activity's sign-ups). */
  keys?: string[];
}

/** One way of looking at the screen's numbers: a tab with its own grouping and chart. */
export interface StatView {
  label: string;
  by: StatGrouping;
  /** What the numbers are split by (server catalogue): all, terminal, access, hour, kind, channel, activity… */
  dimension: string;
  chart: 'line' | 'bar' | 'pie';
  /** The series of this view, when not the screen's. */
  series?: StatSeries[];
  /** KEY views: the first column's heading. */
  rowHeader?: string;
  /** KEY views: keys always shown, in this order (the 24 hours), zero when absent. */
  fill?: Array<{ key: string; label: string }>;
  /** KEY views: the top N (server default 100). */
  limit?: number;
  /** KEY views: a row's detail screen (分享统计 → one resource). */
  rowLink?: (key: string) => string;
}

/** A statistics screen: its title, what it counts, and its views. One page component draws every screen from this. */
export interface StatScreenConfig {
  title: string;
  description?: string;
  series: StatSeries[];
  views: StatView[];
  /** Where a detail screen goes back to. */
  back?: { label: string; to: string };
}
