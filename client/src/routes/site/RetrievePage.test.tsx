import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { facetValue, hitFixture, searchResultFixture } from '../../features/search/test-fixtures';
import { kindAccessHandler } from '../../features/resources/test-fixtures';
import { tokens } from '../../lib/tokens';
import { gqlError, graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { RetrievePage } from './RetrievePage';

// Chakra and the router take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const RED_CHAMBER = hitFixture(
  'book',
  '1',
  [
    ['红楼', true],
    ['梦', false],
  ],
  {
    snippet: [
      ['以贾宝玉、林黛玉的爱情悲剧为主线，', false],
      ['红楼', true],
      ['一梦……', false],
    ],
    resource: { creators: ['曹雪芹', '高鹗'], publisher: '人民文学出版社', publishYear: 1996 },
  },
);
const RED_CHAMBER_AUDIO = hitFixture(
  'audio',
  '7',
  [
    ['红楼', true],
    ['梦（有声版）', false],
  ],
  { resource: { narrator: '王刚' } },
);
// The server names audio 音频; the site calls it 有声读物.
const KIND_FACET = [facetValue('book', '纸质图书', 1), facetValue('audio', '音频', 1)];

/** Answers the search with `answer(variables)` and records the variables; 热门检索 has two words. */
function mockSearch(answer: (variables: Record<string, unknown>) => Response | Record<string, unknown>) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('RetrievePageQuery', ({ variables }) => {
      requests.push(variables);
      const result = answer(variables);
      return result instanceof Response ? result : HttpResponse.json({ data: { search: result } });
    }),
    graphql.query('HotSearchWordsQuery', () =>
      HttpResponse.json({
        data: {
          hotSearchWords: [
            { __typename: 'SearchWord', id: '1', text: '三国演义' },
            { __typename: 'SearchWord', id: '2', text: '鲁迅' },
          ],
        },
      }),
    ),
  );
  return requests;
}

function renderRetrieve(path: string) {
  const rendered = renderRoutes(
    [
      { path: 'retrieve', element: <RetrievePage /> },
      { path: 'login', element: <h1>读者登录</h1> },
    ],
    path,
  );
  const search = () => new URLSearchParams(rendered.router.state.location.search);
  return { ...rendered, search, user: userEvent.setup() };
}

