/**
 * Issue 16, topics (专题) and information capture (信息采集): the topic CRUD and its sections, the
 * one visibility rule for a topic's resources (hidden ones gone, gated ones as cards), a topic page
 * in a fixed number of statements whatever its size, the REST rows, the topic feed, capturing an
 * article from a local page (its images copied here) and publishing it as news.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;
let reader: string;
let cardReader: string;

async function ok(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Data> {
  const res = await portal.gql<Data>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

async function refused(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await portal.gql<Data>(query, variables, token);
  expect(res.errors, JSON.stringify(res.data)).toBeDefined();
  return res.errors![0];
}

const create = async (type: string, input: Data) =>
  (await ok(`mutation($input: ${type}Input!) { result: create${type}(input: $input) { id } }`, { input }, admin)).result.id as string;

const CREATE_TOPIC = 'mutation($input: TopicInput!) { createTopic(input: $input) { id title introduction enabled } }';
const TOPIC_PAGE = `query($id: ID!) { topic(id: $id) { id title banner introduction sections { id title resources { id kind title cover ... on Audio { tracks { id } } } } } }`;

describe('topics (专题)', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    portal = await startTestPortal({ env: { CAPTURE_ALLOW_PRIVATE_HOSTS: 'true', PUBLIC_URL: 'https://lib.example.org/' } });
    admin = await portal.adminToken();
    reader = await portal.readerToken(1);
    cardReader = await portal.readerToken(2);
    ids.book = await create('Book', { title: '专题公开图书' });
    ids.disabled = await create('Book', { title: '专题停用图书', enabled: false });
    ids.offShelf = await create('Book', { title: '专题下架图书', onShelf: false });
    ids.audio = await create('Audio', { title: '专题有声读物' });
    await create('AudioTrack', { resourceId: ids.audio, title: '第一集', file: '/uploads/topic/a.mp3' });
    ids.ebook = await create('Ebook', { title: '专题电子图书' });
  }, 120_000);
  afterAll(() => portal.close());

  it('creates, sanitises and validates topics; only admins may write them', async () => {
    const made = (
      await ok(CREATE_TOPIC, { input: { title: '世界读书日', introduction: '<p onclick="x()">简介</p><script>alert(1)</script>', sort: 1 } }, admin)
    ).createTopic;
    expect(made).toMatchObject({ title: '世界读书日', introduction: '<p>简介</p>', enabled: true });
    ids.topic = made.id;

    const empty = await refused(CREATE_TOPIC, { input: { title: '' } }, admin);
    expect(empty).toMatchObject({ message: '请输入标题', extensions: { code: 'BAD_USER_INPUT' } });
    const badCover = await refused(CREATE_TOPIC, { input: { title: '专题', cover: 'cover.png' } }, admin);
    expect(badCover.message).toBe('封面必须是以 http(s):// 或 / 开头的地址');
    expect((await refused(CREATE_TOPIC, { input: { title: '游客专题' } })).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await refused(CREATE_TOPIC, { input: { title: '读者专题' } }, reader)).extensions).toMatchObject({ code: 'FORBIDDEN' });

    const updated = await ok(
      'mutation($id: ID!) { updateTopic(id: $id, input: { title: "世界读书日专题", sort: 1 }) { title } }',
      { id: ids.topic },
      admin,
    );
    expect(updated.updateTopic.title).toBe('世界读书日专题');
    const list = await ok('{ adminTopics(filter: { keyword: "读书日" }) { total items { id title } } }', {}, admin);
    expect(list.adminTopics.items).toEqual([{ id: ids.topic, title: '世界读书日专题' }]);
  });

  it('keeps sections in order with their resources; refuses unknown topics and resources', async () => {
    const all = [ids.book, ids.disabled, ids.offShelf, ids.audio, ids.ebook];
    ids.second = await create('TopicSection', { topicId: ids.topic, title: '有声阅读', sort: 2, resourceIds: [ids.audio] });
    ids.first = await create('TopicSection', { topicId: ids.topic, title: '馆员推荐', sort: 1, resourceIds: all });
    ids.hidden = await create('TopicSection', { topicId: ids.topic, title: '停用栏目', sort: 0, enabled: false, resourceIds: [ids.book] });

    const sections = await ok(
      'query($topicId: ID!) { adminTopicSections(filter: { topicId: $topicId }) { items { id title topicId resourceIds resourceCount topic { title } } } }',
      { topicId: ids.topic },
      admin,
    );
    expect(sections.adminTopicSections.items.map((s: Data) => s.title)).toEqual(['停用栏目', '馆员推荐', '有声阅读']);
    expect(sections.adminTopicSections.items[1]).toMatchObject({
      topicId: ids.topic,
      resourceIds: all,
      resourceCount: 5,
      topic: { title: '世界读书日专题' },
    });

    const SECTION = 'mutation($input: TopicSectionInput!) { createTopicSection(input: $input) { id } }';
    expect(await refused(SECTION, { input: { topicId: '2147480000', title: '无' } }, admin)).toMatchObject({ message: '专题不存在' });
    expect(await refused(SECTION, { input: { topicId: ids.topic, title: '无', resourceIds: ['2147480000'] } }, admin)).toMatchObject({
      message: '部分资源不存在',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await refused(SECTION, { input: { topicId: ids.topic, title: '' } }, admin)).toMatchObject({ message: '请输入栏目名称' });
    expect((await refused(SECTION, { input: { topicId: ids.topic, title: '读者' } }, cardReader)).extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('shows a guest only what the visibility rule lets them see: hidden resources gone, gated ones as cards', async () => {
    const guest = (await ok(TOPIC_PAGE, { id: ids.topic })).topic;
    expect(guest.sections.map((s: Data) => s.title)).toEqual(['馆员推荐', '有声阅读']);
    const [first] = guest.sections;
    // Disabled and off-shelf books are gone; the e-book needs a reader card; the audio shows its card, not its tracks.
    expect(first.resources.map((r: Data) => r.title)).toEqual(['专题公开图书', '专题有声读物']);
    expect(first.resources[1]).toMatchObject({ kind: 'audio', tracks: [] });

    const card = (await ok(TOPIC_PAGE, { id: ids.topic }, cardReader)).topic;
    expect(card.sections[0].resources.map((r: Data) => r.title)).toEqual(['专题公开图书', '专题有声读物', '专题电子图书']);
    expect(card.sections[0].resources[1].tracks).toHaveLength(1);

    // A disabled topic is not found by the public.
    await ok('mutation($id: ID!) { disableTopic(id: $id) { id } }', { id: ids.topic }, admin);
    expect((await refused(TOPIC_PAGE, { id: ids.topic })).extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await ok('{ topics { total } }')).topics.total).toBe(0);
    await ok('mutation($id: ID!) { enableTopic(id: $id) { id } }', { id: ids.topic }, admin);
  });

  it('reads a topic page in the same few statements whatever the number of sections and resources', async () => {
    const books = [];
    for (let i = 0; i < 24; i++) books.push(await create('Book', { title: `批量图书${i}` }));
    const small = await create('Topic', { title: '小专题' });
    await create('TopicSection', { topicId: small, title: '唯一栏目', resourceIds: [books[0], ids.audio] });
    const large = await create('Topic', { title: '大专题' });
    for (let s = 0; s < 4; s++)
      await create('TopicSection', { topicId: large, title: `栏目${s}`, resourceIds: [...books.slice(s * 6, s * 6 + 6), ids.audio] });

    const counts = [];
    for (const id of [small, large]) {
      const res = await portal.gql<Data>(TOPIC_PAGE, { id });
      expect(res.errors).toBeUndefined();
      counts.push(Number(res.headers.get('x-sql-statements')));
    }
    console.log(`statements of a topic page, 3 / 28 resources: ${counts.join(' / ')}`);
    const resources = (await ok(TOPIC_PAGE, { id: large })).topic.sections.flatMap((s: Data) => s.resources);
    expect(resources).toHaveLength(28);
    // The topic, its sections, the visible items, the resources, the audio's tracks.
    expect(counts[1]).toBe(counts[0]);
    expect(counts[1]).toBeLessThanOrEqual(5);
    // The list of topics with their sections too.
    const list = await portal.gql<Data>('{ topics(pageSize: 20) { items { id title sections { title resources { id title } } } } }');
    expect(list.errors).toBeUndefined();
    expect(Number(list.headers.get('x-sql-statements'))).toBeLessThanOrEqual(5);
  });

  it('answers api/topic/list and api/topic/{id} as GraphQL does', async () => {
    const rest = await portal.rest<Data>('GET', '/api/topic/list?page=1&pageSize=10');
    expect(rest.body.code).toBe(200);
    const gql = await ok('{ topics(page: 1, pageSize: 10) { total items { id title } } }');
    expect(rest.body.data.total).toBe(gql.topics.total);
    expect(rest.body.data.items.map((t: Data) => [t.id, t.title])).toEqual(gql.topics.items.map((t: Data) => [t.id, t.title]));
    const detail = await portal.rest<Data>('GET', `/api/topic/${ids.topic}`);
    expect(detail.body.data).toMatchObject({ id: ids.topic, title: '世界读书日专题', introduction: '<p>简介</p>' });
    expect((await portal.rest<Data>('GET', '/api/topic/2147480000')).status).toBe(404);
  });

  it('never serves a kept public answer after a section changed', async () => {
    const id = await create('Topic', { title: '缓存专题' });
    const section = await create('TopicSection', { topicId: id, title: '栏目', resourceIds: [ids.book, ids.audio] });
    const titles = async () => {
      const res = await portal.rest<Data>('GET', `/api/topic/${id}`);
      return (res.body.data.sections as Data[]).flatMap((s) => (s.resources as Data[]).map((r) => r.title));
    };
    expect(await titles()).toEqual(['专题公开图书', '专题有声读物']);
    expect(await titles()).toEqual(['专题公开图书', '专题有声读物']);
    await ok(
      'mutation($id: ID!) { updateTopicSection(id: $id, input: { topicId: "' +
        id +
        '", title: "栏目", resourceIds: ["' +
        ids.audio +
        '"] }) { id } }',
      { id: section },
      admin,
    );
    expect(await titles()).toEqual(['专题有声读物']);
    await ok('mutation($id: ID!) { unshelveAudio(id: $id) { id } }', { id: ids.audio }, admin);
    expect(await titles()).toEqual([]);
    await ok('mutation($id: ID!) { shelveAudio(id: $id) { id } }', { id: ids.audio }, admin);
  });

  it('gives a topic feed in RSS and Atom of what a guest sees, each item under its section', async () => {
    const parser = new Parser();
    const res = await fetch(`${portal.url}/feeds/topic/${ids.topic}.rss`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const rss = await parser.parseString(await res.text());
    expect(rss.title).toContain('世界读书日专题');
    expect(rss.link).toBe(`https://lib.example.org/topic/detail?id=${ids.topic}`);
    expect(rss.items.map((item) => item.title).sort()).toEqual(['专题公开图书', '专题有声读物']);
    expect(rss.items.find((item) => item.title === '专题公开图书')!.categories).toContain('馆员推荐');
    const atom = await parser.parseString(await (await fetch(`${portal.url}/feeds/topic/${ids.topic}.atom`)).text());
    expect(atom.items).toHaveLength(2);
    expect((await fetch(`${portal.url}/feeds/topic/2147480000.rss`)).status).toBe(404);
    expect((await fetch(`${portal.url}/feeds/topic/abc.rss`)).status).toBe(404);
  });

  it('removes a topic with its sections', async () => {
    const id = await create('Topic', { title: '将删除的专题' });
    await create('TopicSection', { topicId: id, title: '栏目', resourceIds: [ids.book] });
    await ok('mutation($id: ID!) { removeTopic(id: $id) }', { id }, admin);
    expect(await portal.sql('select id from topic_section where topic_id = ?', [Number(id)])).toEqual([]);
  });
});

const ARTICLE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>古籍修复中心举行开放日 - 钱塘日报</title>
<meta property="og:site_name" content="钱塘日报">
<meta property="article:published_time" content="2026-03-18T09:30:00+08:00">
<meta name="description" content="市图书馆古籍修复中心首次向公众开放。">
</head><body><nav><a href="/">首页</a> <a href="/news">新闻</a></nav>
<div class="article"><h1>古籍修复中心举行开放日</h1><div class="info">作者：沈佳</div>
<div class="TRS_Editor"><p>3月18日，市图书馆古籍修复中心首次向公众开放，百余名读者走进修复室，近距离观看修复师工作。</p>
<p><img src="/img/repair.png" alt="修复现场"></p><script>alert('x')</script>
<p onclick="steal()">修复师现场演示了揭页、补洞、托裱等工序，并解答了读者的提问。<a href="/more">更多</a></p>
<p><img src="/img/missing.png"></p></div></div>
<footer>版权所有 钱塘日报社</footer></body></html>`;

const PLAIN = `<html><head><title>城市书房延长开放时间_钱塘晚报</title></head><body>
<div id="main"><h2>城市书房延长开放时间</h2><span>2026年3月5日 来源：钱塘晚报</span>
<div><p>自3月起，全市24小时城市书房的人工服务时间延长至每晚22:00，方便读者下班后借还图书、参加活动。</p>
<p>市图书馆相关负责人表示，将根据读者反馈继续优化开放安排。</p></div></div></body></html>`;

describe('information capture (信息采集)', () => {
  let site: Server;
  let base: string;
  let captured: Data;

  beforeAll(async () => {
    portal = await startTestPortal({ env: { CAPTURE_ALLOW_PRIVATE_HOSTS: 'true' } });
    admin = await portal.adminToken();
    reader = await portal.readerToken(1);
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#864' } })
      .png()
      .toBuffer();
    site = createServer((req, res) => {
      if (req.url === '/news/1') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
      if (req.url === '/news/2') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PLAIN);
      if (req.url === '/empty') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body></body></html>');
      if (req.url === '/img/repair.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await portal.close();
    site.close();
  });

  const CAPTURE =
    'mutation($url: String!) { captureInfo(url: $url) { warnings item { id title source sourceUrl author publishedAt summary cover body state } } }';

  it('captures an article from a page: title, date, source, sanitised body, images copied here', async () => {
    const res = (await ok(CAPTURE, { url: `${base}/news/1` }, admin)).captureInfo;
    captured = res.item;
    expect(captured).toMatchObject({
      title: '古籍修复中心举行开放日',
      source: '钱塘日报',
      sourceUrl: `${base}/news/1`,
      author: '沈佳',
      publishedAt: '2026-03-18T01:30:00.000Z',
      summary: '市图书馆古籍修复中心首次向公众开放。',
      state: 'CAPTURED',
    });
    const body = captured.body as string;
    expect(body).toContain('百余名读者走进修复室');
    expect(body).not.toMatch(/script|onclick|首页|版权所有/);
    expect(body).toContain(`href="${base}/more"`);
    const images = [...body.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\/uploads\//);
    expect((await fetch(`${portal.url}${images[0]}`)).status).toBe(200);
    expect(captured.cover).toBe(images[0]);
    expect(res.warnings).toHaveLength(1);
    expect(res.warnings[0]).toContain('图片未能保存');

    const plain = (await ok(CAPTURE, { url: `${base}/news/2` }, admin)).captureInfo.item;
    expect(plain).toMatchObject({ title: '城市书房延长开放时间', source: '钱塘晚报', publishedAt: '2026-03-04T16:00:00.000Z' });
    expect(plain.body).toContain('延长至每晚22:00');
  });

  it('refuses bad addresses, pages without an article, and anyone but admins', async () => {
    expect(await refused(CAPTURE, { url: 'ftp://example.org/x' }, admin)).toMatchObject({
      message: '请输入以 http:// 或 https:// 开头的网址',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await refused(CAPTURE, { url: `${base}/nothing` }, admin)).message).toBe('抓取失败：对方网站返回 404');
    expect((await refused(CAPTURE, { url: `${base}/empty` }, admin)).message).toBe('未能识别该网页的文章标题');
    expect((await refused(CAPTURE, { url: `${base}/news/1` })).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await refused(CAPTURE, { url: `${base}/news/1` }, reader)).extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lists items by state, edits them, and shows one to logged-in readers only', async () => {
    const list = await ok('{ adminCapturedInfos(filter: { state: CAPTURED }) { total items { id title state } } }', {}, admin);
    expect(list.adminCapturedInfos.total).toBe(2);
    const edited = await ok(
      'mutation($id: ID!, $input: CapturedInfoInput!) { updateCapturedInfo(id: $id, input: $input) { title body } }',
      {
        id: captured.id,
        input: { title: '古籍修复中心开放日', body: '<p>修改后的正文</p><img src=x onerror=alert(1)>', sourceUrl: `${base}/news/1` },
      },
      admin,
    );
    expect(edited.updateCapturedInfo).toEqual({ title: '古籍修复中心开放日', body: '<p>修改后的正文</p><img src="x" />' });

    const DETAIL = 'query($id: ID!) { capturedInfo(id: $id) { title source body } }';
    expect((await refused(DETAIL, { id: captured.id })).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    // Issue 54, S14: an item not yet published is the back office's material; a reader is told it does not exist.
    expect(await refused(DETAIL, { id: captured.id }, reader)).toMatchObject({ message: '该采集信息不存在', extensions: { code: 'NOT_FOUND' } });
    expect((await ok(DETAIL, { id: captured.id }, admin)).capturedInfo.title).toBe('古籍修复中心开放日');
    expect((await refused(DETAIL, { id: '2147480000' }, reader)).message).toBe('该采集信息不存在');
    const rest = await portal.rest<Data>('GET', `/api/infoCapture/detail/${captured.id}`, undefined, reader);
    expect(rest.status).toBe(404);
    expect(rest.body.data).toBeFalsy();
    expect((await portal.rest<Data>('GET', `/api/infoCapture/detail/${captured.id}`)).status).toBe(401);
  });

  it('publishes an item as news of a chosen category, keeping a link, once', async () => {
    const PUBLISH =
      'mutation($id: ID!, $category: NewsCategory!) { publishCapturedInfo(id: $id, category: $category) { id state newsCategory news { id title category } } }';
    const published = (await ok(PUBLISH, { id: captured.id, category: 'libraryNews' }, admin)).publishCapturedInfo;
    expect(published).toMatchObject({
      state: 'PUBLISHED',
      newsCategory: 'libraryNews',
      news: { title: '古籍修复中心开放日', category: 'libraryNews' },
    });
    const news = await ok('query($id: ID!) { news(id: $id) { title body author } }', { id: published.news.id });
    expect(news.news).toMatchObject({ title: '古籍修复中心开放日', body: '<p>修改后的正文</p><img src="x" />', author: '沈佳' });
    expect(await refused(PUBLISH, { id: captured.id, category: 'industryNews' }, admin)).toMatchObject({
      message: '该信息已发布为资讯，请在资讯管理中修改',
    });
    expect((await refused(PUBLISH, { id: captured.id, category: 'industryNews' }, reader)).extensions).toMatchObject({ code: 'FORBIDDEN' });
    const states = await ok('{ adminCapturedInfos(filter: { state: PUBLISHED }) { items { id } } }', {}, admin);
    expect(states.adminCapturedInfos.items).toEqual([{ id: captured.id }]);
    // Published, it is shown to readers (S14).
    const DETAIL = 'query($id: ID!) { capturedInfo(id: $id) { title source body } }';
    expect((await ok(DETAIL, { id: captured.id }, reader)).capturedInfo.title).toBe('古籍修复中心开放日');
    const shown = await portal.rest<Data>('GET', `/api/infoCapture/detail/${captured.id}`, undefined, reader);
    expect(shown.body.data).toMatchObject({ title: '古籍修复中心开放日', source: '钱塘日报' });

    // Over REST too.
    const other = (await ok('{ adminCapturedInfos(filter: { state: CAPTURED }) { items { id } } }', {}, admin)).adminCapturedInfos.items[0].id;
    const rest = await portal.rest<Data>('POST', `/api/admin/info/publish/${other}`, { category: 'industryNews' }, admin);
    expect(rest.body.data).toMatchObject({ state: 'PUBLISHED', newsCategory: 'industryNews' });
    const grab = await portal.rest<Data>('POST', '/api/admin/info/grab', { url: `${base}/news/2` }, admin);
    expect(grab.body.data.item).toMatchObject({ title: '城市书房延长开放时间', state: 'CAPTURED' });
  });
});
