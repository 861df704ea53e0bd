import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexUnindexedResources } from '../../src/modules/catalogue/search/search-document.js';
import { Resource } from '../../src/modules/catalogue/resources/resource.entity.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const SEARCH = `query($query: String!, $page: Int) {
  search(query: $query, page: $page, pageSize: 20) {
    total totalCapped matchCount facetsExact items { resource { id } }
    facets { kind { value count } year { value count } language { value count } creator { value count } }
  }
}`;

interface Found {
  total: number;
  totalCapped: boolean;
  matchCount: number | null;
  facetsExact: boolean;
  items: Array<{ resource: { id: string } }>;
  facets: Record<'kind' | 'year' | 'language' | 'creator', Array<{ value: string; count: number }>>;
}

/** A facet as a value → count map (the order is the server's). */
const counted = (values: Array<{ value: string; count: number }>) => Object.fromEntries(values.map(({ value, count }) => [value, count]));

/**
 * A query matching more than the 1,000 candidates a search ranks: its answer says totalCapped, and
 * every match is counted in the background (search-counts.ts), so that the same search asked again
 * says how many match and counts its facets over all of them.
 */
describe('the exact counts of a broad search', () => {
  let portal: TestPortal;
  const search = async (token?: string, page = 1) => {
    const res = await portal.gql<Data>(SEARCH, { query: '卷帙丁', page }, token);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.search as Found;
  };
  /** What every match counts, straight from the table (a guest does not see e-books); a facet leaves out rows without a value. */
  const expected = async (withEbooks: boolean) => {
    const shown = `enabled and on_shelf and published_at <= now() and title like '论卷帙丁%'${withEbooks ? '' : ` and kind <> 'ebook'`}`;
    const [{ total }] = await portal.sql<{ total: number }>(`select count(*)::int as total from resource where ${shown}`);
    const group = async (column: string) =>
      Object.fromEntries(
        (
          await portal.sql<{ value: string; count: number }>(
            `select ${column}::text as value, count(*)::int as count from resource where ${shown} and ${column} is not null group by 1`,
          )
        ).map(({ value, count }) => [value, count]),
      );
    return { total, kind: await group('kind'), year: await group('publish_year'), language: await group('language') };
  };

  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: false });
    await portal.sql(`insert into resource (kind, title, created_at, updated_at, published_at) values ('digital', '论卷帙丁', now(), now(), now())`);
    while ((await indexUnindexedResources(portal.services.orm.em.fork())) > 0);
    // 1,300 more with the same search document: by kind (a tenth e-books), year, language and creator.
    await portal.sql(
      `insert into resource (kind, title, publish_year, language, creators, search, search_words, search_title, created_at, updated_at, published_at)
       select (case when g % 10 = 0 then 'ebook' else 'digital' end)::resource_kind, '论卷帙丁 第' || g, 2000 + g % 5, case when g % 3 = 0 then 'en' else 'zh' end,
              array['作者' || g % 4], t.search, t.search_words, t.search_title, now(), now(), now() - interval '1 day'
       from generate_series(1, 1300) g, (select search, search_words, search_title from resource where title = '论卷帙丁') t`,
    );
    await portal.sql('analyze resource');
  }, 60_000);
  afterAll(() => portal?.close());

  it('counts every match in the background after a capped search, and gives the counts when asked again', async () => {
    const first = await search();
    expect(first).toMatchObject({ totalCapped: true, total: 1000, matchCount: null, facetsExact: false });
    // The candidates' facets count at most the 1,000 ranked.
    expect(first.facets.kind.reduce((sum, { count }) => sum + count, 0)).toBeLessThanOrEqual(1000);

    await portal.services.background.idle();
    const every = await expected(false);
    const again = await search();
    expect(again).toMatchObject({ totalCapped: true, total: 1000, matchCount: every.total, facetsExact: true });
    expect(every.total).toBe(1 + 1170);
    expect(counted(again.facets.kind)).toEqual(every.kind);
    expect(counted(again.facets.year)).toEqual(every.year);
    expect(counted(again.facets.language)).toEqual(every.language);
    expect(again.facets.creator.reduce((sum, { count }) => sum + count, 0)).toBe(every.total - 1);
    // The ranked pages are unchanged, and page 2 has the counts too.
    expect(again.items.map((item) => item.resource.id)).toEqual(first.items.map((item) => item.resource.id));
    expect(await search(undefined, 2)).toMatchObject({ matchCount: every.total, facetsExact: true });
  });

  it("counts what the viewer sees: a reader card's count has the e-books a guest's has not", async () => {
    const card = await portal.readerToken();
    await search(card);
    await portal.services.background.idle();
    const every = await expected(true);
    const counts = await search(card);
    expect(counts).toMatchObject({ matchCount: every.total, facetsExact: true });
    expect(every.total).toBe(1301);
    expect(counted(counts.facets.kind)).toEqual({ digital: 1171, ebook: 130 });
    expect((await search()).matchCount).toBe(1171);
  });

  it('never gives counts made before a write that changed the catalogue, and counts again', async () => {
    await search();
    await portal.services.background.idle();
    expect((await search()).matchCount).toBe(1171);

    const em = portal.services.orm.em.fork();
    const hidden = await em.findOneOrFail(Resource, { title: '论卷帙丁 第1' });
    hidden.onShelf = false;
    await em.flush();

    expect(await search()).toMatchObject({ matchCount: null, facetsExact: false });
    await portal.services.background.idle();
    expect(await search()).toMatchObject({ matchCount: 1170, facetsExact: true });
  });
});
