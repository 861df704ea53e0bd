import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexUnindexedResources, refreshSearchDocuments } from '../../src/modules/catalogue/search/search-document.js';
import { markSearchFirst } from '../../src/modules/catalogue/search/search-first.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const SEARCH = `query($query: String!) {
  search(query: $query, pageSize: 5) { total totalCapped items { resource { title views } } }
}`;

/**
 * A broad query is ranked among 1,000 candidates; they come from the most used tenth of the
 * catalogue first (search-first.ts). Here 3,000 resources match, the most read of them last in the
 * table, among 17,000 that do not match: in table order the candidates would be the 1,000 least read.
 */
describe('the most used resources searched first', () => {
  let portal: TestPortal;
  const flagged = async () => (await portal.sql<{ n: number }>(`select count(*)::int as n from resource where search_first`))[0].n;

  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: false });
    await portal.sql(
      `insert into resource (kind, title, created_at, updated_at, published_at)
       values ('digital', '论卷帙己', now(), now(), now()), ('digital', '另一本书', now(), now(), now())`,
    );
    while ((await indexUnindexedResources(portal.services.orm.em.fork())) > 0);
    await portal.sql(
      `insert into resource (kind, title, views, search, search_words, search_title, created_at, updated_at, published_at)
       select 'digital', '论卷帙己 第' || g, g, t.search, t.search_words, t.search_title || ' 第' || g, now(), now(), now() - interval '1 day'
       from generate_series(1, 3000) g, (select search, search_words, search_title from resource where title = '论卷帙己') t`,
    );
    await portal.sql(
      `insert into resource (kind, title, views, search, search_words, search_title, created_at, updated_at, published_at)
       select 'digital', '另一本书 第' || g, 0, t.search, t.search_words, t.search_title, now(), now(), now() - interval '1 day'
       from generate_series(1, 17000) g, (select search, search_words, search_title from resource where title = '另一本书') t`,
    );
    await portal.sql('analyze resource');
  }, 120_000);
  afterAll(() => portal?.close());

  it('flags the most used tenth, and moves the flags as popularity moves', async () => {
    const all = (await portal.sql<{ n: number }>(`select count(*)::int as n from resource`))[0].n;
    expect(await markSearchFirst(portal.services.orm.em.fork())).toBe(Math.ceil(all / 10));
    expect(await flagged()).toBe(Math.ceil(all / 10));
    // Nothing moved: nothing written.
    expect(await markSearchFirst(portal.services.orm.em.fork())).toBe(0);
    // The least read match becomes the most read: it is flagged, and the least read of the flagged is not.
    await portal.sql(`update resource set borrows = 1000 where title = '论卷帙己 第1'`);
    expect(await markSearchFirst(portal.services.orm.em.fork())).toBe(2);
    const [first] = await portal.sql<{ search_first: boolean }>(`select search_first from resource where title = '论卷帙己 第1'`);
    expect(first.search_first).toBe(true);
    expect(await flagged()).toBe(Math.ceil(all / 10));
    await portal.sql(`update resource set borrows = 0 where title = '论卷帙己 第1'`);
    await markSearchFirst(portal.services.orm.em.fork());
  });

  it('ranks a broad search among its most used matches', async () => {
    const res = await portal.gql<Data>(SEARCH, { query: '卷帙己' });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    const { items, totalCapped } = res.data.search as { items: Array<{ resource: { title: string; views: number } }>; totalCapped: boolean };
    expect(totalCapped).toBe(true);
    expect(items.map((item) => item.resource.title)).toEqual([
      '论卷帙己 第3000',
      '论卷帙己 第2999',
      '论卷帙己 第2998',
      '论卷帙己 第2997',
      '论卷帙己 第2996',
    ]);
  });

  it('still finds a query only the less used resources match', async () => {
    const [row] = await portal.sql<{ id: number }>(`update resource set title = '论卷帙己 孤本' where title = '论卷帙己 第7' returning id`);
    await refreshSearchDocuments(portal.services.orm.em.fork(), [row.id]);
    const res = await portal.gql<Data>(`query { search(query: "卷帙己 孤本") { total items { resource { title } } } }`);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    expect(res.data.search).toMatchObject({ total: 1, items: [{ resource: { title: '论卷帙己 孤本' } }] });
  });
});

describe('the demo catalogue', () => {
  it('has its most used tenth flagged once seeded (in the seed transaction)', async () => {
    const portal = await startTestPortal({ demoContent: true, emptyDatabase: true });
    try {
      const [row] = await portal.sql<{ flagged: number; all: number }>(
        'select count(*) filter (where search_first)::int as flagged, count(*)::int as all from resource',
      );
      expect(row.all).toBeGreaterThan(100);
      expect(row.flagged).toBe(Math.ceil(row.all / 10));
    } finally {
      await portal.close();
    }
  }, 120_000);
});
