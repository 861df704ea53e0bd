import { describe, expect, it } from 'vitest';
import { newSearchHref } from './retrieve-href';
import { changeSearch, hasSearch, readSearchState, retrieveHref, searchVariables } from './search-params';

const read = (search: string) => readSearchState(new URLSearchParams(search));

describe('the search state in the URL', () => {
  it('reads q, the filters, the sort and the page, and leaves out what is not valid', () => {
    expect(read('?q= 红楼 &kind=book&classId=12&year=1996&language=zh&creator=曹雪芹&availability=AVAILABLE&sort=newest&page=3')).toEqual({
      q: '红楼',
      filters: { kind: 'book', classId: '12', year: '1996', language: 'zh', creator: '曹雪芹', availability: 'AVAILABLE' },
      sort: 'newest',
      page: 3,
    });
    expect(read('?kind=novel&classId=x&year=19960&availability=ALL&sort=best&page=-2&creator=' + 'a'.repeat(101))).toEqual({
      q: '',
      filters: {},
      sort: 'relevance',
      page: 1,
    });
  });

  it('has something to search with a query or a filter only', () => {
    expect(hasSearch(read(''))).toBe(false);
    expect(hasSearch(read('?q=%20'))).toBe(false);
    expect(hasSearch(read('?q=红楼'))).toBe(true);
    expect(hasSearch(read('?year=2020'))).toBe(true);
  });

  it('starts again at page 1 after any change but the page, and leaves defaults out of the URL', () => {
    const state = read('?q=红楼&kind=book&sort=views&page=4');
    expect(retrieveHref(changeSearch(state, { page: 5 }))).toBe('/retrieve?q=%E7%BA%A2%E6%A5%BC&kind=book&sort=views&page=5');
    expect(retrieveHref(changeSearch(state, { filters: { year: '1996' } }))).toBe(
      `/retrieve?${new URLSearchParams({ q: '红楼', kind: 'book', year: '1996', sort: 'views' })}`,
    );
    expect(retrieveHref(changeSearch(state, { filters: { kind: undefined } }))).toBe(
      `/retrieve?${new URLSearchParams({ q: '红楼', sort: 'views' })}`,
    );
    expect(retrieveHref(changeSearch(state, { clearFilters: true, sort: 'relevance' }))).toBe(`/retrieve?${new URLSearchParams({ q: '红楼' })}`);
    expect(newSearchHref(' 三国 ', 'newest')).toBe(`/retrieve?${new URLSearchParams({ q: '三国', sort: 'newest' })}`);
    expect(newSearchHref('  ')).toBe('/retrieve');
    expect(retrieveHref(read(''))).toBe('/retrieve');
  });

  it('turns the state into the query variables (year as a number, no empty filter)', () => {
    expect(searchVariables(read('?q=红楼&year=1996&kind=book&sort=borrows&page=2'))).toEqual({
      query: '红楼',
      filter: { kind: 'book', year: 1996 },
      page: 2,
      pageSize: 20,
      sort: 'BORROWS',
    });
    expect(searchVariables(read('?q=红楼'))).toEqual({ query: '红楼', filter: undefined, page: 1, pageSize: 20, sort: 'RELEVANCE' });
  });
});
