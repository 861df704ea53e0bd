/**
 * The catalogue's journeys (run.ts runs them with the others): every kind's public list and
 * detail, and a paper book created in the back office with a cover and a poster, then found on
 * the public list with its cover.
 */
import type { Locator, Page } from 'playwright-core';
import {
  atPath, graphql, JourneyError, logInAsAdmin, logInWithReaderCard, makePng, sleep, STEP_TIMEOUT, uploadThroughInput, visible, type Journey, type JourneyContext,
} from './support';

const detailPath = (kind: string) => new RegExp(`^/resources/${kind}/detail\\?(.*&)?id=`);

/** Waits until an image has loaded (complete, with a width): `what` says which in the failure. */
async function imageLoaded(image: Locator, what: string): Promise<void> {
  await visible(image, what);
  const deadline = Date.now() + STEP_TIMEOUT;
  while (Date.now() < deadline) {
    if (await image.first().evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)) return;
    await sleep(200);
  }
  throw new JourneyError(`${what} did not load (naturalWidth 0)`);
}

/** Waits until a media element has read its file's metadata (readyState ≥ 1), i.e. it can play. */
async function mediaReady(media: Locator, what: string): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT;
  while (Date.now() < deadline) {
    const state = await media.first().evaluate((element) => {
      const m = element as HTMLMediaElement;
      return { ready: m.readyState, error: m.error?.code };
    });
    if (state.ready >= 1) return;
    if (state.error) throw new JourneyError(`${what} failed to load (MediaError ${state.error})`);
    await sleep(200);
  }
  throw new JourneyError(`${what} did not load its metadata`);
}

/**
 * On a kind's public list (the page is there or goes there): the h1, a screenshot, then the entry
 * to open — the first whose id is in `ids` when given (else the first) — clicked, and its detail
 * with the title as h1. Answers the title.
 */
async function listThenDetail({ page, step, baseURL }: JourneyContext, kind: string, heading: string, ids?: Set<string>): Promise<string> {
  if (new URL(page.url()).pathname !== `/resources/${kind}`) await page.goto(`/resources/${kind}`);
  await visible(page.getByRole('heading', { level: 1, name: heading }), `the heading (h1) ${heading}`);
  const links = page.locator(`main a[href*="/resources/${kind}/detail?id="]`);
  await visible(links, `a ${heading} in the list`);
  await step(`${kind}-list`);

  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  const index = ids ? hrefs.findIndex((href) => ids.has(new URL(href, 'http://x').searchParams.get('id') ?? '')) : 0;
  let title: string;
  if (index >= 0) {
    const link = links.nth(index);
    title = (await link.textContent())?.trim() ?? '';
    await link.click();
  } else {
    // None of the wanted ones on the first page: open one by its address.
    const id = [...ids!][0];
    const { resource } = await graphql<{ resource: { title: string } }>(baseURL, `query($id: ID!) { resource(id: $id, kind: ${kind}) { title } }`, { id });
    title = resource.title;
    await page.goto(`/resources/${kind}/detail?id=${id}`);
  }
  await atPath(page, detailPath(kind));
  await visible(page.getByRole('heading', { level: 1, name: title }), `the title "${title}" as h1`);
  return title;
}

/** The section of a detail page with this heading (目录, 在线收听…), scrolled into view for the screenshot. */
async function section(page: Page, name: string): Promise<Locator> {
  const found = await visible(page.getByRole('region', { name }), `the section ${name}`);
  await found.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return found;
}

/** Public videos with at least one item, which a guest can play. */
async function playableVideos(baseURL: string): Promise<Set<string>> {
  const { resources } = await graphql<{ resources: { items: { id: string; permission: string; items: { id: string }[] }[] } }>(
    baseURL,
    '{ resources(kind: video, pageSize: 50) { items { id permission ... on Video { items { id } } } } }',
  );
  const ids = resources.items.filter((video) => video.permission === 'PUBLIC' && video.items.length > 0).map((video) => video.id);
  if (!ids.length) throw new JourneyError('the demo catalogue has no public video with items');
  return new Set(ids);
}

