import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const FIELDS = 'id category title summary cover body author publishedAt views enabled recommended sort createdAt updatedAt';

/**
 * The same operations through both faces must agree: REST is a thin table over the GraphQL fields.
 * Each step runs on GraphQL, then on REST, on twin records, and the results are compared.
 */
describe('REST parity with GraphQL', () => {
  let portal: TestPortal;
  let admin: string;

  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.adminToken();
  });
  afterAll(() => portal.close());

  const strip = (news: Record<string, unknown>) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = news;
    return rest;
  };
  const input = { category: 'peaceNews', title: '消防安全演练', summary: '全馆演练', body: '<p>演练<script>x</script></p>', author: '保卫科', publishedAt: '2026-05-01T08:00:00.000Z', sort: 3 };

  it('creates, reads, updates, toggles, lists and removes alike', async () => {
    const g = await portal.gql<{ createNews: Record<string, unknown> }>(`mutation($input: NewsInput!) { createNews(input: $input) { ${FIELDS} } }`, { input }, admin);
    const r = await portal.rest<Record<string, unknown>>('POST', '/api/admin/news/create', input, admin);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.msg).toBe('OK');
    expect(strip(r.body.data)).toEqual(strip(g.data!.createNews));
    const [gid, rid] = [g.data!.createNews.id as string, r.body.data.id as string];

    const patch = { category: 'peaceNews', title: '消防安全演练（更新）', body: '<p>更新</p>' };
    const gu = await portal.gql<{ updateNews: Record<string, unknown> }>(`mutation($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { ${FIELDS} } }`, { id: gid, input: patch }, admin);
    const ru = await portal.rest<Record<string, unknown>>('POST', `/api/admin/news/update/${rid}`, patch, admin);
    expect(strip(ru.body.data)).toEqual(strip(gu.data!.updateNews));
    const re = await portal.rest<Record<string, unknown>>('POST', `/api/admin/news/edit/${rid}`, { ...patch, title: '编辑路径' }, admin);
    expect(re.body.data.title).toBe('编辑路径');

    for (const action of ['disable', 'recommend', 'unrecommend', 'enable'] as const) {
      const field = `${action}News`;
      const ga = await portal.gql<Record<string, Record<string, unknown>>>(`mutation($id: ID!) { ${field}(id: $id) { enabled recommended } }`, { id: gid }, admin);
      const ra = await portal.rest<Record<string, unknown>>('POST', `/api/admin/news/${action}/${rid}`, undefined, admin);
      expect({ enabled: ra.body.data.enabled, recommended: ra.body.data.recommended }).toEqual(ga.data![field]);
    }

    const gl = await portal.gql<{ newsList: Record<string, unknown> }>(`{ newsList(filter: { category: peaceNews }, pageSize: 5) { total totalCapped page pageSize items { ${FIELDS} } } }`);
    const rl = await portal.rest<Record<string, unknown>>('GET', '/api/news?category=peaceNews&pageSize=5&_t=1732200000000');
    expect(rl.body.data).toEqual(gl.data!.newsList);

    const al = await portal.rest<{ total: number }>('GET', '/api/admin/news/index?pageSize=5&enabled=true', undefined, admin);
    const gal = await portal.gql<{ adminNewsList: { total: number } }>('{ adminNewsList(filter: { enabled: true }, pageSize: 5) { total } }', {}, admin);
    expect(al.body.data.total).toBe(gal.data!.adminNewsList.total);
    expect((await portal.rest<{ total: number }>('GET', '/api/admin/news/list?pageSize=5&enabled=true', undefined, admin)).body.data.total).toBe(al.body.data.total);

    const gr = await portal.gql('mutation($id: ID!) { removeNews(id: $id) }', { id: gid }, admin);
    const rr = await portal.rest('POST', `/api/admin/news/remove/${rid}`, undefined, admin);
    expect(rr.body.data).toEqual((gr.data as { removeNews: boolean }).removeNews);
    const gone = await portal.rest('GET', `/api/news/${rid}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 404, msg: '页面未找到。', data: null });
  });

  it('runs batch variants with { ids } bodies', async () => {
    const ids: string[] = [];
    for (const title of ['一', '二', '三']) {
      const res = await portal.rest<{ id: string }>('POST', '/api/admin/banner/create', { title, image: '/uploads/x.png' }, admin);
      ids.push(res.body.data.id);
    }
    const res = await portal.rest('POST', '/api/admin/banner/batch/disable', { ids }, admin);
    expect(res.body).toEqual({ code: 200, msg: 'OK', data: { count: 3, ids } });
    expect((await portal.rest<{ total: number }>('GET', '/api/banner')).body.data.total).toBe(0);
    const missing = await portal.rest('POST', '/api/admin/banner/batch/remove', { ids: [...ids, '77777'] }, admin);
    expect(missing.status).toBe(404);
    expect((await portal.rest<{ total: number }>('GET', '/api/admin/banner/index', undefined, admin)).body.data.total).toBe(3);
  });

  it('counts a view on GET api/news/{id}, as the GraphQL news(id) does', async () => {
    const created = await portal.rest<{ id: string }>('POST', '/api/admin/news/create', { category: 'libraryNews', title: '浏览', body: '<p>x</p>' }, admin);
    const id = created.body.data.id;
    await portal.rest('GET', `/api/news/${id}?_t=1`);
    await portal.gql('query($id: ID!) { news(id: $id) { id } }', { id });
    const after = await portal.rest<{ views: number }>('GET', `/api/news/${id}`);
    expect(after.body.data.views).toBe(3);
  });

  it('answers errors with HTTP status and { code, msg, data } per the error model', async () => {
    const bad = await portal.rest('POST', '/api/admin/news/create', { category: 'libraryNews', title: '', body: 'x' }, admin);
    expect(bad.status).toBe(200);
    expect(bad.body).toEqual({ code: 400, msg: '请输入标题', data: null });
    const typed = await portal.rest('GET', '/api/news?pageSize=lots');
    expect(typed.body).toEqual({ code: 400, msg: '输入有误：pageSize 的值无效或缺失', data: null });
    const guest = await portal.rest('GET', '/api/admin/news/index');
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ code: 401, msg: '未登录或登录过期', data: null });
    const unknown = await portal.rest('GET', '/api/no/such/path');
    expect(unknown.status).toBe(404);
    const res = await fetch(`${portal.url}/api/admin/news/create`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` }, body: '{"title":' });
    expect(await res.json()).toEqual({ code: 400, msg: '请求体不是有效的 JSON', data: null });
  });

  it('serves the site menu and the other entities on their paths', async () => {
    const menu = await portal.rest<Array<{ value: string; children: unknown[] }>>('GET', '/api/menu?_t=5');
    expect(menu.body.data[0]).toMatchObject({ value: 'index', name: '首页', url: '/index' });
    expect(menu.body.data.find((m) => m.value === 'information')!.children).toHaveLength(4);
    for (const path of ['/api/link', '/api/library', '/api/banner']) {
      const res = await portal.rest<{ items: unknown[] }>('GET', path);
      expect(res.body.code).toBe(200);
      expect(Array.isArray(res.body.data.items)).toBe(true);
    }
  });
});
