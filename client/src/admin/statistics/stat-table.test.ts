import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays, monthsOf, presetRange } from './date-range';
import { tableCsv, tableXlsx } from './export';
import { buildTable, chartOption } from './stat-table';
import type { StatView } from './types';

const row = (period: string, key: string, label: string, value: number) => ({ period, key, label, value });
const range = { from: '2026-11-01', to: '2026-11-03' };

describe('statistics table and chart', () => {
  it('per key: a row per key (fixed keys in order, zeros kept), a column per series; the pie shows the same numbers', () => {
    const view: StatView = { label: '终端占比', by: 'KEY', dimension: 'terminal', chart: 'pie', rowHeader: '终端' };
    const table = buildTable(view, [{ name: '访问量', rows: [row('', 'mobile', '手机', 30), row('', 'pc', '电脑', 12)] }], range);
    expect(table).toEqual({
      rowHeader: '终端',
      columns: ['访问量'],
      rows: [
        { key: 'mobile', label: '手机', values: [30] },
        { key: 'pc', label: '电脑', values: [12] },
      ],
    });
    const option = chartOption(table, 'pie') as { series: Array<{ data: unknown[] }> };
    expect(option.series[0].data).toEqual([
      { name: '手机', value: 30 },
      { name: '电脑', value: 12 },
    ]);

    const hours = buildTable(
      { label: '按小时', by: 'KEY', dimension: 'hour', chart: 'bar', fill: [0, 1, 2].map((h) => ({ key: `0${h}`, label: `0${h}时` })) },
      [{ name: '访问量', rows: [row('', '02', '02时', 5)] }],
      range,
    );
    expect(hours.rows.map((r) => [r.label, r.values[0]])).toEqual([
      ['00时', 0],
      ['01时', 0],
      ['02时', 5],
    ]);
  });

  it('over time: every day of the range (zeros included), a column per series, or per key when one series is split', () => {
    const overTime: StatView = { label: '按日', by: 'DAY', dimension: 'all', chart: 'line' };
    const table = buildTable(
      overTime,
      [
        { name: '报名人数', rows: [row('2026-11-01', '', '合计', 4), row('2026-11-03', '', '合计', 2)] },
        { name: '签到人数', rows: [row('2026-11-03', '', '合计', 1)] },
      ],
      range,
    );
    expect(table.columns).toEqual(['报名人数', '签到人数']);
    expect(table.rows.map((r) => [r.label, ...r.values])).toEqual([
      ['2026-11-01', 4, 0],
      ['2026-11-02', 0, 0],
      ['2026-11-03', 2, 1],
    ]);
    const option = chartOption(table, 'line') as { xAxis: { data: string[] }; series: Array<{ name: string; data: number[] }> };
    expect(option.xAxis.data).toEqual(table.rows.map((r) => r.label));
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['报名人数', [4, 0, 2]],
      ['签到人数', [0, 0, 1]],
    ]);

    const split = buildTable(
      { label: '按日趋势', by: 'DAY', dimension: 'terminal', chart: 'line' },
      [{ name: '访问量', rows: [row('2026-11-01', 'pc', '电脑', 1), row('2026-11-02', 'mobile', '手机', 7), row('2026-11-03', 'pc', '电脑', 2)] }],
      range,
    );
    expect(split.columns).toEqual(['手机', '电脑']);
    expect(split.rows.map((r) => r.values)).toEqual([
      [0, 1],
      [7, 0],
      [0, 2],
    ]);
  });

  it('exports the table as CSV (BOM, quoted cells) and as an XLSX sheet with the same cells', async () => {
    const table = { rowHeader: '资源', columns: ['分享次数'], rows: [{ key: '1', label: '红楼梦, 上', values: [3] }] };
    expect(tableCsv(table)).toBe('\uFEFF资源,分享次数\r\n"红楼梦, 上",3\r\n');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await tableXlsx(table, '分享统计')).arrayBuffer());
    const sheet = workbook.getWorksheet('分享统计')!;
    expect(
      sheet
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1)),
    ).toEqual([
      ['资源', '分享次数'],
      ['红楼梦, 上', 3],
    ]);
  });

  it('computes the presets in library days', () => {
    const now = new Date('2026-11-25T17:30:00Z'); // 01:30 on the 26th in Shanghai
    expect(presetRange('today', now)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetRange('last7', now)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetRange('last30', now)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(presetRange('year', now)).toEqual({ from: '2026-01-01', to: '2026-11-26' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthsOf({ from: '2026-11-20', to: '2027-01-02' })).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});
