import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexUnindexedResources } from '../../src/modules/catalogue/search/search-document.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const must = <T = Data>(res: { data?: T | null; errors?: unknown }) => {
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data;
};

const SEARCH = `query($query: String!, $filter: SearchFilter, $sort: SearchSort, $page: Int, $pageSize: Int) {
  search(query: $query, filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    query total totalCapped didYouMean corrected
    items { resource { id title kind } title { text match } snippet { text match } }
    facets { kind { value label count } classId { value label count } year { value count } language { value label count } creator { value count } availability { value label count } }
  }
}`;

describe('search', () => {
  let portal: TestPortal;
  let admin: string;
  const ids: Record<string, string> = {};

  const create = async (type: string, input: Data) => {
    const res = await portal.gql<Data>(`mutation($input: ${type}Input!) { create${type}(input: $input) { id } }`, { input }, admin);
    return must(res)[`create${type}`].id as string;
  };
  const search = async (query: string, extra: Data = {}, token?: string) => must(await portal.gql<Data>(SEARCH, { query, ...extra }, token)).search;
  const titles = (result: Data) => result.items.map((item: Data) => item.resource.title);

  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: false });
    admin = await portal.adminToken();
    ids.hlm = await create('Book', {
      title: '红楼梦',
      creators: ['曹雪芹', '高鹗'],
      publishYear: 1982,
      language: 'zh',
      summary: '中国古典四大名著之一，以贾宝玉、林黛玉的爱情悲剧为主线。',
      views: undefined,
    });
    ids.hlmStudy = await create('Book', { title: '红楼梦研究', creators: ['俞平伯'], publishYear: 1952, language: 'zh' });
    ids.study = await create('Thesis', {
      title: '论《红楼梦》的叙事艺术',
      creators: ['王小明'],
      publishYear: 2019,
      language: 'zh',
      degree: '硕士',
      institution: '北京大学',
    });
    ids.python = await create('Book', {
      title: 'Python编程：从入门到实践',
      creators: ['Eric Matthes'],
      publishYear: 2016,
      language: 'zh',
      keywords: ['Python', '程序设计'],
    });
    ids.english = await create('Ebook', { title: 'Programming Pearls', creators: ['Jon Bentley'], publishYear: 1999, language: 'en' });
    ids.library = await create('Video', {
      title: '图书馆的故事',
      creators: ['李华'],
      publishYear: 2021,
      language: 'zh',
      summary: '一座城市图书馆一百年的变迁。',
    });
    ids.tw = await create('Audio', { title: '三國演義', creators: ['羅貫中'], publishYear: 2001, language: 'zh' });
    ids.hidden = await create('Book', { title: '红楼梦（下架）', onShelf: false });
  });
  afterAll(() => portal.close());

  it('finds Chinese partial titles, ranks the exact title first and highlights the match', async () => {
    const result = await search('红楼梦');
    expect(titles(result)).toEqual(['红楼梦', '红楼梦研究', '论《红楼梦》的叙事艺术']);
    expect(result.total).toBe(3);
    expect(result.items[2].title).toEqual([
      { text: '论《', match: false },
      { text: '红楼梦', match: true },
      { text: '》的叙事艺术', match: false },
    ]);
    // Off-shelf resources are never found.
    expect(titles(result)).not.toContain('红楼梦（下架）');
  });

  it('folds traditional and simplified characters both ways', async () => {
    expect(titles(await search('紅樓夢'))[0]).toBe('红楼梦');
    expect(titles(await search('三国演义'))).toEqual(['三國演義']);
  });

  it('searches creators, summaries and Latin words by stem, and mixed Chinese and Latin', async () => {
    expect(titles(await search('曹雪芹'))).toEqual(['红楼梦']);
    expect(titles(await search('城市图书馆'))).toEqual(['图书馆的故事']);
    expect(titles(await search('Python编程'))).toEqual(['Python编程：从入门到实践']);
    // A long run that no title holds as written is searched by its pieces, and they are marked.
    const relaxed = await search('编程入门');
    expect(titles(relaxed)).toEqual(['Python编程：从入门到实践']);
    expect(relaxed.items[0].title.filter((s: Data) => s.match).map((s: Data) => s.text)).toEqual(['编程', '入门']);
    // E-books only for a reader-card login.
    expect(titles(await search('programming'))).toEqual([]);
    const card = await portal.readerToken(2);
    expect(titles(await search('programming', {}, card))).toEqual(['Programming Pearls']);
  });

  it('counts facets and narrows by them', async () => {
    const result = await search('红楼梦');
    expect(result.facets.kind).toEqual([
      { value: 'book', label: '纸质图书', count: 2 },
      { value: 'thesis', label: '论文', count: 1 },
    ]);
    expect(result.facets.year.map((y: Data) => y.value)).toEqual(['2019', '1982', '1952']);
    expect(result.facets.availability).toEqual([{ value: 'ONLINE', label: '在线资源', count: 1 }]);
    expect(titles(await search('红楼梦', { filter: { kind: 'thesis' } }))).toEqual(['论《红楼梦》的叙事艺术']);
    expect(titles(await search('红楼梦', { filter: { creator: '俞平伯' } }))).toEqual(['红楼梦研究']);
    expect(titles(await search('红楼梦', { filter: { year: 1982 } }))).toEqual(['红楼梦']);
    // Newest in the catalogue first (all three were added now, in this order).
    expect(titles(await search('红楼梦', { sort: 'NEWEST' }))).toEqual(['论《红楼梦》的叙事艺术', '红楼梦研究', '红楼梦']);
  });

  it('treats symbols, quotes, SQL-looking and very long input as text', async () => {
    for (const query of [`'; drop table resource; --`, '"红楼梦" & | ! ( ) :*', '\\', '《》', '😀', '红'.repeat(5000)]) {
      const res = await portal.gql<Data>(SEARCH, { query });
      expect(res.errors).toBeUndefined();
    }
    expect(titles(await search('"红楼梦"'))[0]).toBe('红楼梦');
    expect((await portal.sql<{ n: number }>('select count(*)::int as n from resource'))[0].n).toBe(8);
  });

  it('offers "did you mean" for a mistyped Latin word and shows its results when nothing matched', async () => {
    const result = await search('pyhton');
    expect(result).toMatchObject({ didYouMean: 'python', corrected: true, query: 'python' });
    expect(titles(result)).toEqual(['Python编程：从入门到实践']);
    // A mistyped Chinese character, in a title or in a creator's name.
    expect(await search('洪楼梦')).toMatchObject({ didYouMean: '红楼梦', corrected: true });
    expect(titles(await search('曹雪琴'))).toEqual(['红楼梦']);
  });

  it('suggests titles as the reader types, by characters and by pinyin or its initials', async () => {
    const suggest = async (query: string) =>
      must(await portal.gql<Data>('query($q: String!) { searchSuggestions(query: $q) { text type resourceId } }', { q: query })).searchSuggestions;
    expect((await suggest('红楼')).map((s: Data) => s.text)).toEqual(expect.arrayContaining(['红楼梦', '红楼梦研究']));
    expect((await suggest('hlm'))[0]).toMatchObject({ text: '红楼梦', type: 'TITLE', resourceId: ids.hlm });
    expect((await suggest('hongloumeng'))[0].text).toBe('红楼梦');
    expect((await suggest('曹')).map((s: Data) => s.text)).toContain('曹雪芹');
  });

  it('records every search; passed words become popular searches and suggestions', async () => {
    const searchWords = async () =>
      must(await portal.gql<Data>('{ adminSearchWords(sortBy: count) { items { id text normalized count lastResultCount status } } }', {}, admin))
        .adminSearchWords.items;
    // Searches are logged in batches (one statement per interval): written by the flush, not before.
    await portal.services.writes.flush();
    const before = (await searchWords()).find((w: Data) => w.normalized === '红楼梦')?.count ?? 0;
    const logged = async () => (await portal.sql<{ n: number }>('select count(*)::int as n from search_log'))[0].n;
    const logsBefore = await logged();
    await search('红楼梦');
    await search('紅樓夢');
    await search('不存在的书名');
    await portal.services.writes.flush();
    expect(await logged()).toBe(logsBefore + 3);
    const hlm = (await searchWords()).find((w: Data) => w.normalized === '红楼梦');
    expect(hlm.count).toBe(before + 2);
    expect(hlm.status).toBe('PENDING');
    const zero = must(await portal.gql<Data>('{ adminSearchWords(filter: { zeroResults: true }) { items { text } } }', {}, admin)).adminSearchWords
      .items;
    expect(zero.map((w: Data) => w.text)).toContain('不存在的书名');

    expect(must(await portal.gql<Data>('{ hotSearchWords { text } }')).hotSearchWords).toEqual([]);
    must(await portal.gql<Data>('mutation($ids: [ID!]!) { batchSetStatusSearchWord(ids: $ids, value: PASSED) { count } }', { ids: [hlm.id] }, admin));
    expect(must(await portal.gql<Data>('{ hotSearchWords { text } }')).hotSearchWords.map((w: Data) => w.text)).toEqual([hlm.text]);
    // Moderation is for administrators only.
    const reader = await portal.readerToken(1);
    const denied = await portal.gql<Data>('mutation($id: ID!) { setStatusSearchWord(id: $id, value: REJECTED) { id } }', { id: hlm.id }, reader);
    expect(denied.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('keeps the index current when a resource and its children change', async () => {
    await portal.gql(`mutation($id: ID!) { updateBook(id: $id, input: { title: "石头记" }) { id } }`, { id: ids.hlm }, admin);
    expect(titles(await search('石头记'))).toEqual(['石头记']);
    expect(titles(await search('红楼梦'))).not.toContain('石头记');
    must(
      await portal.gql<Data>(
        'mutation($input: VideoItemInput!) { createVideoItem(input: $input) { id } }',
        { input: { resourceId: ids.library, title: '古籍修复师的一天', file: 'https://example.org/v.mp4' } },
        admin,
      ),
    );
    expect(titles(await search('古籍修复'))).toEqual(['图书馆的故事']);
  });

  describe('past the ranked candidates (1,000 matches and 200 titles starting with the query)', () => {
    /** Adds resources of these titles (`n` each, numbered) and their search documents. */
    const add = async (kind: string, title: string, n: number) => {
      await portal.sql(
        `insert into resource (kind, title, created_at, updated_at, published_at)
         select '${kind}', '${title}' || g, now(), now(), now() - interval '1 day' from generate_series(1, ${n}) g`,
      );
      while ((await indexUnindexedResources(portal.services.orm.em.fork())) > 0);
    };
    afterAll(() => portal.sql(`delete from resource where title like '%卷帙%'`));

    it('counts every match and its facets when the candidates are every match, though more than 1,000', async () => {
      // 150 titles start with the query, 900 more hold it.
      await add('digital', '卷帙甲 第', 150);
      await add('video', '论卷帙甲 第', 900);
      const result = await search('卷帙甲');
      expect(result).toMatchObject({ total: 1050, totalCapped: false });
      expect(result.facets.kind).toEqual([
        { value: 'video', label: '视频', count: 900 },
        { value: 'digital', label: '数字资源', count: 150 },
      ]);
      expect(result.items[0].resource.title).toMatch(/^卷帙甲 第/);
    });

    it('says it stopped counting when more titles start with the query than it ranks', async () => {
      // 230 matches in all, but only the first 200 titles starting with the query are candidates.
      await add('digital', '卷帙乙 第', 210);
      await add('video', '论卷帙乙 第', 20);
      const result = await search('卷帙乙');
      expect(result).toMatchObject({ total: 220, totalCapped: true });
      expect(result.facets.kind).toEqual([
        { value: 'digital', label: '数字资源', count: 200 },
        { value: 'video', label: '视频', count: 20 },
      ]);
    });
  });

  it('answers on the REST retrieval path', async () => {
    const res = await portal.rest<Data>('GET', '/api/retrieve?query=%E7%BA%A2%E6%A5%BC%E6%A2%A6%E7%A0%94%E7%A9%B6&pageSize=5&_t=1');
    expect(res.body).toMatchObject({ code: 200 });
    expect(res.body.data.items[0].resource.title).toBe('红楼梦研究');
  });
});
