import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Parser from 'rss-parser';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

/** Issue 18: RSS 2.0 and Atom feeds of what a guest sees, read back with a feed parser as a reader would. */
describe('feeds', () => {
  let portal: TestPortal;
  let admin: string;
  const parser = new Parser();
  const BASE = 'https://lib.example.org';
  const feed = async (path: string) => {
    const res = await fetch(portal.url + path);
    expect(res.status, path).toBe(200);
    return { type: res.headers.get('content-type'), feed: await parser.parseString(await res.text()) };
  };

  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true, env: { PUBLIC_URL: `${BASE}/` } });
    admin = await portal.adminToken();
  });
  afterAll(() => portal?.close());

  it('gives each news category in RSS 2.0 and Atom, with absolute links, and follows what the public may see', async () => {
    const rss = await feed('/feeds/news/libraryNews.rss');
    expect(rss.type).toMatch(/^application\/rss\+xml/);
    expect(rss.feed.title).toContain('本馆新闻');
    expect(rss.feed.description).toContain('本馆新闻');
    expect(rss.feed.items.length).toBeGreaterThan(0);
    expect(rss.feed.items.length).toBeLessThanOrEqual(20);
    for (const item of rss.feed.items) expect(item.link).toMatch(new RegExp(`^${BASE}/information/libraryNews/detail\\?id=\\d+$`));
    const atom = await feed('/feeds/news/libraryNews.atom');
    expect(atom.type).toMatch(/^application\/atom\+xml/);
    expect(atom.feed.items.map((item) => item.title)).toEqual(rss.feed.items.map((item) => item.title));

    const created = await portal.rest<Data>(
      'POST',
      '/api/admin/news/create',
      { category: 'libraryNews', title: '订阅源测试新闻', body: '<p>正文</p>' },
      admin,
    );
    expect((await feed('/feeds/news/libraryNews.rss')).feed.items[0].title).toBe('订阅源测试新闻');
    await portal.rest('POST', `/api/admin/news/disable/${created.body.data.id}`, {}, admin);
    expect((await feed('/feeds/news/libraryNews.rss')).feed.items.map((item) => item.title)).not.toContain('订阅源测试新闻');
  });

  it('gives each resource kind’s newest, and refuses a kind a guest may not list', async () => {
    const books = await feed('/feeds/resources/book.atom');
    expect(books.feed.items.length).toBeGreaterThan(0);
    expect(books.feed.items[0].link).toMatch(new RegExp(`^${BASE}/resources/book/detail\\?id=\\d+$`));
    const dates = books.feed.items.map((item) => Date.parse(item.isoDate!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const ebooks = await fetch(`${portal.url}/feeds/resources/ebook.rss`);
    // As the e-book list answers a guest (spec: e-books need a reader-card login).
    expect(ebooks.status).toBe(401);
    expect(((await ebooks.json()) as { msg: string }).msg).toBe('未登录或登录过期');
  });

  it('gives the new-book list (新书通报) as its page shows it: paper books, newest first', async () => {
    const rss = await feed('/feeds/newBooks.rss');
    expect(rss.feed.title).toContain('新书通报');
    expect(rss.feed.link).toBe(`${BASE}/resources/newBooks`);
    const page = await portal.gql<Data>('{ resources(kind: book, pageSize: 20, sortBy: publishedAt, order: DESC) { items { title } } }');
    expect(rss.feed.items.map((item) => item.title)).toEqual(page.data!.resources.items.map((item: Data) => item.title));
    const atom = await feed('/feeds/newBooks.atom');
    expect(atom.feed.items.map((item) => item.title)).toEqual(rss.feed.items.map((item) => item.title));
  });

  it('gives any search as a feed, newest first, without logging it as a reader’s search', async () => {
    await portal.services.writes.flush();
    const logged = async () => (await portal.sql<{ n: number }>('select count(*)::int as n from search_log'))[0].n;
    const before = await logged();
    const found = await feed(`/feeds/search.rss?q=${encodeURIComponent('三国')}`);
    expect(found.feed.items.map((item) => item.title)).toContain('三国演义');
    expect(found.feed.link).toBe(`${BASE}/retrieve?q=${encodeURIComponent('三国')}`);
    // Every item links a page the site has: a detail page, or a search for a kind without one.
    const digital = await portal.sql<{ title: string }>(
      `select title from resource where kind = 'digital' and enabled and on_shelf order by id limit 1`,
    );
    expect(digital).toHaveLength(1);
    const items = (await feed(`/feeds/search.rss?q=${encodeURIComponent(digital[0].title)}`)).feed.items;
    const item = items.find((entry) => entry.title === digital[0].title)!;
    expect(item.link).toBe(`${BASE}/retrieve?q=${encodeURIComponent(digital[0].title)}`);
    await portal.services.writes.flush();
    expect(await logged()).toBe(before);
  });

  it('answers 404 for a feed that does not exist', async () => {
    for (const path of ['/feeds/news/nope.rss', '/feeds/news/libraryNews.json', '/feeds/resources/digital.rss', '/feeds/other.atom']) {
      expect((await fetch(portal.url + path)).status, path).toBe(404);
    }
  });
});
