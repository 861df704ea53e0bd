import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexUnindexedResources } from '../../src/modules/catalogue/search/search-document.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const SEARCH = `query($query: String!) {
  search(query: $query, pageSize: 10) { total totalCapped items { resource { title } } }
}`;

/**
 * A relevance search ranks at most 200 titles starting with the query (read through the title
 * index). When more than 200 start with it, the exact title must still be ranked, whatever plan the
 * statistics lead to: here it is the last row of the table, where a sequential scan of the prefix
 * reaches it after the 200 others.
 */
describe('the exact title among more than 200 titles starting with it', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: false });
    await portal.sql(`insert into resource (kind, title, created_at, updated_at, published_at) values ('digital', '卷帙戊考', now(), now(), now())`);
    while ((await indexUnindexedResources(portal.services.orm.em.fork())) > 0);
    // 1,300 titles that start with it and match the same words, more read than the exact title.
    await portal.sql(
      `insert into resource (kind, title, views, search, search_words, search_title, created_at, updated_at, published_at)
       select 'digital', '卷帙戊考 第' || g, 100 + g, t.search, t.search_words, t.search_title || ' 第' || g, now(), now(), now()
       from generate_series(1, 1300) g, (select search, search_words, search_title from resource where title = '卷帙戊考') t`,
    );
    // The exact title again, now the last row of the table (the first is deleted).
    await portal.sql(
      `insert into resource (kind, title, search, search_words, search_title, created_at, updated_at, published_at)
       select kind, title, search, search_words, search_title, now(), now(), now() from resource where title = '卷帙戊考'`,
    );
    await portal.sql(`delete from resource where id = (select min(id) from resource where title = '卷帙戊考')`);
    await portal.sql('analyze resource');
  }, 60_000);
  afterAll(() => portal?.close());

  it('ranks the exact title first', async () => {
    const res = await portal.gql<Data>(SEARCH, { query: '卷帙戊考' });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    const { items, totalCapped } = res.data.search as { items: Array<{ resource: { title: string } }>; totalCapped: boolean };
    expect(totalCapped).toBe(true);
    expect(items[0].resource.title).toBe('卷帙戊考');
  });
});
