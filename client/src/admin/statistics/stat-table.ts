import type { ChartOption } from '../../lib/chart';
import { daysOf, monthsOf, type DateRange } from './date-range';
import type { StatRowData, StatView } from './types';

/** What a statistics screen shows: the chart draws it and the table lists it, so both show the same numbers. */
export interface StatTable {
  /** The first column's heading (日期, 月份, 终端…). */
  rowHeader: string;
  /** The number columns' headings. */
  columns: string[];
  rows: Array<{ key: string; label: string; values: number[] }>;
}

const ROW_HEADERS = { DAY: '日期', MONTH: '月份' } as const;

/**
 * Lays the answers of a view's series out as one table. Per key (KEY): a row per key, largest
 * first (the fixed keys of `fill` in their order), a column per series. Over time: a row per day
 * or month of the range, zeros included; a column per series, or per key when one series is
 * split by a dimension (visits per terminal per day).
 */
export function buildTable(view: StatView, answers: Array<{ name: string; rows: StatRowData[] }>, range: DateRange): StatTable {
  if (view.by === 'KEY') {
    const labels = new Map<string, string>();
    for (const { key, label } of view.fill ?? []) labels.set(key, label);
    for (const answer of answers) for (const row of answer.rows) if (!labels.has(row.key)) labels.set(row.key, row.label);
    const value = (i: number, key: string) => answers[i].rows.find((row) => row.key === key)?.value ?? 0;
    return {
      rowHeader: view.rowHeader ?? '项目',
      columns: answers.map((a) => a.name),
      rows: [...labels].map(([key, label]) => ({ key, label, values: answers.map((_, i) => value(i, key)) })),
    };
  }
  const periods = view.by === 'DAY' ? daysOf(range) : monthsOf(range);
  const sum = (rows: StatRowData[], period: string, key?: string) =>
    rows.filter((row) => row.period === period && (key === undefined || row.key === key)).reduce((total, row) => total + row.value, 0);
  if (answers.length === 1 && view.dimension !== 'all') {
    const totals = new Map<string, { label: string; total: number }>();
    for (const row of answers[0].rows) {
      const entry = totals.get(row.key) ?? { label: row.label, total: 0 };
      entry.total += row.value;
      totals.set(row.key, entry);
    }
    const keys = [...totals].sort((a, b) => b[1].total - a[1].total);
    return {
      rowHeader: ROW_HEADERS[view.by],
      columns: keys.map(([, { label }]) => label),
      rows: periods.map((period) => ({ key: period, label: period, values: keys.map(([key]) => sum(answers[0].rows, period, key)) })),
    };
  }
  return {
    rowHeader: ROW_HEADERS[view.by],
    columns: answers.map((a) => a.name),
    rows: periods.map((period) => ({ key: period, label: period, values: answers.map((a) => sum(a.rows, period)) })),
  };
}

/** The ECharts option of a table: a pie of its one column, or a line or bar series per column. */
export function chartOption(table: StatTable, chart: StatView['chart']): ChartOption {
  if (chart === 'pie') {
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          name: table.columns[0],
          radius: ['35%', '65%'],
          data: table.rows.map((row) => ({ name: row.label, value: row.values[0] })),
        },
      ],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 48, right: 24, top: 24, bottom: 56 },
    xAxis: { type: 'category', data: table.rows.map((row) => row.label) },
    yAxis: { type: 'value', minInterval: 1 },
    series: table.columns.map((name, i) => ({ type: chart, name, data: table.rows.map((row) => row.values[i]) })),
  };
}
