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
  await expect(page.locator('main a[href*="/information/"][href*="/detail"]').first(), 'news items on the home page').toBeVisible();
  await audit.check('home');

  await header.openSubsection('资讯动态', '本馆新闻');
  await atPath(page, '/information/libraryNews');
  await expect(page.getByRole('heading', { level: 1, name: '本馆新闻' })).toBeVisible();
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
