import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RANK_LIMIT } from '../../../features/resources/ranking';
import { cardFixture } from '../../../features/resources/test-fixtures';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { RankBooksPage } from './RankBooksPage';

function mockRanking(requests: Record<string, unknown>[]) {
  server.use(
    graphql.query('RankBooksPageQuery', ({ variables }) => {
      requests.push(variables);
      const { by } = variables as { by: string };
      const value = (n: number) => (by === 'SCORE' ? 5 - n / 10 : 1000 - n * 100);
      const resourceRanking = [1, 2, 3].map((n) => ({
        __typename: 'RankedResource',
        rank: n,
        value: value(n),
        resource: cardFixture('book', `${by}-${n}`, `${by}榜第${n}名`),
      }));
      return HttpResponse.json({ data: { resourceRanking } });
    }),
  );
}

describe('RankBooksPage', () => {
  it('ranks by views over 30 days, and asks again when the tab or the period changes', async () => {
    const requests: Record<string, unknown>[] = [];
    mockRanking(requests);
    const { router } = renderRoutes([{ path: 'resources/rankBooks', element: <RankBooksPage /> }], '/resources/rankBooks');
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: '图书排行' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'VIEWS榜第1名' });
    expect(first).toHaveAttribute('href', '/resources/rankBooks/detail?id=VIEWS-1');
    expect(first.closest('li')).toHaveTextContent('浏览 900 次');
    expect(requests).toEqual([{ by: 'VIEWS', period: 'MONTH', limit: RANK_LIMIT }]);
    expect(screen.getByRole('tab', { name: '浏览排行' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: '借阅排行' }));
    expect(await screen.findByRole('link', { name: 'BORROWS榜第2名' })).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ by: 'BORROWS', period: 'MONTH', limit: RANK_LIMIT });
    expect(screen.getByRole('link', { name: 'BORROWS榜第1名' }).closest('li')).toHaveTextContent('借阅 900 次');

    await user.click(screen.getByRole('button', { name: '近一年' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ by: 'BORROWS', period: 'YEAR', limit: RANK_LIMIT }));
    expect(screen.getByRole('button', { name: '近一年' })).toHaveAttribute('aria-pressed', 'true');
    expect(new URLSearchParams(router.state.location.search).get('period')).toBe('YEAR');

    // Scores have no history: the score ranking is over all time.
    await user.click(screen.getByRole('tab', { name: '评分排行' }));
    expect(await screen.findByRole('link', { name: 'SCORE榜第1名' })).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ by: 'SCORE', period: 'ALL', limit: RANK_LIMIT });
    expect(screen.getByRole('link', { name: 'SCORE榜第1名' }).closest('li')).toHaveTextContent('4.9 分');
    expect(screen.getByRole('button', { name: '近7天' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: '统计时段' })).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts from the ranking in the URL', async () => {
    const requests: Record<string, unknown>[] = [];
    mockRanking(requests);
    renderRoutes([{ path: 'resources/rankBooks', element: <RankBooksPage /> }], '/resources/rankBooks?by=BORROWS&period=WEEK');
    expect(await screen.findByRole('link', { name: 'BORROWS榜第1名' })).toBeInTheDocument();
    expect(requests[0]).toEqual({ by: 'BORROWS', period: 'WEEK', limit: RANK_LIMIT });
  });
});
