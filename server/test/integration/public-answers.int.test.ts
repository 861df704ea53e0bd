import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../../src/schema.js';
import { publicAnswerPolicy } from '../../src/core/http/public-answer-policy.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

/**
 * Issue 12: anonymous public answers are cacheable (headers, strong ETags, 304), kept by the server
 * until a write changes what they show, and views are counted apart from the cached body.
 */
const get = (portal: TestPortal, path: string, headers: Record<string, string> = {}) => fetch(portal.url + path, { headers });
const statements = (res: Response) => Number(res.headers.get('x-sql-statements'));

function suite(name: string, env: Record<string, string>) {
  describe(name, () => {
    let portal: TestPortal;
    let admin: string;
    const createNews = async (title: string) => {
      const res = await portal.rest<Data>('POST', '/api/admin/news/create', { category: 'libraryNews', title, body: '<p>正文</p>' }, admin);
      expect(res.status).toBe(200);
      return res.body.data.id as string;
    };

    beforeAll(async () => {
      portal = await startTestPortal({ demoContent: true, env });
      admin = await portal.adminToken();
    });
    afterAll(() => portal?.close());

    it('answers a guest cacheably and the second time from the server cache, 304 on a matching ETag', async () => {
      const path = '/api/news?category=libraryNews&page=1&pageSize=10';
      const first = await get(portal, path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(first.headers.get('vary')).toMatch(/Authorization/);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/); // strong
      expect(statements(first)).toBeGreaterThan(0);
      const body = await first.json();

      const second = await get(portal, path);
      expect(statements(second)).toBe(0);
      expect(await second.json()).toEqual(body);
      expect(second.headers.get('etag')).toBe(etag);

      const revalidated = await get(portal, path, { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
    });

    it('names each encoding its own ETag', async () => {
      const path = '/api/resource/book/list?page=1&pageSize=20';
      const br = await get(portal, path, { 'accept-encoding': 'br' });
      const plain = await get(portal, path, { 'accept-encoding': 'identity' });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(br.headers.get('etag')).toBe(plain.headers.get('etag')!.replace(/"$/, '-br"'));
      expect(await br.json()).toEqual(await plain.json());
    });

    it('never serves a row after it is hidden, nor misses one just added', async () => {
      const path = '/api/news?category=libraryNews&page=1&pageSize=50';
      const id = await createNews('缓存测试：即将隐藏的新闻');
      const titles = async () => (((await (await get(portal, path)).json()) as Data).data.items as Data[]).map((n) => n.title);
      expect(await titles()).toContain('缓存测试：即将隐藏的新闻');
      expect((await get(portal, `/api/news/${id}`)).status).toBe(200);
      expect(await titles()).toContain('缓存测试：即将隐藏的新闻'); // from the cache

      expect((await portal.rest('POST', `/api/admin/news/disable/${id}`, {}, admin)).status).toBe(200);
      expect(await titles()).not.toContain('缓存测试：即将隐藏的新闻');
      expect((await get(portal, `/api/news/${id}`)).status).toBe(404);

      await createNews('缓存测试：新加的新闻');
      expect(await titles()).toContain('缓存测试：新加的新闻');
    });

    it('hides a resource from cached lists and details when it leaves the shelf', async () => {
      const list = ((await (await get(portal, '/api/resource/book/list?page=1&pageSize=5')).json()) as Data).data.items as Data[];
      const book = list[0];
      const detailPath = `/api/resource/book/${book.id}`;
      expect((await get(portal, detailPath)).status).toBe(200);
      expect(statements(await get(portal, detailPath))).toBe(0);

      const res = await portal.rest('POST', `/api/admin/resource/book/unshelve/${book.id}`, {}, admin);
      expect(res.status).toBe(200);
      expect((await get(portal, detailPath)).status).toBe(404);
      const after = ((await (await get(portal, '/api/resource/book/list?page=1&pageSize=5')).json()) as Data).data.items as Data[];
      expect(after.map((b) => b.id)).not.toContain(book.id);
      await portal.rest('POST', `/api/admin/resource/book/shelve/${book.id}`, {}, admin);
      expect((await get(portal, detailPath)).status).toBe(200);
    });

    it('counts every view of a cached detail, in batches', async () => {
      const id = await createNews('缓存测试：计数的新闻');
      const path = `/api/news/${id}`;
      const answers = [];
      // Four viewers (addresses): a view counts once per viewer and window.
      for (let i = 0; i < 4; i++) answers.push(await get(portal, path, { 'x-forwarded-for': `10.3.0.${i + 1}` }));
      expect(answers[0].headers.get('cache-control')).toBe('public, no-cache');
      expect(answers.slice(1).map(statements)).toEqual([0, 0, 0]);
      // Before the interval's write, the stored total lags; the back office adds what is pending.
      const adminRead = await portal.rest<Data>('GET', `/api/admin/news/info/${id}`, undefined, admin);
      expect(adminRead.body.data.views).toBe(4);
      await portal.services.views.flush();
      const [{ views }] = await portal.sql<{ views: number }>('select views from news where id = ?', [Number(id)]);
      expect(views).toBe(4);
      // A 304 is a view too: the reader opened the page.
      const etag = answers[3].headers.get('etag')!;
      expect((await get(portal, path, { 'if-none-match': etag, 'x-forwarded-for': '10.3.0.5' })).status).toBe(304);
      await portal.services.views.flush();
      const [again] = await portal.sql<{ views: number }>('select views from news where id = ?', [Number(id)]);
      expect(again.views).toBe(5);
    });

    it('counts a resource view per day too, for rankings', async () => {
      const [book] = await portal.sql<{ id: number }>(
        `select id from resource where kind = 'book' and enabled and on_shelf and permission = 'PUBLIC' order by id desc limit 1`,
      );
      // The demo catalogue's usage may already count views today (how many depends on the date), and
      // earlier tests' views may be pending: the test counts what its own three views add.
      const viewsToday = async () => {
        await portal.services.views.flush();
        const [today] = await portal.sql<{ views: number }>('select views from resource_daily_stat where resource_id = ? and day = current_date', [
          book.id,
        ]);
        return today?.views ?? 0;
      };
      const before = await viewsToday();
      for (let i = 0; i < 3; i++) await get(portal, `/api/resource/book/${book.id}`, { 'x-forwarded-for': `10.4.0.${i + 1}` });
      expect(await viewsToday()).toBe(before + 3);
    });

    // Issue 54, S11: one client asking again and again counted a view each time.
    it('counts one view per address or reader and window, cached or not', async () => {
      const id = await createNews('缓存测试：同一访客');
      const path = `/api/news/${id}`;
      const stored = async () => {
        await portal.services.views.flush();
        return (await portal.sql<{ views: number }>('select views from news where id = ?', [Number(id)]))[0].views;
      };
      for (let i = 0; i < 20; i++) await get(portal, path, { 'x-forwarded-for': '10.5.0.1' });
      expect(await stored()).toBe(1);
      await get(portal, path, { 'x-forwarded-for': '10.5.0.2' });
      expect(await stored()).toBe(2);
      const reader = await portal.readerToken();
      for (let i = 0; i < 5; i++) await portal.gql('query($id: ID!) { news(id: $id) { views } }', { id }, reader);
      for (let i = 0; i < 5; i++) await portal.rest('GET', path, undefined, reader);
      expect(await stored()).toBe(3);
    });

    it('tags an answer with every entity it shows, so a write to any of them makes it stale', async () => {
      const schema = await getSchema();
      const policy = (field: string) => publicAnswerPolicy(schema, schema.getQueryType()!.getFields()[field], portal.services)!;
      expect(policy('resource').tags).toEqual(expect.arrayContaining(['Resource', 'ResourceClass', 'BookCopy', 'Library', 'JournalArticle']));
      expect(policy('resource')).toMatchObject({ kind: 'Resource', countsView: 'Resource', maxAge: 60 });
      expect(policy('newsList').tags).toEqual(['News']);
      expect(policy('resourceClassTree')).toMatchObject({ kind: 'ResourceClass', maxAge: 300 });
      expect(schema.getQueryType()!.getFields().search.extensions.publicAnswer).toBeUndefined();
      // Every public answer names what it shows, or says it shows nothing stored.
      for (const field of Object.values(schema.getQueryType()!.getFields())) {
        const mark = field.extensions.publicAnswer as { shows?: string[] } | undefined;
        if (mark && !mark.shows) expect(policy(field.name).tags, field.name).not.toEqual([]);
      }
    });

    it('says how long a GraphQL GET may be kept, by the same policy', async () => {
      const ask = (query: string, headers: Record<string, string> = {}) =>
        get(portal, `/graphql?query=${encodeURIComponent(query)}`, { 'apollo-require-preflight': '1', ...headers });
      const list = await ask('{ newsList(pageSize: 5) { total items { id title } } resourceClassTree(kind: book) { id } }');
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
      const [book] = await portal.sql<{ id: number }>(`select id from resource where kind = 'book' and enabled and on_shelf order by id limit 1`);
      expect((await ask(`{ resource(id: ${book.id}) { id } }`)).headers.get('cache-control')).toBe('public, no-cache');
      expect((await ask('{ search(q: "三国") { total } }')).headers.get('cache-control')).toBe('no-store');
      expect((await ask('{ newsList { total } }', { authorization: `Bearer ${admin}` })).headers.get('cache-control')).toBe('private, no-cache');
      expect((await ask('{ resource(id: 99999999) { id } }')).headers.get('cache-control')).toBe('no-store');
    });

    it.runIf(env.REDIS_URL)('makes earlier answers stale after a write made while Redis was away', async () => {
      const path = '/api/news?category=libraryNews&page=1&pageSize=50';
      await get(portal, path);
      expect(statements(await get(portal, path))).toBe(0);
      const redis = (portal.services.publicCache as unknown as { redis: import('ioredis').Redis }).redis;
      redis.disconnect();
      await createNews('Redis 离线时发布的新闻');
      await redis.connect();
      const after = await get(portal, path);
      expect(statements(after)).toBeGreaterThan(0);
      expect(JSON.stringify(await after.json())).toContain('Redis 离线时发布的新闻');
      expect(statements(await get(portal, path))).toBe(0);
    });

    it('keeps a viewer’s answers private and admin answers out of every cache', async () => {
      const reader = await portal.readerToken();
      const path = '/api/news?category=libraryNews&page=1&pageSize=10';
      await get(portal, path);
      const mine = await get(portal, path, { authorization: `Bearer ${reader}` });
      expect(mine.headers.get('cache-control')).toBe('private, no-cache');
      expect(statements(mine)).toBeGreaterThan(0);
      const back = await get(portal, '/api/admin/news/list?page=1&pageSize=10', { authorization: `Bearer ${admin}` });
      expect(back.headers.get('cache-control')).toBe('no-store');
      const failed = await get(portal, '/api/news/999999');
      expect(failed.status).toBe(404);
      expect(failed.headers.get('cache-control')).toBe('no-store');
    });
  });
}

suite('public answers, cached in memory', {});
suite('public answers, cached in Redis', { REDIS_URL: 'redis://127.0.0.1:6379' });
