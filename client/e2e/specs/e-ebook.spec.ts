/**
 * The e-book reader (issue 13) in Chromium with epubjs for real: a card reader opens an e-book from
 * the list, sets font size 20 and the night theme, turns 3 pages, adds a bookmark, reloads, and
 * lands on the same page with the same settings; the detail page then offers 继续阅读.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ResourceList } from '../pages/resource-list';
import { atPath, logInWithReaderCard } from '../support';

/** The demo e-book with a real EPUB (the public-domain classics of the seeders). */
const BOOK = '论语';

const view = (page: Page) => page.getByTestId('ebook-view');
/** The page of the book epubjs shows (its sandboxed iframe). */
const bookFrame = (page: Page): FrameLocator => view(page).frameLocator('iframe');

async function location(page: Page): Promise<string> {
  await expect(view(page), 'the reader knows where it is').toHaveAttribute('data-location', /^epubcfi\(/);
  return (await view(page).getAttribute('data-location'))!;
}

/** Clicks 下一页 and waits for the place to move. */
async function nextPage(page: Page) {
  const before = await location(page);
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(view(page)).not.toHaveAttribute('data-location', before);
}

test('e. e-book reader: font 20, night theme, 3 pages, a bookmark; a reload lands on the same page with the same settings', async ({
  page,
  audit,
}) => {
  await page.goto(`/resources/ebook?keyword=${encodeURIComponent(BOOK)}`);
  await atPath(page, /^\/login\?/);
  await expect(page.getByText('请使用读者证登录！')).toBeVisible();
  await logInWithReaderCard(page, audit);
  const list = new ResourceList(page, 'ebook', '电子图书');
  await atPath(page, '/resources/ebook');
  await list.expectShown();
  await audit.check('ebook-list');
  await list.open(page.locator('main a[href*="/resources/ebook/detail?id="]', { hasText: BOOK }).first());
  await list.expectDetail(BOOK);
  await audit.check('ebook-detail');

  await page.getByRole('link', { name: /在线阅读/ }).click();
  await atPath(page, /^\/resources\/ebook\/detail\/read\?id=\d+$/);
  const body = bookFrame(page).locator('body');
  await expect(body, 'the first page is rendered').toContainText(/\S/, { timeout: 30_000 });
  // The book's own content runs no scripts: epubjs's iframe is sandboxed without allow-scripts.
  await expect(view(page).locator('iframe')).toHaveAttribute('sandbox', 'allow-same-origin');
  await audit.check('ebook-reader', { exclude: ['[data-testid="ebook-view"] iframe'] });

  await page.getByRole('button', { name: '阅读设置' }).click();
  const settings = page.getByRole('complementary', { name: '阅读设置' });
  await settings.getByRole('button', { name: '放大字号' }).click();
  await settings.getByRole('button', { name: '放大字号' }).click();
  await expect(settings.getByTestId('ebook-font-size')).toHaveText('20');
  await settings.getByRole('button', { name: '夜间' }).click();
  await audit.check('ebook-settings', { exclude: ['[data-testid="ebook-view"] iframe'] });
  await settings.getByRole('button', { name: '关闭阅读设置' }).click();
  await expect(body).toHaveCSS('font-size', '20px');
  await expect(body).toHaveCSS('background-color', 'rgb(27, 27, 29)');

  for (let turn = 0; turn < 3; turn += 1) await nextPage(page);
  await page.getByRole('button', { name: '添加书签' }).click();
  await expect(page.getByRole('button', { name: '移除书签' })).toHaveAttribute('aria-pressed', 'true');
  const place = await location(page);
  const firstWords = (await body.innerText()).slice(0, 20);

  await page.reload();
  await expect(view(page), 'the same page after the reload').toHaveAttribute('data-location', place, { timeout: 30_000 });
  await expect(bookFrame(page).locator('body')).toHaveCSS('font-size', '20px');
  await expect(bookFrame(page).locator('body')).toHaveCSS('background-color', 'rgb(27, 27, 29)');
  expect((await bookFrame(page).locator('body').innerText()).slice(0, 20)).toBe(firstWords);
  await expect(page.getByRole('button', { name: '移除书签' }), 'the page is still bookmarked').toBeVisible();
  await page.getByRole('button', { name: '书签列表' }).click();
  await expect(page.getByRole('complementary', { name: '书签' }).getByRole('listitem')).toHaveCount(1);
  await audit.check('ebook-bookmarks', { exclude: ['[data-testid="ebook-view"] iframe'] });

  await page.getByRole('link', { name: /返回详情/ }).click();
  await atPath(page, '/resources/ebook/detail');
  await expect(page.getByRole('link', { name: /继续阅读/ })).toBeVisible();
  await audit.check('ebook-detail-continue');

  // A broken EPUB (here: the file answered with bytes that are no zip) says so, with the way back, in real epubjs.
  await page.route(/\.epub(\?|$)/, (route) => route.fulfill({ status: 200, contentType: 'application/epub+zip', body: 'not a zip at all' }));
  await page.getByRole('link', { name: /继续阅读/ }).click();
  const broken = page.getByRole('alert').filter({ hasText: '电子书无法打开' });
  await expect(broken, 'a clear message, not a blank page').toContainText('电子书无法打开：文件已损坏或格式不受支持。', { timeout: 40_000 });
  await expect(broken.getByRole('link', { name: '返回详情' })).toBeVisible();
  await audit.check('ebook-broken');
  await page.unroute(/\.epub(\?|$)/);
});