describe('RetrievePage (retrieve)', () => {
  it('with nothing to search, offers 热门检索 and a prompt instead of searching', async () => {
    const requests = mockSearch(() => searchResultFixture([]));
    const { user, search } = renderRetrieve('/retrieve');

    expect(screen.getByRole('heading', { level: 1, name: '资源检索' })).toBeInTheDocument();
    expect(screen.getByText('请输入检索词')).toBeInTheDocument();
    const hot = await screen.findByRole('region', { name: '热门检索' });
    await user.click(within(hot).getByRole('link', { name: '三国演义' }));
    await waitFor(() => expect(search().get('q')).toBe('三国演义'));
    await waitFor(() => expect(requests).toEqual([{ query: '三国演义', page: 1, pageSize: 20, sort: 'RELEVANCE' }]));
  });

  it('lists hits of every kind with the matches marked as text, their kind, byline and snippet, linking to the detail', async () => {
    const injected = hitFixture('book', '3', [
      ['<img src=x onerror="alert(1)">', false],
      ['红楼', true],
    ]);
    const requests = mockSearch(() => searchResultFixture([RED_CHAMBER, RED_CHAMBER_AUDIO, injected], { facets: { kind: KIND_FACET } }));
    const { container } = renderRetrieve('/retrieve?q=红楼');

    const link = await screen.findByRole('link', { name: '红楼梦' });
    expect(link).toHaveAttribute('href', '/resources/book/detail?id=1');
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['红楼']);
    const item = link.closest('li')!;
    expect(within(item).getByText('纸质图书')).toBeInTheDocument();
    expect(within(item).getByText('曹雪芹、高鹗 · 人民文学出版社 · 1996年')).toBeInTheDocument();
    const snippet = within(item).getByText(/以贾宝玉/);
    expect(snippet.querySelector('mark')).toHaveTextContent('红楼');

    expect(screen.getByRole('link', { name: '红楼梦（有声版）' })).toHaveAttribute('href', '/resources/audio/detail?id=7');
    // Markup in a title is text, never HTML.
    expect(screen.getByRole('link', { name: '<img src=x onerror="alert(1)">红楼' })).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();

    expect(screen.getByRole('heading', { level: 1, name: '检索：红楼' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '检索结果' })).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: '检索结果分页' })).toHaveTextContent('共 3 条');
    expect(requests).toEqual([{ query: '红楼', page: 1, pageSize: 20, sort: 'RELEVANCE' }]);
    // The search's feeds are announced in the head (React hoists the links there).
    expect(document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `/feeds/search.rss?q=${encodeURIComponent('红楼')}`,
    );
  });

  it('narrows by a facet (URL and query), shows it as a removable chip, and 清除筛选 clears the filters', async () => {
    const requests = mockSearch(({ filter }) => {
      const kind = (filter as { kind?: string } | undefined)?.kind;
      const items = kind === 'audio' ? [RED_CHAMBER_AUDIO] : [RED_CHAMBER, RED_CHAMBER_AUDIO];
      return searchResultFixture(items, {
        facets: { kind: kind === 'audio' ? [KIND_FACET[1]] : KIND_FACET, year: [facetValue('1996', '1996年', 1)] },
      });
    });
    const { user, search } = renderRetrieve('/retrieve?q=红楼&sort=views&page=2');
    const facets = await screen.findByRole('navigation', { name: '筛选检索结果' });
    // jsdom has the narrow layout: the facets are folded behind 筛选.
    expect(within(facets).queryByRole('region', { name: '资源类型' })).toBeNull();
    await user.click(within(facets).getByRole('button', { name: '筛选' }));
    expect(within(facets).getByRole('button', { name: '筛选' })).toHaveAttribute('aria-expanded', 'true');
    const kinds = within(facets).getByRole('region', { name: '资源类型' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['纸质图书1，1 条', '有声读物1，1 条']);

    await user.click(within(kinds).getByRole('link', { name: /有声读物/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '红楼梦' })).toBeNull());
    expect(screen.getByRole('link', { name: '红楼梦（有声版）' })).toBeInTheDocument();
    expect(Object.fromEntries(search())).toEqual({ q: '红楼', kind: 'audio', sort: 'views' });
    expect(requests.at(-1)).toEqual({ query: '红楼', filter: { kind: 'audio' }, page: 1, pageSize: 20, sort: 'VIEWS' });
    expect(within(kinds).getByRole('link', { name: /有声读物/ })).toHaveAttribute('aria-current', 'true');

    await user.click(within(facets).getByRole('link', { name: /1996年/ }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { kind: 'audio', year: 1996 } }));
    const chips = screen.getByRole('list', { name: '已选筛选条件' });
    await user.click(within(chips).getByRole('link', { name: '移除筛选条件：资源类型 有声读物' }));
    await waitFor(() => expect(Object.fromEntries(search())).toEqual({ q: '红楼', year: '1996', sort: 'views' }));
    expect(requests.at(-1)).toEqual({ query: '红楼', filter: { year: 1996 }, page: 1, pageSize: 20, sort: 'VIEWS' });

    await user.click(within(screen.getByRole('list', { name: '已选筛选条件' })).getByRole('link', { name: '清除筛选' }));
    await waitFor(() => expect(Object.fromEntries(search())).toEqual({ q: '红楼', sort: 'views' }));
    expect(screen.queryByRole('list', { name: '已选筛选条件' })).toBeNull();
  });

  it('sorts from the select and pages, both in the URL', async () => {
    const requests = mockSearch(({ page }) =>
      searchResultFixture([{ ...RED_CHAMBER, resource: { ...RED_CHAMBER.resource, id: `p${page}` } }], { total: 45 }),
    );
    const { user, search } = renderRetrieve('/retrieve?q=红楼');
    await screen.findByRole('link', { name: '红楼梦' });

    await user.selectOptions(screen.getByLabelText('排序'), '借阅最多');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sort: 'BORROWS', page: 1 }));
    expect(search().get('sort')).toBe('borrows');
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sort: 'BORROWS', page: 3 }));
    expect(search().get('page')).toBe('3');
  });

  it('offers 您是不是要找 as a search of the suggestion', async () => {
    mockSearch(({ query }) =>
      query === '红搂' ? searchResultFixture([RED_CHAMBER_AUDIO], { query: '红搂', didYouMean: '红楼' }) : searchResultFixture([RED_CHAMBER]),
    );
    const { user, search } = renderRetrieve('/retrieve?q=红搂&kind=audio');
    const notice = await screen.findByText(/您是不是要找/);
    const link = within(notice).getByRole('link', { name: '红楼' });
    expect(link).toHaveAttribute('href', `/retrieve?${new URLSearchParams({ q: '红楼' })}`);
    expect(screen.queryByText(/已为您显示/)).toBeNull();
    await user.click(link);
    expect(await screen.findByRole('link', { name: '红楼梦' })).toBeInTheDocument();
    expect(Object.fromEntries(search())).toEqual({ q: '红楼' });
  });

  it('says when the results are those of the corrected query', async () => {
    mockSearch(() => searchResultFixture([RED_CHAMBER], { query: '红楼', didYouMean: '红楼', corrected: true }));
    renderRetrieve('/retrieve?q=洪楼');
    expect(await screen.findByText('没有找到“洪楼”的结果，已为您显示“红楼”的结果')).toBeInTheDocument();
    expect(screen.queryByText(/您是不是要找/)).toBeNull();
    expect(screen.getByRole('link', { name: '红楼梦' })).toBeInTheDocument();
  });

  it('says 共 N+ 条 when the server stopped counting', async () => {
    mockSearch(() => searchResultFixture([RED_CHAMBER], { total: 2000, totalCapped: true }));
    renderRetrieve('/retrieve?q=书');
    expect(await screen.findByText('共 2000+ 条')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '检索结果分页' });
    expect(pager).not.toHaveTextContent('共 2000 条');
    expect(within(pager).getByRole('button', { name: '第 100 页' })).toBeInTheDocument();
  });

  it('says the facet counts are of part of the results when the server counted only some', async () => {
    mockSearch(() => searchResultFixture([RED_CHAMBER], { total: 1000, totalCapped: true, facets: { kind: KIND_FACET } }));
    renderRetrieve('/retrieve?q=书');
    const sidebar = await screen.findByRole('navigation', { name: '筛选检索结果' });
    expect(within(sidebar).getByText('结果较多，以下数目仅统计部分结果')).toBeInTheDocument();
  });

  it('says 共 N 条 of every match once the server has counted them, still paging the ranked results', async () => {
    mockSearch(() =>
      searchResultFixture([RED_CHAMBER], { total: 1000, totalCapped: true, matchCount: 81604, facetsExact: true, facets: { kind: KIND_FACET } }),
    );
    renderRetrieve('/retrieve?q=书');
    expect(await screen.findByText('共 81604 条')).toBeInTheDocument();
    expect(screen.getByText('找到 81604 条结果')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: '筛选检索结果' });
    expect(within(sidebar).queryByText('结果较多，以下数目仅统计部分结果')).toBeNull();
    // The pages are of the 1,000 ranked: 50 of 20, no last page named.
    const pager = screen.getByRole('navigation', { name: '检索结果分页' });
    expect(within(pager).queryByRole('button', { name: '第 51 页' })).toBeNull();
  });

  it('says nothing of the facet counts when they count every result', async () => {
    mockSearch(() => searchResultFixture([RED_CHAMBER], { facets: { kind: KIND_FACET } }));
    renderRetrieve('/retrieve?q=红楼');
    const sidebar = await screen.findByRole('navigation', { name: '筛选检索结果' });
    expect(within(sidebar).queryByText('结果较多，以下数目仅统计部分结果')).toBeNull();
  });

  it('finds nothing: says so and offers 清除筛选 and 热门检索', async () => {
    mockSearch(() => searchResultFixture([], { query: 'zzzz' }));
    renderRetrieve('/retrieve?q=zzzz&year=1990');
    expect(await screen.findByText('没有找到与“zzzz”相关的资源')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '清除筛选' }).at(-1)).toHaveAttribute('href', '/retrieve?q=zzzz');
    expect(await screen.findByRole('link', { name: '鲁迅' })).toHaveAttribute('href', `/retrieve?${new URLSearchParams({ q: '鲁迅' })}`);
  });

  it('shows a failure with 重新加载', async () => {
    let fail = true;
    mockSearch(() =>
      fail
        ? HttpResponse.json({ errors: [{ message: '服务器错误', extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } }] })
        : searchResultFixture([RED_CHAMBER]),
    );
    const { user } = renderRetrieve('/retrieve?q=红楼');
    expect(await screen.findByText('内容加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '红楼梦' })).toBeInTheDocument();
  });

  describe('e-books need a reader-card login', () => {
    it('a phone login filtering by e-book is told the server’s 请使用读者证登录！ and the search is not made', async () => {
      tokens.setReader('phone', 1);
      const asked: string[] = [];
      server.use(kindAccessHandler(false, asked));
      const requests = mockSearch(() => searchResultFixture([]));
      const { user, router } = renderRetrieve('/retrieve?q=论语&kind=ebook');
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('请使用读者证登录！')).toBeInTheDocument();
      expect(within(alert).getByRole('link', { name: '检索其他资源' })).toHaveAttribute('href', `/retrieve?${new URLSearchParams({ q: '论语' })}`);
      expect(requests).toEqual([]);
      expect(asked).toEqual(['ebook']);
      await user.click(within(alert).getByRole('link', { name: '读者证登录' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/retrieve?q=论语&kind=ebook');
    });

    it('searches the e-books for a card login, and shows the server’s 请使用读者证登录！ when it refuses the search', async () => {
      tokens.setReader('card', 2);
      server.use(kindAccessHandler(true));
      const requests = mockSearch(() => gqlError('FORBIDDEN', 403, '请使用读者证登录！'));
      renderRetrieve('/retrieve?q=论语&kind=ebook');
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('请使用读者证登录！')).toBeInTheDocument();
      expect(requests).toEqual([{ query: '论语', filter: { kind: 'ebook' }, page: 1, pageSize: 20, sort: 'RELEVANCE' }]);
      // The page explains it: no error dialog on top.
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });
});
