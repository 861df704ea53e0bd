import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/msw';
import { renderRoutes } from '../../test/render';
import { HeaderSearch } from './HeaderSearch';
import { pieces } from './test-fixtures';

configure({ asyncUtilTimeout: 10_000 });

const suggestion = (text: string, type: 'TITLE' | 'CREATOR' | 'SEARCH_WORD', highlighted: [string, boolean][], resource?: [string, string]) => ({
  __typename: 'SearchSuggestion',
  text,
  type,
  highlighted: pieces(...highlighted),
  resourceId: resource?.[1] ?? null,
  kind: resource?.[0] ?? null,
});

const SUGGESTIONS = [
  suggestion(
    '红楼梦',
    'TITLE',
    [
      ['红楼', true],
      ['梦', false],
    ],
    ['book', '1'],
  ),
  suggestion('红楼梦研究', 'SEARCH_WORD', [
    ['红楼', true],
    ['梦研究', false],
  ]),
  suggestion(
    '红楼梦魇',
    'TITLE',
    [
      ['红楼', true],
      ['梦魇', false],
    ],
    ['database', '9'],
  ),
];

/** Answers searchSuggestions (after `wait` ms) and records each request and the most at once. */
function mockSuggestions(wait = 0) {
  const asked: string[] = [];
  const load = { now: 0, most: 0 };
  server.use(
    graphql.query('SearchSuggestionsQuery', async ({ variables }) => {
      asked.push(variables.query as string);
      load.now += 1;
      load.most = Math.max(load.most, load.now);
      await delay(wait);
      load.now -= 1;
      return HttpResponse.json({
        data: { searchSuggestions: variables.query === 'hlm' || String(variables.query).startsWith('红') ? SUGGESTIONS : [] },
      });
    }),
  );
  return { asked, load };
}

function renderHeader() {
  const rendered = renderRoutes(
    [
      { path: 'index', element: <HeaderSearch /> },
      { path: 'retrieve', element: <h1>检索结果页</h1> },
      { path: 'resources/book/detail', element: <h1>图书详情页</h1> },
    ],
    '/index',
  );
  const location = () => `${rendered.router.state.location.pathname}?${new URLSearchParams(rendered.router.state.location.search)}`;
  return { ...rendered, location, user: userEvent.setup() };
}

const box = () => within(screen.getByRole('search', { name: '站内检索' })).getByRole('combobox', { name: '检索词' });

describe('HeaderSearch', () => {
  it('suggests as one types (the whole word asked once), marks the matches, and Enter searches the text', async () => {
    const { asked } = mockSuggestions();
    const { user, location } = renderHeader();
    await user.type(box(), '红楼');

    const list = await screen.findByRole('listbox', { name: '检索建议' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['红楼梦纸质图书', '红楼梦研究热门检索', '红楼梦魇数据库']);
    expect(options[0].querySelector('mark')).toHaveTextContent('红楼');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(asked).toEqual(['红楼']);

    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: '检索结果页' });
    expect(location()).toBe(`/retrieve?${new URLSearchParams({ q: '红楼' })}`);
  });

  it('moves through the suggestions with ↓/↑ (aria-activedescendant), opens a title with Enter, searches others', async () => {
    mockSuggestions();
    const { user, location, router } = renderHeader();
    await user.type(box(), 'hlm');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    await screen.findByRole('heading', { name: '图书详情页' });
    expect(location()).toBe('/resources/book/detail?id=1');

    // A popular search (and a title without a detail page) searches its text.
    await act(() => router.navigate('/index'));
    await user.type(box(), 'hlm');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await screen.findByRole('heading', { name: '检索结果页' });
    expect(location()).toBe(`/retrieve?${new URLSearchParams({ q: '红楼梦研究' })}`);
  });

  it('closes the list with Esc (keeping the text), and a click on a suggestion picks it', async () => {
    mockSuggestions();
    const { user, location } = renderHeader();
    await user.type(box(), '红楼');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveValue('红楼');

    await user.keyboard('{ArrowDown}');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /红楼梦魇/ }));
    await screen.findByRole('heading', { name: '检索结果页' });
    expect(location()).toBe(`/retrieve?${new URLSearchParams({ q: '红楼梦魇' })}`);
  });

  it('asks nothing for blank input, and never has two requests out at once', async () => {
    const { asked, load } = mockSuggestions(800);
    const { user } = renderHeader();
    await user.type(box(), '   ');
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).toEqual([]);
    await user.clear(box());

    // 红 goes out; 红楼 and 红楼梦 are typed while it is out: only the latest follows it.
    await user.type(box(), '红');
    await waitFor(() => expect(asked).toEqual(['红']));
    await user.type(box(), '楼');
    await new Promise((r) => setTimeout(r, 250));
    await user.type(box(), '梦');
    await waitFor(() => expect(asked).toEqual(['红', '红楼梦']));
    await screen.findByRole('listbox');
    expect(load.most).toBe(1);
  });
});
