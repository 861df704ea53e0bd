import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserInfo, saveUserInfo } from '../../../lib/user-info';
import { graphql, http, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import type { ReaderSource } from '../reader-source';
import { SAVE_DEBOUNCE_MS } from '../useReadingState';
import { BROKEN_EBOOK, EbookReader } from './EbookReader';
import type { EbookInfo, EbookLook, EbookPlace, EbookSession, OpenEbook, PageInput, SearchHit } from './ebook-engine';

const KEY = 'reading:A001:resource:7';
const SOURCE: ReaderSource = {
  url: '/uploads/lunyu.epub',
  document: 'resource:7',
  title: '论语',
  format: 'epub',
  backTo: '/resources/ebook/detail?id=7',
  backLabel: '详情',
};
const INFO: EbookInfo = {
  toc: [
    { label: '学而第一', href: 'text/ch01.xhtml', depth: 0 },
    { label: '为政第二', href: 'text/ch02.xhtml', depth: 0 },
  ],
  metadata: { title: '论语', creator: '孔子弟子', publisher: '', language: 'zh' },
  cover: null,
  pageList: [],
};

/** An engine that records what the reader asks and lets the test move the reader and touch the page. */
function fakeEngine({ fails = false, hits = [] as SearchHit[] } = {}) {
  const calls = {
    url: '',
    target: undefined as string | undefined,
    looks: [] as EbookLook[],
    next: 0,
    prev: 0,
    displayed: [] as Array<string | undefined>,
    destroyed: 0,
  };
  let relocated: (place: EbookPlace) => void = () => undefined;
  let input: (input: PageInput) => void = () => undefined;
  const open: OpenEbook = vi.fn((_element, url, { target, look }) => {
    calls.url = url;
    calls.target = target;
    calls.looks.push(look);
    const session: EbookSession = {
      opened: fails ? Promise.reject(new Error('Cannot load book')) : Promise.resolve(INFO),
      display: async (at) => void calls.displayed.push(at),
      next: async () => void (calls.next += 1),
      prev: async () => void (calls.prev += 1),
      setLook: (next) => void calls.looks.push(next),
      scrollTo: () => undefined,
      search: async () => hits,
      onRelocated: (listener) => void (relocated = listener),
      onInput: (listener) => void (input = listener),
      destroy: () => void (calls.destroyed += 1),
    };
    return session;
  });
  const place = (cfi: string, percentage: number, href = 'text/ch02.xhtml'): EbookPlace => ({
    cfi,
    href,
    percentage,
    atStart: false,
    atEnd: false,
    excerpt: '子曰：为政以德，譬如北辰。',
    verticalOffset: 0,
  });
  return { open, calls, relocate: (p: EbookPlace) => act(() => relocated(p)), touch: (i: PageInput) => act(() => input(i)), place };
}

/** The account's copy of the reading (null: never saved); records what is saved to it. */
function account(kept: { state: object; progress: number; location: string; savedAt: string } | null) {
  const saves: Array<Record<string, unknown>> = [];
  server.use(
    graphql.query('ReadingState', () =>
      HttpResponse.json({ data: { readingState: kept && { __typename: 'ReadingState', ...kept, state: JSON.stringify(kept.state) } } }),
    ),
    graphql.mutation('SaveReadingState', ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
      saves.push(input);
      return HttpResponse.json({ data: { saveReadingState: { __typename: 'ReadingState', ...input } } });
    }),
  );
  return saves;
}

const renderReader = (open: OpenEbook) => renderRoutes([{ path: 'read', element: <EbookReader source={SOURCE} open={open} /> }], '/read');
const kept = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { state: Record<string, unknown>; progress: number; location: string } | null;

beforeEach(() => saveUserInfo({ name: '张三', cardNumber: 'A001', level: 2 }));
afterEach(() => {
  localStorage.clear();
  clearUserInfo();
});

