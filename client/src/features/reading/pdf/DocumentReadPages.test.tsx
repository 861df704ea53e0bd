import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserInfo, saveUserInfo } from '../../../lib/user-info';
import { gqlError, graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { JournalReadPage, NewspaperReadPage, ThesisReadPage } from './DocumentReadPages';
import { fakePdfEngine } from './fake-pdf-engine';
import type { PdfEngine } from './pdf-engine';

// pdf.js cannot run in jsdom: the reader gets a fake engine in its place (pdf-engine's adapter seam).
let engine: ReturnType<typeof fakePdfEngine>;
const loaded = new WeakMap<object, Promise<PdfEngine>>();
vi.mock('./pdf-engine', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./pdf-engine')>()),
  // One promise per engine, as the real loader keeps one: a new promise would open the document again.
  loadPdfEngine: (): Promise<PdfEngine> => (loaded.get(engine) ?? loaded.set(engine, Promise.resolve(engine.engine)).get(engine))!,
}));

type Kept = { state: string; progress: number; location: string | null; savedAt: string } | null;

/** The account's reading state per document (null: never read); records the documents asked and the saves. */
function account(kept: Record<string, Kept> = {}) {
  const asked: string[] = [];
  const saves: Record<string, unknown>[] = [];
  server.use(
    graphql.query('ReadingState', ({ variables }) => {
      asked.push(variables.document as string);
      const state = kept[variables.document as string] ?? null;
      return HttpResponse.json({ data: { readingState: state && { __typename: 'ReadingState', ...state } } });
    }),
    graphql.mutation('SaveReadingState', ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
      saves.push(input);
      return HttpResponse.json({ data: { saveReadingState: { __typename: 'ReadingState', ...input } } });
    }),
  );
  return { asked, saves };
}

const stored = (document: string) =>
  JSON.parse(localStorage.getItem(`reading:A001:${document}`) ?? 'null') as { location: string; progress: number; state: object } | null;

const thesis = (file: string | null) =>
  server.use(
    graphql.query('ThesisReadQuery', () =>
      HttpResponse.json({ data: { resource: { __typename: 'Thesis', id: '50', title: '宋代藏书楼研究', file } } }),
    ),
  );

const renderThesis = () =>
  renderRoutes(
    [
      { path: 'resources/thesis/detail/read', element: <ThesisReadPage /> },
      { path: 'resources/thesis/detail', element: <p>论文详情</p> },
    ],
    '/resources/thesis/detail/read?id=50',
  );

/** The window is wide (the side panel starts open) unless a test says otherwise. */
const matchMedia = window.matchMedia;
function windowWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query.includes('min-width') ? wide : false }));
}

beforeEach(() => {
  saveUserInfo({ name: '张三', cardNumber: 'A001', level: 2 });
  engine = fakePdfEngine({ pageCount: 10 });
  windowWidth(true);
});
afterEach(() => {
  localStorage.clear();
  clearUserInfo();
  vi.restoreAllMocks();
});

