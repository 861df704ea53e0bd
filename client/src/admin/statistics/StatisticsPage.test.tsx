import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderPage } from '../../test/render';
import { libraryToday } from './date-range';

configure({ asyncUtilTimeout: 10_000 });

/** The options the page hands its chart, to compare with its table. */
const charts = vi.hoisted(() => [] as Array<{ option: unknown; label: string }>);
vi.mock('../../lib/chart', () => ({
  EChart: (props: { option: unknown; label: string }) => {
    charts.push(props);
    return <div role="img" aria-label={props.label} />;
  },
}));
const saved = vi.hoisted(() => [] as Array<{ blob: Blob; name: string }>);
vi.mock('../../lib/save-file', () => ({ saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }) }));

const { TerminalStatisticsPage, ActivityStatisticsPage } = await import('./screens');

afterEach(() => {
  act(() => toaster.remove());
  charts.length = 0;
  saved.length = 0;
});

type Query = { metric: string; dimension: string; by: string; from: string; to: string };

function answer(rows: (q: Query) => Array<[string, string, string, number]>) {
  const asked: Query[] = [];
  server.use(
    graphql.query('AdminStatistics', ({ variables }) => {
      const q = variables.query as Query;
      asked.push(q);
      return HttpResponse.json({
        data: { statistics: rows(q).map(([period, key, label, value]) => ({ __typename: 'StatRow', period, key, label, value })) },
      });
    }),
  );
  return asked;
}

const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );

describe('statistics page (终端统计)', () => {
  it('asks for the last 30 days by default; the chart and the table show the same numbers; presets change the range', async () => {
    const asked = answer((q) =>
      q.by === 'KEY'
        ? [
            ['', 'mobile', '手机', 1200],
            ['', 'pc', '电脑', 800],
            ['', 'app', 'APP/小程序', 15],
          ]
        : [],
    );
    const user = userEvent.setup();
    renderPage(<TerminalStatisticsPage />);
    expect(await screen.findByRole('heading', { name: '终端统计' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
    expect(asked[0]).toMatchObject({ metric: 'visit', dimension: 'terminal', by: 'KEY', to: libraryToday() });
    expect(tableRows()).toEqual([
      ['手机', '1,200'],
      ['电脑', '800'],
      ['APP/小程序', '15'],
    ]);
    const pie = charts.at(-1)!.option as { series: Array<{ data: Array<{ name: string; value: number }> }> };
    expect(pie.series[0].data).toEqual([
      { name: '手机', value: 1200 },
      { name: '电脑', value: 800 },
      { name: 'APP/小程序', value: 15 },
    ]);
    expect(screen.getByRole('img', { name: /终端统计：终端占比图表/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '今日' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ from: libraryToday(), to: libraryToday() }));
  });

  it('exports what is shown as CSV and as XLSX', async () => {
    answer(() => [
      ['', 'mobile', '手机', 3],
      ['', 'pc', '电脑', 2],
    ]);
    const user = userEvent.setup();
    renderPage(<TerminalStatisticsPage />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '导出CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^终端统计-终端占比-\d{4}-\d{2}-\d{2}至\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    // The BOM Excel needs for Chinese, then the table.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('终端,访问量\r\n手机,3\r\n电脑,2\r\n');
    await user.click(screen.getByRole('button', { name: '导出Excel' }));
    await waitFor(() => expect(saved).toHaveLength(2), { timeout: 15_000 });
    expect(saved[1].name).toMatch(/\.xlsx$/);
    expect(saved[1].blob.size).toBeGreaterThan(1000);
  });

  it('a custom range without a date says 请选择时间 and asks nothing', async () => {
    const asked = answer(() => []);
    const user = userEvent.setup();
    renderPage(<TerminalStatisticsPage />);
    await screen.findByRole('table');
    const before = asked.length;
    await user.click(screen.getByRole('button', { name: '自定义' }));
    await user.clear(screen.getByLabelText('开始日期'));
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请选择时间')).toBeInTheDocument();
    expect(asked.length).toBe(before);
  });
});

describe('statistics page (活动统计)', () => {
  it('over time: one column per series, every day of the range; 更新统计 rolls up and asks again', async () => {
    const today = libraryToday();
    const asked = answer((q) => (q.by === 'DAY' ? [[today, '', '合计', q.metric === 'activity.signUp' ? 5 : 2]] : [['', '7', '城市记忆讲座', 5]]));
    let refreshed = 0;
    server.use(graphql.mutation('AdminRefreshStatistics', () => (refreshed++, HttpResponse.json({ data: { refreshStatistics: true } }))));
    const user = userEvent.setup();
    renderPage(<ActivityStatisticsPage />);
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: '城市记忆讲座' })).toHaveAttribute('href', '/admin/statistics/activityStatic/7');
    await user.click(screen.getByRole('tab', { name: '按日' }));
    await waitFor(() => expect(tableRows()).toHaveLength(30));
    expect(tableRows().at(-1)).toEqual([today, '5', '2']);
    const line = charts.at(-1)!.option as { series: Array<{ name: string; data: number[] }> };
    expect(line.series.map((s) => [s.name, s.data.at(-1), s.data.length])).toEqual([
      ['报名人数', 5, 30],
      ['签到人数', 2, 30],
    ]);
    const count = asked.length;
    await user.click(screen.getByRole('button', { name: '更新统计' }));
    expect(await screen.findByText('统计已更新')).toBeInTheDocument();
    expect(refreshed).toBe(1);
    await waitFor(() => expect(asked.length).toBe(count + 2));
  });
});
