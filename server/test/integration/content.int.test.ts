import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const CREATE = 'mutation($input: NewsInput!) { createNews(input: $input) { id title body enabled recommended category publishedAt } }';
const UPDATE = 'mutation($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id title summary body } }';
const PUBLIC_LIST =
  'query($filter: NewsFilter, $page: Int!, $pageSize: Int!, $sortBy: NewsSortField, $order: SortOrder) { newsList(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) { total page pageSize items { id title views } } }';
const ADMIN_LIST =
  'query($filter: NewsFilter, $pageSize: Int!) { adminNewsList(filter: $filter, pageSize: $pageSize) { total items { id title enabled } } }';

type News = {
  id: string;
  title: string;
  body: string;
  enabled: boolean;
  views: number;
  summary?: string | null;
  recommended?: boolean;
  publishedAt?: string;
};

describe('news through the CRUD factory', () => {
  let portal: TestPortal;
  let admin: string;
  const create = async (input: Record<string, unknown>) => {
    const res = await portal.gql<{ createNews: News }>(CREATE, { input: { category: 'libraryNews', body: '<p>正文</p>', ...input } }, admin);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.createNews;
  };

  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.adminToken();
  });
  afterAll(() => portal.close());

  it('creates news, sanitising the HTML body on save', async () => {
    const news = await create({
      title: '馆藏古籍数字化成果展开幕',
      body: '<p onclick="steal()">展览<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="/uploads/a.png" onerror="x()"><a href="https://example.org" target="_blank">外链</a></p>',
    });
    expect(news.body).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(news.body).toContain('<img src="/uploads/a.png" />');
    expect(news.body).toContain('rel="noopener noreferrer"');
    expect(news).toMatchObject({ title: '馆藏古籍数字化成果展开幕', enabled: true, recommended: false, category: 'libraryNews' });
  });

  it('takes null for a column that cannot be null as "not given": a new item gets the default, an edited one keeps its value (the fuzzer found 500s)', async () => {
    const news = await create({ title: '空值即未填', enabled: null, recommended: null, sort: null, publishedAt: null });
    expect(news).toMatchObject({ enabled: true, recommended: false });
    expect(Date.parse(news.publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const res = await portal.gql<{ updateNews: News }>(
      UPDATE,
      { id: news.id, input: { category: 'libraryNews', body: '<p>正文</p>', title: '空值即未改', enabled: null, publishedAt: null } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const [row] = await portal.sql<{ enabled: boolean; published_at: Date }>('select enabled, published_at from news where id = ?', [news.id]);
    expect(row.enabled).toBe(true);
    expect(row.published_at).not.toBeNull();
  });

  it('names the field of bad input in Chinese and stores nothing', async () => {
    const before = await portal.sql<{ n: string }>('select count(*) as n from news');
    const empty = await portal.gql(CREATE, { input: { category: 'libraryNews', title: '', body: '<p>x</p>' } }, admin);
    expect(empty.errors![0]).toMatchObject({ message: '请输入标题', extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'title' } });
    const cover = await portal.gql(CREATE, { input: { category: 'libraryNews', title: 't', body: '<p>x</p>', cover: 'javascript:alert(1)' } }, admin);
    expect(cover.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cover' });
    const badEnum = await portal.gql(CREATE, { input: { category: 'gossip', title: 't', body: 'x' } }, admin);
    expect(badEnum.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const after = await portal.sql<{ n: string }>('select count(*) as n from news');
    expect(after[0].n).toBe(before[0].n);
  });

  it('updates only the fields given; null clears an optional field', async () => {
    const news = await create({ title: '原标题', summary: '摘要' });
    const res = await portal.gql<{ updateNews: News }>(
      UPDATE,
      { id: news.id, input: { category: 'libraryNews', title: '新标题', body: '<p>新</p>' } },
      admin,
    );
    expect(res.data!.updateNews).toMatchObject({ title: '新标题', summary: '摘要', body: '<p>新</p>' });
    const cleared = await portal.gql<{ updateNews: News }>(
      UPDATE,
      { id: news.id, input: { category: 'libraryNews', title: '新标题', body: '<p>新</p>', summary: null } },
      admin,
    );
    expect(cleared.data!.updateNews.summary).toBeNull();
  });

  it('shows the public only enabled items, the back office everything', async () => {
    const hidden = await create({ title: '草稿：尚未发布', enabled: false });
    const pub = await portal.gql<{ newsList: { items: News[] } }>(PUBLIC_LIST, { page: 1, pageSize: 100 });
    expect(pub.data!.newsList.items.map((n) => n.id)).not.toContain(hidden.id);
    const adm = await portal.gql<{ adminNewsList: { items: News[] } }>(ADMIN_LIST, { pageSize: 100 }, admin);
    expect(adm.data!.adminNewsList.items.map((n) => n.id)).toContain(hidden.id);
    const one = await portal.gql('query($id: ID!) { news(id: $id) { id } }', { id: hidden.id });
    expect(one.errors![0]).toMatchObject({ message: '页面未找到。', extensions: { code: 'NOT_FOUND', status: 404 } });
  });

  it('publishes scheduled news at its publish time, not before', async () => {
    const future = await create({ title: '下月闭馆通知', publishedAt: new Date(Date.now() + 86400_000).toISOString() });
    const one = await portal.gql('query($id: ID!) { news(id: $id) { id } }', { id: future.id });
    expect(one.errors![0].extensions!.code).toBe('NOT_FOUND');
    await portal.sql(`update news set published_at = now() - interval '1 minute' where id = ?`, [future.id]);
    const later = await portal.gql<{ news: News }>('query($id: ID!) { news(id: $id) { id } }', { id: future.id });
    expect(later.data!.news.id).toBe(future.id);
  });

  it('links a news item to its newer and older neighbours in the same category', async () => {
    const at = (days: number) => new Date(Date.UTC(2026, 0, days)).toISOString();
    const older = await create({ title: '较早', category: 'industryNews', publishedAt: at(1) });
    const middle = await create({ title: '中间', category: 'industryNews', publishedAt: at(2) });
    await create({ title: '未发布', category: 'industryNews', publishedAt: at(3), enabled: false });
    await create({ title: '别的栏目', category: 'peaceNews', publishedAt: at(3) });
    const newer = await create({ title: '较新', category: 'industryNews', publishedAt: at(4) });
    const Q = 'query($id: ID!) { newsNeighbours(id: $id) { previous { title } next { title } } }';
    const mid = await portal.gql<{ newsNeighbours: unknown }>(Q, { id: middle.id });
    expect(mid.data!.newsNeighbours).toEqual({ previous: { title: '较新' }, next: { title: '较早' } });
    const first = await portal.gql<{ newsNeighbours: unknown }>(Q, { id: newer.id });
    expect(first.data!.newsNeighbours).toEqual({ previous: null, next: { title: '中间' } });
    const rest = await portal.rest('GET', `/api/news/${older.id}/neighbours`);
    expect(rest.body.data).toMatchObject({ previous: { title: '中间' }, next: null });
  });

  it('counts a view on each public read of one item by a new viewer, atomically; a viewer again within the window adds none', async () => {
    const news = await create({ title: '阅读计数' });
    // Each address a viewer (TRUST_PROXY is loopback: the forwarded address counts).
    const read = async (address: string) => {
      const res = await fetch(`${portal.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ query: 'query($id: ID!) { news(id: $id) { views } }', variables: { id: news.id } }),
      });
      return ((await res.json()) as { data: { news: News } }).data.news.views;
    };
    await Promise.all(Array.from({ length: 5 }, (_, i) => read(`10.1.0.${i + 1}`)));
    await Promise.all(Array.from({ length: 5 }, (_, i) => read(`10.1.0.${i + 1}`)));
    expect(await read('10.1.0.9')).toBe(6);
    const adminRead = await portal.gql<{ adminNews: News }>('query($id: ID!) { adminNews(id: $id) { views } }', { id: news.id }, admin);
    expect(adminRead.data!.adminNews.views).toBe(6);
  });

  it('filters by category and keyword (LIKE wildcards are literal), pages and sorts', async () => {
    await create({ title: '100%_满意的服务', category: 'publicNotice' });
    await create({ title: '普通公告', category: 'publicNotice' });
    const kw = await portal.gql<{ newsList: { total: number; items: News[] } }>(PUBLIC_LIST, { filter: { keyword: '%_' }, page: 1, pageSize: 10 });
    expect(kw.data!.newsList.items.map((n) => n.title)).toEqual(['100%_满意的服务']);
    const cat = await portal.gql<{ newsList: { total: number } }>(PUBLIC_LIST, { filter: { category: 'publicNotice' }, page: 1, pageSize: 1 });
    expect(cat.data!.newsList).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    const byId = await portal.gql<{ newsList: { items: News[] } }>(PUBLIC_LIST, { page: 1, pageSize: 3, sortBy: 'id', order: 'ASC' });
    const ids = byId.data!.newsList.items.map((n) => Number(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses page sizes above 100, pages below 1 and over-long filters', async () => {
    const big = await portal.gql(PUBLIC_LIST, { page: 1, pageSize: 101 });
    expect(big.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pageSize' });
    const zero = await portal.gql(PUBLIC_LIST, { page: 0, pageSize: 10 });
    expect(zero.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'page' });
    const long = await portal.gql(PUBLIC_LIST, { page: 1, pageSize: 10, filter: { keyword: '书'.repeat(101) } });
    expect(long.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.keyword' });
  });

  it('runs batch actions all or nothing, in one transaction', async () => {
    const a = await create({ title: '批量一' });
    const b = await create({ title: '批量二' });
    const partial = await portal.gql('mutation($ids: [ID!]!) { batchDisableNews(ids: $ids) { count } }', { ids: [a.id, b.id, '999999'] }, admin);
    expect(partial.errors![0].extensions!.code).toBe('NOT_FOUND');
    const still = await portal.sql<{ enabled: boolean }>('select enabled from news where id in (?, ?)', [a.id, b.id]);
    expect(still.every((row) => row.enabled)).toBe(true);

    const done = await portal.gql<{ batchDisableNews: { count: number; ids: string[] } }>(
      'mutation($ids: [ID!]!) { batchDisableNews(ids: $ids) { count ids } }',
      { ids: [a.id, b.id] },
      admin,
    );
    expect(done.data!.batchDisableNews).toEqual({ count: 2, ids: [a.id, b.id] });
    await portal.gql('mutation($ids: [ID!]!) { batchRecommendNews(ids: $ids) { count } }', { ids: [a.id, b.id] }, admin);
    const rows = await portal.sql<{ enabled: boolean; recommended: boolean }>('select enabled, recommended from news where id in (?, ?)', [
      a.id,
      b.id,
    ]);
    expect(rows).toEqual([
      { enabled: false, recommended: true },
      { enabled: false, recommended: true },
    ]);

    const removed = await portal.gql('mutation($ids: [ID!]!) { batchRemoveNews(ids: $ids) { count } }', { ids: [a.id, b.id] }, admin);
    expect(removed.data).toEqual({ batchRemoveNews: { count: 2 } });
    expect(await portal.sql('select id from news where id in (?, ?)', [a.id, b.id])).toEqual([]);
  });

  it('toggles single items and answers NOT_FOUND for a missing id, BAD_USER_INPUT for a malformed one', async () => {
    const n = await create({ title: '单项操作' });
    const off = await portal.gql<{ disableNews: News }>('mutation($id: ID!) { disableNews(id: $id) { enabled } }', { id: n.id }, admin);
    expect(off.data!.disableNews.enabled).toBe(false);
    const on = await portal.gql<{ enableNews: News }>('mutation($id: ID!) { enableNews(id: $id) { enabled } }', { id: n.id }, admin);
    expect(on.data!.enableNews.enabled).toBe(true);
    const missing = await portal.gql('mutation { removeNews(id: "424242") }', {}, admin);
    expect(missing.errors![0]).toMatchObject({ message: '页面未找到。', extensions: { code: 'NOT_FOUND' } });
    const malformed = await portal.gql('mutation { removeNews(id: "1 or 1=1") }', {}, admin);
    expect(malformed.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  it('writes an audit entry for every admin mutation: who, what, which ids, from where', async () => {
    const n = await create({ title: '审计' });
    await portal.gql('mutation($ids: [ID!]!) { batchUnrecommendNews(ids: $ids) { count } }', { ids: [n.id] }, admin);
    const logs = await portal.gql<{ auditLogs: { items: Array<Record<string, unknown>> } }>(
      '{ auditLogs(filter: { entity: "News" }, pageSize: 2) { items { action entity targetIds adminName ip admin { username } } } }',
      {},
      admin,
    );
    expect(logs.data!.auditLogs.items).toEqual([
      {
        action: 'batchUnrecommend',
        entity: 'News',
        targetIds: [n.id],
        adminName: '系统管理员',
        ip: expect.stringContaining('127.0.0.1'),
        admin: { username: 'admin' },
      },
      {
        action: 'create',
        entity: 'News',
        targetIds: [n.id],
        adminName: '系统管理员',
        ip: expect.stringContaining('127.0.0.1'),
        admin: { username: 'admin' },
      },
    ]);
  });

  it('lists with the same number of SQL statements at page size 5 and 50 (no N+1)', async () => {
    for (let i = 0; i < 50; i++) await create({ title: `新闻 ${i}` });
    const statements = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const res = await portal.gql(query, variables, token);
      expect(res.errors).toBeUndefined();
      return Number(res.headers.get('x-sql-statements'));
    };
    const news5 = await statements(PUBLIC_LIST, { page: 1, pageSize: 5 });
    const news50 = await statements(PUBLIC_LIST, { page: 1, pageSize: 50 });
    // The page and its count in one statement (core/crud/list-sql.ts).
    expect(news5).toBe(1);
    expect(news50).toBe(news5);

    const AUDIT = 'query($n: Int!) { auditLogs(pageSize: $n) { items { id admin { username } } } }';
    const audit5 = await statements(AUDIT, { n: 5 }, admin);
    const audit50 = await statements(AUDIT, { n: 50 }, admin);
    expect(audit50).toBe(audit5);
    // token check (1) + count + page + one batched load of the administrators
    expect(audit5).toBeLessThanOrEqual(4);
  });
});

describe('banners, friendly links and local libraries', () => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.adminToken();
  });
  afterAll(() => portal.close());

  it('orders display lists by sort ascending and hides disabled items from the public', async () => {
    for (const [name, sort, enabled] of [
      ['乙', 2, true],
      ['甲', 1, true],
      ['丙', 3, false],
    ] as const) {
      const res = await portal.gql(
        'mutation($input: FriendLinkInput!) { createFriendLink(input: $input) { id } }',
        { input: { name, url: 'https://www.nlc.cn', sort, enabled } },
        admin,
      );
      expect(res.errors).toBeUndefined();
    }
    const res = await portal.gql<{ friendLinks: { items: Array<{ name: string }> } }>('{ friendLinks { items { name } } }');
    expect(res.data!.friendLinks.items.map((l) => l.name)).toEqual(['甲', '乙']);
  });

  it('validates URLs and coordinates', async () => {
    const link = await portal.gql(
      'mutation($input: FriendLinkInput!) { createFriendLink(input: $input) { id } }',
      { input: { name: 'x', url: 'ftp://x' } },
      admin,
    );
    expect(link.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    const lib = await portal.gql(
      'mutation($input: LibraryInput!) { createLibrary(input: $input) { id } }',
      { input: { name: '分馆', address: '某路1号', latitude: 123 } },
      admin,
    );
    expect(lib.errors![0]).toMatchObject({ message: '纬度必须在 -90 到 90 之间', extensions: { field: 'latitude' } });
    const banner = await portal.gql<{ createBanner: { image: string; enabled: boolean } }>(
      'mutation($input: BannerInput!) { createBanner(input: $input) { image enabled } }',
      { input: { title: '阅读月', image: '/uploads/demo/banner-1.png', link: '/information/libraryNews' } },
      admin,
    );
    expect(banner.data!.createBanner).toEqual({ image: '/uploads/demo/banner-1.png', enabled: true });
  });
});