describe('EbookReader', () => {
  it('opens a new book at its start with the default settings (font size 16, day, paginated)', async () => {
    account(null);
    const engine = fakeEngine();
    renderReader(engine.open);
    await waitFor(() => expect(engine.open).toHaveBeenCalledTimes(1));
    expect(engine.calls.url).toBe('/uploads/lunyu.epub');
    expect(engine.calls.target).toBeUndefined();
    expect(engine.calls.looks[0]).toEqual({ fontSize: 16, fontFamily: '', theme: 'day', paginated: true });
    expect(await screen.findByRole('link', { name: /返回详情/ })).toHaveAttribute('href', '/resources/ebook/detail?id=7');
  });

  it("resumes at this device's place and settings, instantly, when the account's copy is older", async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { fontSize: 20, theme: 'night' }, progress: 0.3, location: 'cfi-device', savedAt: '2026-11-21T10:00:00.000Z' }),
    );
    account({ state: { fontSize: 18 }, progress: 0.1, location: 'cfi-account', savedAt: '2026-11-20T10:00:00.000Z' });
    const engine = fakeEngine();
    renderReader(engine.open);
    await waitFor(() => expect(engine.open).toHaveBeenCalled());
    expect(engine.calls.target).toBe('cfi-device');
    expect(engine.calls.looks[0]).toMatchObject({ fontSize: 20, theme: 'night' });
    expect(screen.getByRole('progressbar', { name: '阅读进度' })).toHaveAttribute('aria-valuenow', '30');
  });

  it("resumes where another device stopped when the account's copy is later", async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { fontSize: 20 }, progress: 0.1, location: 'cfi-device', savedAt: '2026-11-20T10:00:00.000Z' }),
    );
    account({ state: { fontSize: 24, theme: 'sepia' }, progress: 0.6, location: 'cfi-phone', savedAt: '2026-11-21T10:00:00.000Z' });
    const engine = fakeEngine();
    renderReader(engine.open);
    await waitFor(() => expect(engine.open).toHaveBeenCalled());
    expect(engine.calls.target).toBe('cfi-phone');
    expect(engine.calls.looks[0]).toMatchObject({ fontSize: 24, theme: 'sepia' });
  });

  it('changes font size, family and theme in the book, keeps them on the device at once and on the account debounced', async () => {
    const saves = account(null);
    const engine = fakeEngine();
    renderReader(engine.open);
    await screen.findByRole('link', { name: /返回详情/ });
    await waitFor(() => expect(screen.queryByRole('status', { name: '电子书加载中' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '阅读设置' }));
    const settings = screen.getByRole('complementary', { name: '阅读设置' });
    fireEvent.click(within(settings).getByRole('button', { name: '放大字号' }));
    fireEvent.click(within(settings).getByRole('button', { name: '放大字号' }));
    fireEvent.click(within(settings).getByRole('button', { name: '夜间' }));
    fireEvent.click(within(settings).getByRole('button', { name: '楷体' }));
    fireEvent.click(within(settings).getByRole('button', { name: '滚动' }));
    expect(within(settings).getByTestId('ebook-font-size')).toHaveTextContent('20');
    await waitFor(() => expect(engine.calls.looks.at(-1)).toMatchObject({ fontSize: 20, theme: 'night', paginated: false }));
    expect(engine.calls.looks.at(-1)!.fontFamily).toMatch(/KaiTi/);
    expect(kept()!.state).toMatchObject({ fontSize: 20, theme: 'night', paginated: false, book: 'resource:7', fileName: '论语' });
    await waitFor(() => expect(saves.length).toBeGreaterThan(0), { timeout: SAVE_DEBOUNCE_MS + 2000 });
    expect(JSON.parse(saves.at(-1)!.state as string)).toMatchObject({ fontSize: 20, theme: 'night' });
    expect(saves.at(-1)).toMatchObject({ document: 'resource:7', format: 'epub' });
  });

  it('turns pages by the buttons, the keyboard, taps and swipes; a tap in the middle hides the menus', async () => {
    account(null);
    const engine = fakeEngine();
    renderReader(engine.open);
    await waitFor(() => expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    engine.touch({ type: 'tap', x: 0.9 });
    engine.touch({ type: 'swipe', dx: -120, dy: 5 });
    expect(engine.calls.next).toBe(4);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    engine.touch({ type: 'tap', x: 0.1 });
    engine.touch({ type: 'key', key: 'PageUp' });
    expect(engine.calls.prev).toBe(3);
    engine.touch({ type: 'tap', x: 0.5 });
    await waitFor(() => expect(screen.queryByRole('link', { name: /返回详情/ })).toBeNull());
    expect(kept()!.state.menuVisible).toBe(false);
    engine.touch({ type: 'tap', x: 0.5 });
    expect(await screen.findByRole('link', { name: /返回详情/ })).toBeInTheDocument();
  });

  it('keeps the place and the percentage as pages turn, without losing a known share to an uncounted 0', async () => {
    account(null);
    const engine = fakeEngine();
    renderReader(engine.open);
    await waitFor(() => expect(engine.open).toHaveBeenCalled());
    await screen.findByRole('button', { name: '目录' });
    engine.relocate(engine.place('cfi-42', 0.42));
    expect(screen.getByRole('progressbar', { name: '阅读进度' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByTestId('ebook-percent')).toHaveTextContent('42%');
    expect(kept()).toMatchObject({ location: 'cfi-42', progress: 0.42, state: { section: 'text/ch02.xhtml', sectionTitle: '为政第二' } });
    engine.relocate(engine.place('cfi-43', 0));
    expect(kept()).toMatchObject({ location: 'cfi-43', progress: 0.42 });
  });

  it('adds a bookmark with its section and excerpt, lists it, goes to it, and removes it', async () => {
    account(null);
    const engine = fakeEngine();
    renderReader(engine.open);
    await waitFor(() => expect(engine.open).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('status', { name: '电子书加载中' })).toBeNull());
    engine.relocate(engine.place('cfi-b', 0.3));
    fireEvent.click(screen.getByRole('button', { name: '添加书签' }));
    expect(screen.getByRole('button', { name: '移除书签' })).toHaveAttribute('aria-pressed', 'true');
    expect(kept()!.state.bookmarks).toEqual([
      expect.objectContaining({ cfi: 'cfi-b', sectionTitle: '为政第二', excerpt: '子曰：为政以德，譬如北辰。', progress: 0.3 }),
    ]);

    engine.relocate(engine.place('cfi-c', 0.5));
    expect(screen.getByRole('button', { name: '添加书签' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: '书签列表' }));
    const list = screen.getByRole('complementary', { name: '书签' });
    fireEvent.click(within(list).getByRole('button', { name: /为政第二 · 30%/ }));
    expect(engine.calls.displayed).toEqual(['cfi-b']);

    fireEvent.click(screen.getByRole('button', { name: '书签列表' }));
    fireEvent.click(within(screen.getByRole('complementary', { name: '书签' })).getByRole('button', { name: /删除书签/ }));
    expect(kept()!.state.bookmarks).toEqual([]);
  });

  it('lists the contents (the current section marked) and searches inside the book', async () => {
    account(null);
    const engine = fakeEngine({ hits: [{ cfi: 'cfi-hit', excerpt: '…学而时习之，不亦说乎…' }] });
    renderReader(engine.open);
    await waitFor(() => expect(screen.queryByRole('status', { name: '电子书加载中' })).toBeNull());
    engine.relocate(engine.place('cfi-x', 0.2));
    fireEvent.click(screen.getByRole('button', { name: '目录' }));
    const toc = screen.getByRole('complementary', { name: '目录' });
    expect(within(toc).getByRole('button', { name: '为政第二' })).toHaveAttribute('aria-current', 'location');
    fireEvent.click(within(toc).getByRole('button', { name: '学而第一' }));
    expect(engine.calls.displayed).toEqual(['text/ch01.xhtml']);

    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    const search = screen.getByRole('complementary', { name: '书内搜索' });
    fireEvent.change(within(search).getByRole('textbox', { name: '搜索书中内容' }), { target: { value: '学而' } });
    fireEvent.click(within(search).getByRole('button', { name: '搜索' }));
    fireEvent.click(await within(search).findByRole('button', { name: /学而时习之/ }));
    expect(engine.calls.displayed).toEqual(['text/ch01.xhtml', 'cfi-hit']);
  });

  it('says clearly that a broken EPUB cannot open, with the way back, instead of a blank page', async () => {
    account(null);
    // The file itself is there (not refused): the reader asks it why, and it is the EPUB that is broken.
    server.use(http.get('*/uploads/lunyu.epub', () => new HttpResponse(new Uint8Array([0x50]), { status: 206 })));
    const engine = fakeEngine({ fails: true });
    renderReader(engine.open);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BROKEN_EBOOK);
    expect(within(alert).getByRole('link', { name: '返回详情' })).toHaveAttribute('href', '/resources/ebook/detail?id=7');
  });
});
