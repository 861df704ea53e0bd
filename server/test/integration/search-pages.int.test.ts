import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexUnindexedResources } from '../../src/modules/catalogue/search/search-document.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const SEARCH = `query($query: String!, $page: Int) {
  search(query: $query, page: $page, pageSize: 20) { total totalCapped items { resource { id } } }
}`;

/**
 * A broad query is ranked among the first 1,000 matches a scan yields. On a table larger than a
 * quarter of PostgreSQL's shared buffers, a sequential scan by default starts where the previous
 * scan of that table stopped (synchronize_seqscans), so each search of a common word ranked
 * another 1,000: the same page differed from one request to the next, and page 2 repeated or
 * skipped results of page 1. This catalogue is made just large enough for that to happen.
 */
describe('the pages of a broad search on a large catalogue', () => {
  let portal: TestPortal;
  const page = async (n: number) => {
    const res = await portal.gql<Data>(SEARCH, { query: '卷帙丙', page: n });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.search as { total: number; totalCapped: boolean; items: Array<{ resource: { id: string } }> };
  };
  const ids = async (n: number) => (await page(n)).items.map((item) => item.resource.id);

  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: false });
    // One resource indexed as every write path indexes it; the rest copy its search document.
    await portal.sql(`insert into resource (kind, title, created_at, updated_at, published_at) values ('digital', '论卷帙丙', now(), now(), now())`);
    while ((await indexUnindexedResources(portal.services.orm.em.fork())) > 0);
    // Rows of ~1.8 kB (still stored in line), past a quarter of the shared buffers by a third.
    const [{ bytes }] = await portal.sql<{ bytes: string }>(
      `select setting::bigint * 8192 / 4 as bytes from pg_settings where name = 'shared_buffers'`,
    );
    const rows = Math.ceil((Number(bytes) * 4) / 3 / 1800);
    await portal.sql(
      `insert into resource (kind, title, summary, views, search, search_words, search_title, created_at, updated_at, published_at)
       select 'digital', '论卷帙丙 第' || g, (select string_agg(md5(g::text || '.' || i), '') from generate_series(1, 45) i), g % 97,
              t.search, t.search_words, t.search_title, now(), now(), now() - interval '1 day'
       from generate_series(1, ${rows}) g, (select search, search_words, search_title from resource where title = '论卷帙丙') t`,
    );
    await portal.sql('vacuum analyze resource');
  }, 120_000);
  afterAll(() => portal?.close());

  it('shows the same first page each time, and later pages continue it', async () => {
    const first = await page(1);
    expect(first.totalCapped).toBe(true);
    expect(first.items).toHaveLength(20);
    const again = [await ids(1), await ids(1), await ids(1)];
    for (const repeated of again) expect(repeated).toEqual(first.items.map((item) => item.resource.id));
    const three = [...(await ids(1)), ...(await ids(2)), ...(await ids(3))];
    expect(new Set(three).size).toBe(60);
  });
});