describe('thesis reader', () => {
  it("opens the thesis's PDF where the account left it, at its zoom", async () => {
    thesis('/uploads/thesis/50.pdf');
    const { asked } = account({
      'resource:50': { state: JSON.stringify({ zoom: 1.5 }), progress: 0.4, location: '4', savedAt: '2026-11-20T10:00:00.000Z' },
    });
    renderThesis();
    expect(await screen.findByRole('heading', { level: 1, name: '宋代藏书楼研究' })).toBeInTheDocument();
    await waitFor(() => expect(engine.opened).toHaveLength(1));
    expect(engine.last()).toMatchObject({ url: '/uploads/thesis/50.pdf', page: 4, zoom: 1.5 });
    expect(asked).toEqual(['resource:50']);
    expect(await screen.findByRole('textbox', { name: '页码（共 10 页）' })).toHaveValue('4');
    expect(screen.getByRole('combobox', { name: '缩放' })).toHaveValue('1.5');
    expect(screen.getByRole('link', { name: '返回详情' })).toHaveAttribute('href', '/resources/thesis/detail?id=50');
  });

  it('goes to a typed page and to the next, remembering the page and the share read; a page outside the document is not sent', async () => {
    thesis('/uploads/thesis/50.pdf');
    const { saves } = account();
    renderThesis();
    const user = userEvent.setup();
    const pageNumber = await screen.findByRole('textbox', { name: '页码（共 10 页）' });
    expect(pageNumber).toHaveValue('1');
    // Opening on page 1 is not a move: nothing is saved for it.
    expect(stored('resource:50')).toBeNull();

    await user.clear(pageNumber);
    await user.type(pageNumber, '3{Enter}');
    expect(engine.session().goToPage).toHaveBeenLastCalledWith(3);
    expect(pageNumber).toHaveValue('3');
    expect(stored('resource:50')).toMatchObject({ location: '3', progress: 0.3 });

    await user.clear(pageNumber);
    await user.type(pageNumber, '11{Enter}');
    expect(engine.session().goToPage).toHaveBeenCalledTimes(1);
    expect(pageNumber).toHaveValue('3');

    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(engine.session().goToPage).toHaveBeenLastCalledWith(4);
    expect(stored('resource:50')).toMatchObject({ location: '4', progress: 0.4 });
    await waitFor(() => expect(saves.at(-1)).toMatchObject({ document: 'resource:50', format: 'pdf', location: '4', progress: 0.4 }), {
      timeout: 4000,
    });
  });

  it('zooms by preset and by steps, and keeps the zoom in the reading state', async () => {
    thesis('/uploads/thesis/50.pdf');
    account();
    renderThesis();
    const user = userEvent.setup();
    const zoom = await screen.findByRole('combobox', { name: '缩放' });
    expect(zoom).toHaveValue('page-width');

    await user.selectOptions(zoom, '适合页面');
    expect(engine.session().setZoom).toHaveBeenLastCalledWith('page-fit');
    expect(stored('resource:50')?.state).toEqual({ zoom: 'page-fit' });

    // The preset shows 120 % here: the next step up is 125 %, then down from there 100 %.
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(engine.session().setZoom).toHaveBeenLastCalledWith(1.25);
    await user.click(screen.getByRole('button', { name: '缩小' }));
    expect(engine.session().setZoom).toHaveBeenLastCalledWith(1);
    expect(zoom).toHaveValue('1');
    expect(stored('resource:50')?.state).toEqual({ zoom: 1 });
  });

  it('searches the document: Enter finds, Enter again the next match, Shift+Enter the previous; the count shows', async () => {
    thesis('/uploads/thesis/50.pdf');
    account();
    renderThesis();
    const user = userEvent.setup();
    const search = await screen.findByRole('searchbox', { name: '在文档中搜索' });
    await user.type(search, '藏书{Enter}');
    expect(engine.session().find).toHaveBeenLastCalledWith('藏书', { again: false, previous: false });
    engine.last().onFind({ current: 1, total: 4, state: 'found' });
    expect(await within(screen.getByRole('search')).findByText('1/4')).toBeInTheDocument();

    await user.type(search, '{Enter}');
    expect(engine.session().find).toHaveBeenLastCalledWith('藏书', { again: true, previous: false });
    await user.type(search, '{Shift>}{Enter}{/Shift}');
    expect(engine.session().find).toHaveBeenLastCalledWith('藏书', { again: true, previous: true });

    await user.clear(search);
    await user.type(search, '无此词{Enter}');
    expect(engine.session().find).toHaveBeenLastCalledWith('无此词', { again: false, previous: false });
    engine.last().onFind({ current: 0, total: 0, state: 'not-found' });
    expect(await within(screen.getByRole('search')).findByText('未找到')).toBeInTheDocument();
  });

  it("lists the PDF's outline when it has one, and opens an entry", async () => {
    const chapter = { title: '第一章 绪论', dest: 'ch1', items: [{ title: '1.1 问题', dest: 'ch1.1', items: [] }] };
    engine = fakePdfEngine({ pageCount: 10, outline: [chapter] });
    thesis('/uploads/thesis/50.pdf');
    account();
    renderThesis();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '目录' }));
    await user.click(screen.getByRole('button', { name: '1.1 问题' }));
    expect(engine.session().goToOutline).toHaveBeenCalledWith(chapter.items[0]);
    await user.click(screen.getByRole('tab', { name: '缩略图' }));
    const thumbnails = screen.getByRole('list', { name: '缩略图' });
    expect(within(thumbnails).getAllByRole('button')).toHaveLength(10);
    await user.click(within(thumbnails).getByRole('button', { name: '第 7 页' }));
    expect(engine.session().goToPage).toHaveBeenLastCalledWith(7);
    expect(within(thumbnails).getByRole('button', { name: '第 7 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('starts with the side panel closed on a narrow window; 侧栏 opens and closes it', async () => {
    windowWidth(false);
    thesis('/uploads/thesis/50.pdf');
    account();
    renderThesis();
    const toggle = await screen.findByRole('button', { name: '侧栏' });
    await screen.findByRole('textbox', { name: '页码（共 10 页）' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('tab', { name: '缩略图' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(toggle);
    expect(screen.getByRole('tab', { name: '缩略图' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('tab', { name: '缩略图' })).not.toBeInTheDocument();
  });

  it('has no outline tab for a PDF without one', async () => {
    thesis('/uploads/thesis/50.pdf');
    account();
    renderThesis();
    expect(await screen.findByRole('tab', { name: '缩略图' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '目录' })).not.toBeInTheDocument();
  });

  it('says so when the PDF cannot be opened, with 返回 to the detail page', async () => {
    engine = fakePdfEngine({ fail: true });
    thesis('/uploads/thesis/missing.pdf');
    account();
    renderThesis();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('文档加载失败');
    await userEvent.setup().click(within(alert).getByRole('link', { name: '返回' }));
    expect(await screen.findByText('论文详情')).toBeInTheDocument();
  });

  it('says a thesis without a file has no full text, and a missing or refused one is not there, without opening a reader', async () => {
    thesis(null);
    account();
    const { unmount } = renderThesis();
    expect(await screen.findByText('该论文暂无全文')).toBeInTheDocument();
    unmount();

    server.use(graphql.query('ThesisReadQuery', () => gqlError('NOT_FOUND', 404, '页面未找到。')));
    renderThesis();
    expect(await screen.findByText('该资源不存在或已下架')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/resources/thesis/detail?id=50');
    expect(engine.opened).toEqual([]);
  });
});

const article = (id: string, title: string, file: string | null) => ({
  __typename: 'JournalArticle',
  id,
  title,
  creators: ['李四'],
  pages: '1-8',
  file,
});

describe('journal reader', () => {
  beforeEach(() =>
    server.use(
      graphql.query('JournalReadQuery', () =>
        HttpResponse.json({
          data: {
            resource: {
              __typename: 'Journal',
              id: '9',
              title: '图书馆学刊',
              volumes: [
                {
                  __typename: 'JournalVolume',
                  id: 'v2',
                  year: 2026,
                  issue: '第2期',
                  articles: [
                    article('3', '公共图书馆的阅读推广', '/uploads/j/3.pdf'),
                    article('4', '古籍数字化', null),
                    article('5', '馆藏评价', '/uploads/j/5.pdf'),
                  ],
                },
                { __typename: 'JournalVolume', id: 'v1', year: 2026, issue: '第1期', articles: [article('1', '旧文', '/uploads/j/1.pdf')] },
              ],
            },
          },
        }),
      ),
    ),
  );
  const renderJournal = (search: string) =>
    renderRoutes([{ path: 'resources/journal/detail/read', element: <JournalReadPage /> }], `/resources/journal/detail/read${search}`);

  it("shows the chosen article with its issue's articles beside it, and switches to another", async () => {
    const { asked } = account();
    const { router } = renderJournal('?id=9&article=3');
    await waitFor(() => expect(engine.last()).toMatchObject({ url: '/uploads/j/3.pdf', page: 1 }));
    expect(asked).toEqual(['resource:9:article3']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('公共图书馆的阅读推广 - 图书馆学刊 2026年第2期');
    const list = screen.getByRole('list', { name: '本期文章' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['公共图书馆的阅读推广', '古籍数字化（暂无全文）', '馆藏评价']);
    expect(within(list).getByRole('link', { name: '公共图书馆的阅读推广' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(within(list).getByRole('link', { name: '馆藏评价' }));
    await waitFor(() => expect(engine.last()).toMatchObject({ url: '/uploads/j/5.pdf' }));
    expect(router.state.location.search).toBe('?id=9&article=5');
    expect(asked).toContain('resource:9:article5');
  });

  it('says an unknown article is not there and one without a file has no full text', async () => {
    account();
    const { unmount } = renderJournal('?id=9&article=77');
    expect(await screen.findByText('该文章不存在或已下架')).toBeInTheDocument();
    unmount();
    renderJournal('?id=9&article=4');
    expect(await screen.findByText('该文章暂无全文')).toBeInTheDocument();
    expect(engine.opened).toEqual([]);
  });
});

const editionPage = (id: string, pageNo: number, title: string, file: string | null = null) => ({
  __typename: 'EditionPage',
  id,
  pageNo,
  title,
  image: `/uploads/paper/${id}.jpg`,
  file,
});

describe('newspaper reader', () => {
  const asked: unknown[] = [];
  beforeEach(() => {
    asked.length = 0;
    server.use(
      graphql.query('NewspaperReadQuery', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            resource: {
              __typename: 'Newspaper',
              id: '60',
              title: '钱塘日报',
              editions: [
                {
                  __typename: 'NewspaperEdition',
                  id: '103',
                  editionDate: '2026-05-03',
                  issue: '第103期',
                  // Out of order on purpose: the reader shows them by page number.
                  pages: [
                    editionPage('p2', 2, 'A02 城事', '/uploads/paper/p2.pdf'),
                    editionPage('p1', 1, 'A01 要闻'),
                    editionPage('p3', 3, 'A03 文体'),
                  ],
                },
              ],
            },
          },
        });
      }),
    );
  });
  const renderPaper = (search: string) =>
    renderRoutes([{ path: 'resources/newspaper/detail/read', element: <NewspaperReadPage /> }], `/resources/newspaper/detail/read${search}`);

  it("shows the edition's pages in order, a picture page as its picture and a PDF page in the PDF view, remembering the page", async () => {
    const { asked: documents } = account();
    renderPaper('?id=60&edition=103&date=2026-05-03');
    const list = await screen.findByRole('list', { name: '版面列表' });
    expect(asked).toEqual([{ id: '60', year: 2026, month: 5 }]);
    expect(documents).toEqual(['resource:60:edition103']);
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['第1版 A01 要闻', '第2版 A02 城事', '第3版 A03 文体']);
    expect(screen.getByRole('img', { name: '第1版 A01 要闻' })).toHaveAttribute('src', '/uploads/paper/p1.jpg');
    expect(screen.getByText('第 1 / 3 版')).toBeInTheDocument();
    expect(engine.opened).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '下一版' }));
    await waitFor(() => expect(engine.last()).toMatchObject({ url: '/uploads/paper/p2.pdf', page: 1 }));
    expect(stored('resource:60:edition103')).toMatchObject({ location: '2' });
    expect(stored('resource:60:edition103')?.progress).toBeCloseTo(2 / 3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('钱塘日报 2026-05-03 第103期 · 第2版 A02 城事');

    await user.click(within(screen.getByRole('list', { name: '版面列表' })).getByRole('button', { name: '第3版 A03 文体' }));
    expect(await screen.findByRole('img', { name: '第3版 A03 文体' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一版' })).toBeDisabled();
    expect(stored('resource:60:edition103')).toMatchObject({ location: '3', progress: 1 });
  });

  it('opens on the page the reader left, and says an unknown edition is not there', async () => {
    localStorage.setItem(
      'reading:A001:resource:60:edition103',
      JSON.stringify({ state: { zoom: 'page-width' }, progress: 1, location: '3', savedAt: '2026-05-03T10:00:00.000Z' }),
    );
    account();
    const { unmount } = renderPaper('?id=60&edition=103&date=2026-05-03');
    expect(await screen.findByRole('img', { name: '第3版 A03 文体' })).toBeInTheDocument();
    unmount();
    renderPaper('?id=60&edition=999');
    expect(await screen.findByText('该期报纸不存在或已下架')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ id: '60', year: null, month: null });
  });
});
