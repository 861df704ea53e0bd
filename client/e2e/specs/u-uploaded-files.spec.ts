/**
 * Uploaded files load, on the default data-directory layout: the portal keeps its files under
 * `<tmp>/.data/uploads` (portal.ts), a dot-folder like an install's `./.data`, which once made
 * every original file a 404 (issue 10 §1). A banner image (the home page's carousel), a PDF (a
 * journal article's full text) and a video (a video's item, with the Range requests players send).
 */
import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ResourceList } from '../pages/resource-list';
import { workerPortal } from '../settings';
import { atPath, expectImageLoaded, expectMediaReady, graphql, logInWithReaderCard } from '../support';

const report = (line: string) => console.log(`[u] ${line}`);

test('u. files on the default data directory (.data): a banner image, a PDF and a video load', async ({ page, audit }) => {
  expect(workerPortal()?.dataDir, 'the portal runs on a data directory named .data').toMatch(/\/\.data$/);
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/uploads/')) seen.push(response);
  });
  const answersFor = (src: string) => seen.filter((response) => response.url() === new URL(src, page.url()).href);

  // The banner: the first slide's picture, as the browser loaded it.
  await page.goto('/index');
  const slide = page.getByRole('region', { name: '馆讯轮播' }).getByRole('group', { name: /^第 1 张/ });
  const banner = slide.getByRole('img');
  await expectImageLoaded(banner, 'the first banner');
  const bannerSrc = await banner.evaluate((image) => (image as HTMLImageElement).currentSrc);
  expect(new URL(bannerSrc).pathname, 'the banner is an uploaded image (at a served width)').toMatch(/^\/uploads\/[^?]+\.(jpe?g|png|webp)$/);
  await expect
    .poll(() => answersFor(bannerSrc).map((response) => response.status()), { message: 'the browser got the banner with 200' })
    .toContain(200);
  const bannerType = (await answersFor(bannerSrc)[0].allHeaders())['content-type'];
  expect(bannerType).toMatch(/^image\/(jpeg|png|webp)$/);
  const naturalWidth = await banner.evaluate((image) => (image as HTMLImageElement).naturalWidth);
  report(`banner ${new URL(bannerSrc).pathname}: 200 ${bannerType}, naturalWidth ${naturalWidth}`);
  await audit.check('home');

  // The PDF: a journal article's full text, as its link offers it to a reader.
  await page.goto('/login');
  await logInWithReaderCard(page, audit);
  await atPath(page, '/index');
  // The newest issue of a few demo journals has its articles' full texts (shown to a reader: asked
  // with the reader's token); its detail opens on that issue.
  const readerToken = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(readerToken, 'the reader login left its token cookie').toBeTruthy();
  const { resources: journalPage } = await graphql<{ resources: { items: { id: string; volumes: { articles: { file: string | null }[] }[] }[] } }>(
    '{ resources(kind: journal, pageSize: 50) { items { id ... on Journal { volumes { articles { file } } } } } }',
    undefined,
    readerToken,
  );
  const withPdfs = new Set(
    journalPage.items.filter((item) => item.volumes.some((volume) => volume.articles.some((article) => article.file))).map((item) => item.id),
  );
  expect(withPdfs.size, 'a demo journal with full texts').toBeGreaterThan(0);
  const journals = new ResourceList(page, 'journal', '期刊');
  await journals.goto();
  await audit.check('journal-list');
  const index = (await journals.ids()).findIndex((id) => withPdfs.has(id));
  expect(index, 'a journal with full texts on the first page of 期刊').toBeGreaterThanOrEqual(0);
  await journals.open(journals.detailLinks.nth(index));
  const pdfLink = page
    .getByRole('region', { name: '过刊浏览' })
    .getByRole('link', { name: /^PDF\s*：/ })
    .first();
  await expect(pdfLink, 'a PDF link among the articles').toBeVisible();
  const pdfHref = (await pdfLink.getAttribute('href')) ?? '';
  expect(pdfHref).toMatch(/^\/uploads\/.+\.pdf$/);
  const pdf = await page.request.get(pdfHref);
  expect(pdf.status(), `GET ${pdfHref}`).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1'), 'the body is a PDF').toBe('%PDF-');
  report(`pdf ${pdfHref}: ${pdf.status()} ${pdf.headers()['content-type']}, ${(await pdf.body()).length} bytes`);
  await audit.check('journal-detail');

  // The video: a public item plays; the browser's own requests for it are answered 206 (Range).
  const { resources } = await graphql<{ resources: { items: { id: string; permission: string; items: { id: string }[] }[] } }>(
    '{ resources(kind: video, pageSize: 50) { items { id permission ... on Video { items { id } } } } }',
  );
  const videoId = resources.items.find((item) => item.permission === 'PUBLIC' && item.items.length > 0)?.id;
  expect(videoId, 'a public video with items').toBeTruthy();
  await page.goto(`/resources/video/detail?id=${videoId}`);
  const items = page.getByRole('region', { name: '视频列表' });
  await items.getByRole('listitem').first().getByRole('button').click();
  const video = items.locator('video').first();
  await expectMediaReady(video, 'the video');
  const videoSrc = await video.evaluate((element) => (element as HTMLVideoElement).currentSrc);
  expect(new URL(videoSrc).pathname).toMatch(/^\/uploads\/.+\.mp4$/);
  await expect
    .poll(() => answersFor(videoSrc).map((response) => response.status()), { message: 'the player’s Range request answered 206' })
    .toContain(206);

  const whole = await page.request.get(videoSrc);
  expect(whole.status()).toBe(200);
  expect(whole.headers()['content-type']).toBe('video/mp4');
  expect(whole.headers()['accept-ranges']).toBe('bytes');
  const size = (await whole.body()).length;
  const part = await page.request.get(videoSrc, { headers: { range: 'bytes=0-99' } });
  expect(part.status(), 'Range: bytes=0-99').toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 0-99/${size}`);
  expect((await part.body()).length).toBe(100);
  report(
    `video ${new URL(videoSrc).pathname}: 200 video/mp4 (${size} bytes, accept-ranges bytes); player's requests ${answersFor(videoSrc)
      .map((response) => response.status())
      .join(', ')}; Range bytes=0-99 → ${part.status()} ${part.headers()['content-range']}`,
  );
  await audit.check('video-detail');
});
