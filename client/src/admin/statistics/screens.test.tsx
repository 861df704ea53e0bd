import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderPage, renderRoutes } from '../../test/render';

configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../lib/chart', () => ({ EChart: (props: { label: string }) => <div role="img" aria-label={props.label} /> }));

const { UserStatisticsPage, UserDetailStatisticsPage, SupplierStatisticsPage, SupplierDetailStatisticsPage } = await import('./screens');

type Query = { metric: string; dimension: string; by: string; scope?: string };

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
    .map((tr) =>
      within(tr)
        .getAllByRole(tr.querySelector('th') ? 'columnheader' : 'cell')
        .map((td) => td.textContent),
    );

const reader = (id: string, name: string, cardNumber: string) => ({ __typename: 'Reader', id, name, cardNumber });

describe('用户统计: a reader found by card number or name', () => {
  it('searches readers and links each to their record; says so when none is found', async () => {
    answer(() => []);
    const keywords: string[] = [];
    server.use(
      graphql.query('AdminStatReaderSearch', ({ variables }) => {
        keywords.push(variables.keyword as string);
        const items = variables.keyword === '张' ? [reader('7', '张晓明', '2024000101'), reader('9', '张三', '2024000109')] : [];
        return HttpResponse.json({ data: { adminReaders: { __typename: 'ReaderPage', items, total: items.length ? 12 : 0 } } });
      }),
    );
    const user = userEvent.setup();
    renderPage(<UserStatisticsPage />);
    const search = await screen.findByRole('search', { name: '查找读者' });
    await user.click(within(search).getByRole('button', { name: '查找' }));
    expect(await screen.findByText('请输入读者证号或姓名')).toBeInTheDocument();
    expect(keywords).toEqual([]);

    await user.type(within(search).getByLabelText('查看读者记录'), ' 张 {Enter}');
    expect(await screen.findByRole('link', { name: '张晓明（2024000101）' })).toHaveAttribute('href', '/admin/statistics/user/7');
    expect(screen.getByRole('link', { name: '张三（2024000109）' })).toHaveAttribute('href', '/admin/statistics/user/9');
    expect(screen.getByText('共 12 位读者，仅显示前 2 位，请输入更完整的读者证号或姓名')).toBeInTheDocument();
    expect(keywords).toEqual(['张']);

    await user.clear(within(search).getByLabelText('查看读者记录'));
    await user.type(within(search).getByLabelText('查看读者记录'), '无此人{Enter}');
    expect(await screen.findByText('未找到读者')).toBeInTheDocument();
  });

  it('the record names the reader and asks for their own events', async () => {
    const asked = answer(() => [['', 'page.view', '浏览页面', 4]]);
    server.use(graphql.query('AdminStatReader', () => HttpResponse.json({ data: { adminReader: reader('7', '张晓明', '2024000101') } })));
    renderRoutes([{ path: 'admin/statistics/user/:id', element: <UserDetailStatisticsPage /> }], '/admin/statistics/user/7');
    expect(await screen.findByText('张晓明')).toBeInTheDocument();
    expect(screen.getByText('2024000101')).toBeInTheDocument();
    await waitFor(() => expect(asked[0]).toMatchObject({ metric: 'reader.event', scope: 'reader:7', dimension: 'type' }));
  });
});

describe('供应商统计: 资源数', () => {
  it('shows each supplier’s resource count beside views, downloads and borrows, and the counts per kind', async () => {
    const asked = answer((q) => {
      if (q.dimension === 'supplier') return [['', '3', '甲出版社', { 'resource.count': 3, 'resource.views': 40 }[q.metric] ?? 0]];
      if (q.dimension === 'kind')
        return [
          ['', 'book', '纸质图书', 3],
          ['', 'ebook', '电子图书', 1],
        ];
      return [];
    });
    const user = userEvent.setup();
    renderPage(<SupplierStatisticsPage />);
    await screen.findByRole('table');
    await waitFor(() =>
      expect(tableRows()).toEqual([
        ['供应商', '资源数', '浏览量', '下载量', '借阅量'],
        ['甲出版社', '3', '40', '0', '0'],
      ]),
    );
    expect(asked.find((q) => q.metric === 'resource.count')).toMatchObject({ dimension: 'supplier', by: 'KEY' });

    await user.click(screen.getByRole('tab', { name: '按资源类型' }));
    await waitFor(() =>
      expect(tableRows()).toEqual([
        ['资源类型', '资源数'],
        ['纸质图书', '3'],
        ['电子图书', '1'],
      ]),
    );
  });

  it('one supplier’s resource counts per kind are scoped to it', async () => {
    const asked = answer((q) => (q.dimension === 'kind' ? [['', 'audio', '音频', 2]] : []));
    const user = userEvent.setup();
    renderRoutes([{ path: 'admin/statistics/supplier/:id', element: <SupplierDetailStatisticsPage /> }], '/admin/statistics/supplier/3');
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: '按资源类型' }));
    await waitFor(() =>
      expect(tableRows()).toEqual([
        ['资源类型', '资源数'],
        ['音频', '2'],
      ]),
    );
    expect(asked.at(-1)).toMatchObject({ metric: 'resource.count', scope: 'supplier:3', dimension: 'kind', by: 'KEY' });
  });
});
