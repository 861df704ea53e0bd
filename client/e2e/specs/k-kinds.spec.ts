/**
 * Every other kind's public list and detail: video and database as a guest; e-book (after a
 * reader-card login), audio, thesis, newspaper, journal.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Audit } from '../fixtures';
import { ResourceList } from '../pages/resource-list';
import { atPath, expectMediaReady, graphql, logInWithReaderCard } from '../support';

/**
 * On a kind's public list (the page is there or goes there): the h1, an audit, then the entry to
 * open — the first whose id is in `ids` when given (else the first) — and its detail page.
 */
async function listThenDetail(page: Page, audit: Audit, list: ResourceList, ids?: Set<string>): Promise<void> {
  if (new URL(page.url()).pathname !== list.path) await list.goto();
  else await list.expectShown();
  await audit.check(`${list.kind}-list`);
  const index = ids ? (await list.ids()).findIndex((id) => ids.has(id)) : 0;
  if (index >= 0) {
    await list.open(list.detailLinks.nth(index));
    return;
  }
  // None of the wanted ones on the first page: open one by its address.
  const id = [...ids!][0];
  const { resource } = await graphql<{ resource: { title: string } }>(`query($id: ID!) { resource(id: $id, kind: ${list.kind}) { title } }`, { id });
  await page.goto(`${list.path}/detail?id=${id}`);
  await list.expectDetail(resource.title);
}

/** The section of a detail page with this heading (目录, 在线收听…), scrolled into view. */
async function section(page: Page, name: string): Promise<Locator> {
  const found = page.getByRole('region', { name });
  await expect(found, `the section ${name}`).toBeVisible();
  await found.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return found;
}

/** Public videos with at least one item, which a guest can play. */
async function playableVideos(): Promise<Set<string>> {
  const { resources } = await graphql<{ resources: { items: { id: string; permission: string; items: { id: string }[] }[] } }>(
    '{ resources(kind: video, pageSize: 50) { items { id permission ... on Video { items { id } } } } }',
  );
  const ids = resources.items.filter((video) => video.permission === 'PUBLIC' && video.items.length > 0).map((video) => video.id);
  expect(ids.length, 'the demo catalogue has a public video with items').toBeGreaterThan(0);
  return new Set(ids);
}

test('k. resources of every other kind: video and database as a guest; e-book (reader-card login), audio, thesis, newspaper, journal', async ({
  page,
  audit,
}) => {
  // 视频: public; an item plays in a <video>.
  await listThenDetail(page, audit, new ResourceList(page, 'video', '视频'), await playableVideos());
  const videos = await section(page, '视频列表');
  await videos.getByRole('listitem').first().getByRole('button').click();
  const video = videos.locator('video').first();
  await expect(video, 'the video player').toBeVisible();
  await expectMediaReady(video, 'the video');
  await audit.check('video-detail');

  // 数据库: no detail page; each card carries its access rules and a link that opens the database in a new window.
  await page.goto('/resources/database');
  await expect(page.getByRole('heading', { level: 1, name: '数据库' })).toBeVisible();
  const card = page
    .locator('main article')
    .filter({ has: page.getByRole('link', { name: /^访问数据库/ }) })
    .first();
  await expect(card, 'a database with 访问数据库').toBeVisible();
  const access = card.getByRole('link', { name: /^访问数据库/ });
  await expect(access, '访问数据库 opens an http(s) address').toHaveAttribute('href', /^https?:\/\//);
  await expect(access, '访问数据库 opens a new window').toHaveAttribute('target', '_blank');
  await expect(card.getByRole('heading', { level: 2 }), 'the database’s name').toBeVisible();
  await audit.check('database-list');

  // 电子图书: a guest is sent to log in with a reader card, and comes back to the list.
  await page.goto('/resources/ebook');
  await atPath(page, /^\/login\?(.*&)?redirect=%2Fresources%2Febook/);
  await expect(page.getByText('请使用读者证登录！')).toBeVisible();
  await logInWithReaderCard(page, audit);
  await atPath(page, '/resources/ebook');
  await listThenDetail(page, audit, new ResourceList(page, 'ebook', '电子图书'));
  const chapters = await section(page, '目录');
  await expect(chapters.getByRole('listitem').first(), 'a chapter in 目录').toBeVisible();
  await audit.check('ebook-detail');

  // 有声读物: the player and the track list.
  await listThenDetail(page, audit, new ResourceList(page, 'audio', '有声读物'));
  const tracks = await section(page, '在线收听');
  await expect(tracks.getByRole('list', { name: '曲目列表' }).getByRole('button').first(), 'a track in 曲目列表').toBeVisible();
  const audio = tracks.locator('audio[controls]');
  await expect(audio, 'an <audio controls> player').toHaveCount(1);
  await expectMediaReady(audio, 'the audio track');
  await audit.check('audio-detail');

  // 论文: degree, institution and advisor in the overview.
  await listThenDetail(page, audit, new ResourceList(page, 'thesis', '论文'));
  for (const label of ['学位', '授予单位', '导师'])
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}：$`) }), `the row ${label}`).toBeVisible();
  await audit.check('thesis-detail');

  // 报纸: the month's editions and the pages of the newest.
  await listThenDetail(page, audit, new ResourceList(page, 'newspaper', '报纸'));
  const editions = await section(page, '往期报纸');
  await expect(editions.getByRole('list', { name: '期次' }).getByRole('button').first(), 'an edition in 期次').toBeVisible();
  await expect(editions.getByRole('list', { name: /版面$/ }).getByRole('listitem').first(), 'a page of the edition').toBeVisible();
  await audit.check('newspaper-detail');

  // 期刊: the issues by year, the newest open with its articles.
  await listThenDetail(page, audit, new ResourceList(page, 'journal', '期刊'));
  const volumes = await section(page, '过刊浏览');
  const articles = volumes.getByRole('table');
  await expect(articles, 'the articles of the newest issue').toBeVisible();
  await expect(articles.getByRole('columnheader', { name: '题名' })).toBeVisible();
  await expect(articles.getByRole('row').nth(1), 'an article').toBeVisible();
  await audit.check('journal-detail');
});
