import { expect, test } from '../fixtures';
import { SiteHeader } from '../pages/site-header';
import { atPath, graphql } from '../support';

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

test('a. home → news list → news detail', async ({ page, audit }) => {
  const header = new SiteHeader(page);
  await page.goto('/');
  await atPath(page, '/index');
  audit.passThrough('/');
  await expect(header.siteName, 'the site name 钱塘市图书馆').toBeVisible();
  // Browsers offer the catalogue as a search engine (OpenSearch).
  const description = await page.locator('link[rel="search"]').getAttribute('href');
  expect(description).toBe('/opensearch.xml');
  expect((await page.request.get(description!)).headers()['content-type']).toMatch(/^application\/opensearchdescription\+xml/);
  await expect(page.locator('main a[href*="/information/"][href*="/detail"]').first(), 'news items on the home page').toBeVisible();
  await audit.check('home');

  await header.openSubsection('资讯动态', '本馆新闻');
  await atPath(page, '/information/libraryNews');
  await expect(page.getByRole('heading', { level: 1, name: '本馆新闻' })).toBeVisible();
  // The category's feeds are announced in the head, and answer.
  const rss = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(rss).toHaveAttribute('href', '/feeds/news/libraryNews.rss');
  expect((await page.request.get('/feeds/news/libraryNews.rss')).headers()['content-type']).toMatch(/^application\/rss\+xml/);
  const first = page.locator('main a[href*="/information/libraryNews/detail"]').first();
  await expect(first, 'a news title in the list').toBeVisible();
  await audit.check('news-list');

  const id = new URL((await first.getAttribute('href')) ?? '', 'http://x').searchParams.get('id');
  expect(id, 'the first news link has an ?id=').toBeTruthy();
  const { news } = await graphql<{ news: { title: string; body: string } }>('query($id: ID!) { news(id: $id) { title body } }', { id });
  await first.click();
  await atPath(page, /^\/information\/libraryNews\/detail\?(.*&)?id=/);
  await expect(page.getByRole('heading', { level: 1, name: news.title })).toBeVisible();
  const excerpt = stripHtml(news.body).slice(0, 12);
  expect(excerpt, 'the news has a body').not.toBe('');
  await expect(page.getByRole('main').getByText(excerpt, { exact: false }).first(), `the body text ("${excerpt}…")`).toBeVisible();
  await expect(page.getByText(/上一篇/).first()).toBeVisible();
  await expect(page.getByText(/下一篇/).first()).toBeVisible();
  await audit.check('news-detail');
});

test('a. a guest’s page comes rendered and cacheable, the pages opened from it ask by GET, a return visit is answered from the browser’s cache', async ({
  page,
  audit,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const answers: Array<{ path: string; method: string; cacheControl: string; fromCache: boolean }> = [];
  const methods = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => methods.set(event.requestId, event.request.method));
  cdp.on('Network.responseReceived', (event) => {
    const path = new URL(event.response.url).pathname;
    if (event.type !== 'Document' && !path.startsWith('/graphql')) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    answers.push({
      path: event.type === 'Document' ? path : '/graphql',
      method: methods.get(event.requestId) ?? '?',
      cacheControl: headers['cache-control'] ?? '',
      fromCache: event.response.fromDiskCache === true,
    });
  });
  const graphqlAnswers = () => answers.filter((answer) => answer.path === '/graphql');

  // Issue 12: the home page comes rendered by the server, with the data its queries answered: it asks no GraphQL.
  await page.goto('/index');
  await expect(page.locator('main a[href*="/information/"][href*="/detail"]').first()).toBeVisible();
  // Started: a link followed before then is a full page load (rendered by the server, asking no GraphQL).
  await atPath(page, '/index');
  await page.waitForLoadState('networkidle');
  expect(answers.find((answer) => answer.path === '/index')?.cacheControl, 'the rendered page').toMatch(/^public, max-age=\d+/);
  expect(graphqlAnswers(), 'GraphQL asked by the rendered home page').toEqual([]);

  // A page opened from it renders in the browser, its queries by GET, kept as their answers say.
  await page.getByRole('link', { name: '更多本馆新闻' }).click();
  await atPath(page, '/information/libraryNews');
  await expect(page.locator('main a[href*="/information/libraryNews/detail"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(graphqlAnswers().length, 'the news list asks GraphQL').toBeGreaterThan(0);
  for (const answer of graphqlAnswers()) {
    expect(answer.method).toBe('GET');
    expect(answer.cacheControl).toMatch(/^public, max-age=\d+/);
  }
  await audit.check('news-list');

  answers.length = 0;
  await page.goto('/index');
  await expect(page.locator('main a[href*="/information/"][href*="/detail"]').first()).toBeVisible();
  expect(answers.find((answer) => answer.path === '/index')?.fromCache, 'the home page kept by the browser').toBe(true);
});
