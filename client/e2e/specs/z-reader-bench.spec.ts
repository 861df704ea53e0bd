/**
 * Reader benchmark (issue 13), run on demand: `READER_BENCH=1 npm run e2e -- specs/z-reader-bench.spec.ts`.
 * Time from clicking 在线阅读 on the demo e-book's detail to its first page rendered in the reader,
 * median of 5, with a cold cache (a fresh browser context each time) and a warm one (the same
 * context, the detail loaded again); then the gzip size of the reader's chunks in the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { atPath, logInWithReaderCard } from '../support';

const RUNS = 5;
const DIST = join(import.meta.dirname, '..', '..', 'dist');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Clicks 在线阅读 on the detail at `detail` and measures until the book's first page has text. */
async function timeToFirstPage(page: Page, detail: string): Promise<number> {
  await page.goto(detail);
  const read = page.getByRole('link', { name: /在线阅读/ });
  await expect(read).toBeVisible();
  const started = Date.now();
  await read.click();
  await expect(page.getByTestId('ebook-view').frameLocator('iframe').locator('body')).toContainText(/\S/, { timeout: 60_000 });
  return Date.now() - started;
}

async function freshContext(browser: Browser, storageState: Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>) {
  return browser.newContext({ storageState, baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
}

test('z. reader benchmark: 在线阅读 → first page (median of 5, cold and warm), reader chunk sizes', async ({ page, audit, browser }) => {
  test.skip(!process.env.READER_BENCH, 'a benchmark: run with READER_BENCH=1');
  test.setTimeout(600_000);
  await page.goto('/login?redirect=%2Fresources%2Febook%3Fkeyword%3D%E8%AE%BA%E8%AF%AD');
  await logInWithReaderCard(page, audit);
  await atPath(page, '/resources/ebook');
  await audit.check('bench-list');
  const link = page.locator('main a[href*="/resources/ebook/detail?id="]', { hasText: '论语' }).first();
  const detail = (await link.getAttribute('href'))!;
  await link.click();
  await audit.check('bench-detail');
  const storageState = await page.context().storageState();

  const cold: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await freshContext(browser, storageState);
    cold.push(await timeToFirstPage(await context.newPage(), detail));
    await context.close();
  }
  const context = await freshContext(browser, storageState);
  const warmPage = await context.newPage();
  await timeToFirstPage(warmPage, detail); // fills the cache
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) warm.push(await timeToFirstPage(warmPage, detail));
  await context.close();

  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; src?: string }>;
  const gzipKb = (src: string) => {
    const chunk = Object.values(manifest).find((entry) => entry.src === src);
    return chunk ? `${chunk.file} ${(gzipSync(readFileSync(join(DIST, chunk.file))).length / 1000).toFixed(1)} KB gzip` : 'not in the build';
  };
  const report = [
    `在线阅读 → first page, cold cache: median ${median(cold)} ms (${cold.join(', ')})`,
    `在线阅读 → first page, warm cache: median ${median(warm)} ms (${warm.join(', ')})`,
    `reader route chunk: ${gzipKb('src/routes/site/resources/EbookReadPage.tsx')}`,
    `epubjs engine chunk: ${gzipKb('src/features/reading/ebook/epub-adapter.ts')}`,
  ].join('\n');
  console.log(report);
  await test.info().attach('reader-bench', { body: report, contentType: 'text/plain' });
  expect(cold.length + warm.length).toBe(RUNS * 2);
});