const kindsJourney: Journey = {
  key: 'k',
  name: 'resources of every other kind: video and database as a guest; e-book (reader-card login), audio, thesis, newspaper, journal',
  async run(j) {
    const { page, step, baseURL } = j;

    // 视频: public; an item plays in a <video>.
    await listThenDetail(j, 'video', '视频', await playableVideos(baseURL));
    const videos = await section(page, '视频列表');
    await videos.getByRole('listitem').first().getByRole('button').click();
    const video = await visible(videos.locator('video'), 'the video player');
    await mediaReady(video, 'the video');
    await step('video-detail');

    // 数据库: no detail page; each card carries its access rules and a link that opens the database in a new window.
    await page.goto('/resources/database');
    await visible(page.getByRole('heading', { level: 1, name: '数据库' }), 'the heading (h1) 数据库');
    const card = await visible(page.locator('main article').filter({ has: page.getByRole('link', { name: /^访问数据库/ }) }), 'a database with 访问数据库');
    const access = card.getByRole('link', { name: /^访问数据库/ });
    if (!/^https?:\/\//.test((await access.getAttribute('href')) ?? '') || (await access.getAttribute('target')) !== '_blank') {
      throw new JourneyError('访问数据库 should open an http(s) address in a new window');
    }
    await visible(card.getByRole('heading', { level: 2 }), 'the database’s name');
    await step('database-list');

    // 电子图书: a guest is sent to log in with a reader card, and comes back to the list.
    await page.goto('/resources/ebook');
    await atPath(page, /^\/login\?(.*&)?redirect=%2Fresources%2Febook/);
    await visible(page.getByText('请使用读者证登录！'), 'the message 请使用读者证登录！');
    await logInWithReaderCard(page, step);
    await atPath(page, '/resources/ebook');
    await listThenDetail(j, 'ebook', '电子图书');
    const chapters = await section(page, '目录');
    await visible(chapters.getByRole('listitem'), 'a chapter in 目录');
    await step('ebook-detail');

    // 有声读物: the player and the track list.
    await listThenDetail(j, 'audio', '有声读物');
    const tracks = await section(page, '在线收听');
    await visible(tracks.getByRole('list', { name: '曲目列表' }).getByRole('button'), 'a track in 曲目列表');
    const audio = tracks.locator('audio[controls]');
    if ((await audio.count()) === 0) throw new JourneyError('expected an <audio controls> player');
    await mediaReady(audio, 'the audio track');
    await step('audio-detail');

    // 论文: degree, institution and advisor in the overview.
    await listThenDetail(j, 'thesis', '论文');
    for (const label of ['学位', '授予单位', '导师']) await visible(page.getByRole('term').filter({ hasText: new RegExp(`^${label}：$`) }), `the row ${label}`);
    await step('thesis-detail');

    // 报纸: the month's editions and the pages of the newest.
    await listThenDetail(j, 'newspaper', '报纸');
    const editions = await section(page, '往期报纸');
    await visible(editions.getByRole('list', { name: '期次' }).getByRole('button'), 'an edition in 期次');
    await visible(editions.getByRole('list', { name: /版面$/ }).getByRole('listitem'), 'a page of the edition');
    await step('newspaper-detail');

    // 期刊: the issues by year, the newest open with its articles.
    await listThenDetail(j, 'journal', '期刊');
    const volumes = await section(page, '过刊浏览');
    const articles = await visible(volumes.getByRole('table'), 'the articles of the newest issue');
    await visible(articles.getByRole('columnheader', { name: '题名' }), 'the column 题名');
    await visible(articles.getByRole('row').nth(1), 'an article');
    await step('journal-detail');
  },
};

const newBookJourney: Journey = {
  key: 'n',
  name: 'admin: create a paper book with a cover → poster → public list shows it with its cover',
  async run(j) {
    const { page, step } = j;
    const title = `端到端测试新书 ${Date.now().toString(36)}`;
    await logInAsAdmin(page, step);

    await page.goto('/admin/source/paperBook/list');
    await visible(page.getByRole('heading', { name: '纸质图书列表' }), 'the heading 纸质图书列表');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await atPath(page, '/admin/source/paperBook/list/new');
    await (await visible(page.getByLabel('题名', { exact: true }), 'the field 题名')).fill(title);
    const creators = await visible(page.getByLabel('责任者', { exact: true }), 'the field 责任者');
    await creators.fill('钱塘市图书馆');
    await creators.press('Enter');
    await (await visible(page.getByLabel('出版者', { exact: true }), 'the field 出版者')).fill('钱塘出版社');
    await uploadThroughInput(page, '上传封面', { name: 'cover.png', buffer: makePng(300, 400) });
    await imageLoaded(page.getByRole('img', { name: '封面预览' }), 'the cover preview');
    await step('book-form');

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await atPath(page, '/admin/source/paperBook/list');
    const row = await visible(page.getByRole('row').filter({ hasText: title }), `the new row "${title}"`);
    await step('book-created');

    // 海报: the server draws one from the cover and the title.
    await row.getByRole('button', { name: '海报', exact: true }).click();
    const dialog = await visible(page.getByRole('dialog', { name: `海报：${title}` }), 'the poster dialog');
    await visible(dialog.getByText('尚未生成海报'), '尚未生成海报');
    await dialog.getByRole('button', { name: '生成海报', exact: true }).click();
    await imageLoaded(dialog.getByRole('img', { name: '当前海报' }), 'the generated poster');
    await visible(dialog.getByRole('link', { name: '下载海报' }), 'the link 下载海报');
    await step('book-poster');
    await dialog.getByRole('button', { name: '关闭' }).click();

    await page.goto('/resources/book');
    await visible(page.getByRole('heading', { level: 1, name: '纸质图书' }), 'the heading (h1) 纸质图书');
    const card = page.locator('main article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await visible(card, `"${title}" on the public list`);
    await imageLoaded(card.locator('img'), `the cover of "${title}"`);
    await step('public-list-with-new-book');
  },
};

export const catalogueJourneys: Journey[] = [kindsJourney, newBookJourney];
