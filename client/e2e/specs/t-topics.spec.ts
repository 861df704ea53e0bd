import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures';
import { AdminList } from '../pages/admin-list';
import { adminToken, atPath, baseURL, graphql, logInAsAdmin, logInWithReaderCard, makePng } from '../support';

const ARTICLE = (title: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${title} - 钱塘日报</title>
<meta property="og:site_name" content="钱塘日报"><meta property="article:published_time" content="2026-04-20T09:00:00+08:00"></head>
<body><nav><a href="/">首页</a></nav><div class="article"><h1>${title}</h1>
<div class="TRS_Editor"><p>4月20日，钱塘市图书馆少儿馆举办“亲子共读”活动，三十组家庭参加。</p><p><img src="/photo.png" alt="活动现场"></p>
<p>活动中，馆员为家长介绍了绘本选择与共读方法。</p></div></div><footer>钱塘日报社</footer></body></html>`;

/**
 * t. Topics and information capture (issue 16). A guest opens 专题 from the menu, a topic's page
 * (banner, introduction, sections of resource cards, its feed); the library adds a section in
 * 专题内容 with the book lists' picker and it shows on the page; a hidden resource leaves it. Then
 * 信息采集: an article is captured from a page (served here), edited, published as 本馆新闻 and
 * listed there, and a reader opens the captured item.
 */
test('t. topics: menu → list → page; 专题内容 adds a section; 信息采集 → publish as news → reader view', async ({ page, audit }) => {
  const stamp = Date.now().toString(36);
  const articleTitle = `亲子共读活动走进少儿馆 ${stamp}`;
  const png = makePng(64, 48);
  const site: Server = createServer((req, res) => {
    if (req.url === '/article.html') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE(articleTitle));
    if (req.url === '/photo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const articleUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/article.html`;

  try {
    // A guest: the menu's 专题, the list, one topic.
    await page.goto('/index');
    await audit.check('index');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '专题', exact: true }).first().click();
    await atPath(page, '/topic');
    await expect(page.getByRole('heading', { level: 1, name: '专题' })).toBeVisible();
    const topicLink = page.getByRole('main').getByRole('link', { name: '书香钱塘·2026全民阅读月', exact: true });
    await expect(topicLink, 'the demo topic').toBeVisible();
    await audit.check('topic-list');
    await topicLink.click();
    await atPath(page, '/topic/detail');
    const topicId = new URL(page.url()).searchParams.get('id')!;
    await expect(page.getByRole('heading', { level: 1, name: '书香钱塘·2026全民阅读月' })).toBeVisible();
    const staff = page.getByRole('region', { name: '馆员推荐' });
    await expect(staff.getByRole('link', { name: '平凡的世界', exact: true }).first(), 'a resource card').toBeVisible();
    await expect(page.locator(`link[rel="alternate"][href="/feeds/topic/${topicId}.rss"]`)).toHaveCount(1);
    await audit.check('topic-page');
    const feed = await fetch(`${baseURL()}/feeds/topic/${topicId}.rss`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('平凡的世界');

    // The library adds a section with the picker.
    await logInAsAdmin(page, audit);
    const topics = new AdminList(page, '/admin/topic/topicManage', '专题列表');
    await topics.goto();
    await audit.check('admin-topics');
    await topics.row('书香钱塘·2026全民阅读月').getByRole('button', { name: '专题内容', exact: true }).click();
    const sections = new AdminList(page, '/admin/topicDetail', '专题内容');
    await sections.expectShown();
    await expect(sections.row('馆员推荐')).toBeVisible();
    await audit.check('admin-topic-sections');
    await sections.addButton.click();
    await expect(page.getByRole('combobox', { name: '所属专题' })).toHaveValue(topicId);
    const sectionTitle = `端到端栏目 ${stamp}`;
    await page.getByLabel('栏目名称', { exact: true }).fill(sectionTitle);
    await page.getByLabel('资源', { exact: true }).fill('乡土中国');
    await page.getByLabel('资源', { exact: true }).press('Enter');
    await page
      .getByRole('list', { name: '搜索结果' })
      .getByRole('button', { name: /^添加 乡土中国/ })
      .first()
      .click();
    await page.getByLabel('排序', { exact: true }).fill('-1');
    await audit.check('admin-section-form');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await sections.expectShown();
    await expect(sections.row(sectionTitle)).toBeVisible();

    await page.goto(`/topic/detail?id=${topicId}`);
    const added = page.getByRole('region', { name: sectionTitle });
    await expect(added.getByRole('link', { name: '乡土中国', exact: true }), 'the new section on the page').toBeVisible();
    await audit.check('topic-page-with-section');

    // A resource taken off the shelf leaves the topic page (the one visibility rule).
    const admin = await adminToken();
    const { adminResources } = await graphql<{ adminResources: { items: Array<{ id: string; kind: string }> } }>(
      '{ adminResources(filter: { keyword: "乡土中国" }, pageSize: 5) { items { id kind } } }',
      {},
      admin,
    );
    const sectionItems = await graphql<{ adminTopicSections: { items: Array<{ title: string; resourceIds: string[] }> } }>(
      'query($topicId: ID!) { adminTopicSections(filter: { topicId: $topicId }) { items { title resourceIds } } }',
      { topicId },
      admin,
    );
    const pickedId = sectionItems.adminTopicSections.items.find((item) => item.title === sectionTitle)!.resourceIds[0];
    const kind = adminResources.items.find((item) => item.id === pickedId)!.kind;
    const type = kind === 'ebook' ? 'Ebook' : kind[0].toUpperCase() + kind.slice(1);
    await graphql(`mutation($id: ID!) { unshelve${type}(id: $id) { id } }`, { id: pickedId }, admin);
    await page.reload();
    await expect(page.getByRole('region', { name: sectionTitle }).getByText('本栏目暂无可查看的资源')).toBeVisible();
    await graphql(`mutation($id: ID!) { shelve${type}(id: $id) { id } }`, { id: pickedId }, admin);

    // 信息采集: capture, edit, publish as news.
    const captures = new AdminList(page, '/admin/info/infoCapture', '信息采集');
    await captures.goto();
    await audit.check('admin-info-capture');
    await page.getByRole('button', { name: '采集', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '采集文章' });
    await dialog.getByLabel('文章网址').fill(articleUrl);
    await audit.check('capture-dialog');
    await dialog.getByRole('button', { name: '开始采集', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/info\/infoCapture\/\d+$/);
    const capturedId = /infoCapture\/(\d+)$/.exec(page.url())![1];
    await expect(page.getByLabel('标题', { exact: true })).toHaveValue(articleTitle);
    await expect(page.getByLabel('来源', { exact: true })).toHaveValue('钱塘日报');
    await expect(page.locator('[contenteditable="true"] img[src^="/uploads/"]'), 'the image copied here').toHaveCount(1);
    await audit.check('captured-form');
    await page.getByLabel('作者', { exact: true }).fill('少儿馆');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await captures.expectShown();
    const row = captures.row(articleTitle);
    await expect(row.getByText('已采集')).toBeVisible();
    await row.getByRole('button', { name: '发布为资讯', exact: true }).click();
    const publish = page.getByRole('dialog');
    await publish.getByRole('combobox', { name: '资讯栏目' }).selectOption({ label: '本馆新闻' });
    await audit.check('publish-dialog');
    await publish.getByRole('button', { name: '发布', exact: true }).click();
    await expect(row.getByText('已发布')).toBeVisible();

    await page.goto('/information/libraryNews');
    await expect(page.getByRole('main').getByRole('link', { name: articleTitle, exact: true }).first(), 'published as 本馆新闻').toBeVisible();
    await audit.check('news-with-captured');

    // A reader opens the captured item.
    await page.context().clearCookies();
    await page.goto('/login');
    await logInWithReaderCard(page, audit);
    await atPath(page, '/index');
    await page.goto(`/infoCapture/detail/${capturedId}`);
    await expect(page.getByRole('heading', { level: 1, name: articleTitle })).toBeVisible();
    await expect(page.getByText('来源：钱塘日报')).toBeVisible();
    await audit.check('captured-detail');
  } finally {
    site.close();
  }
});
