import { describe, expect, it } from 'vitest';
import { readListParams, sortFieldOf, withListParams } from './list-params';

const params = (search: string) => new URLSearchParams(search);

describe('list parameters in the URL', () => {
  it('reads page, class, sort and keyword, with defaults for anything odd', () => {
    expect(readListParams(params('page=3&classId=9&sort=hot&keyword=%20鲁迅%20'))).toEqual({ page: 3, classId: '9', sort: 'hot', keyword: '鲁迅' });
    expect(readListParams(params('page=0&sort=x&keyword=%20'))).toEqual({ page: 1, classId: undefined, sort: 'new', keyword: undefined });
  });

  it('goes back to page 1 on a new filter, and leaves defaults out of the URL', () => {
    expect(withListParams(params('page=3&sort=hot'), { classId: '9' }).toString()).toBe('sort=hot&classId=9');
    expect(withListParams(params('classId=9&page=2'), { classId: undefined }).toString()).toBe('');
    expect(withListParams(params('classId=9'), { page: 2 }).toString()).toBe('classId=9&page=2');
    expect(withListParams(params('sort=score'), { sort: 'new', keyword: '  ' }).toString()).toBe('');
  });

  it('sorts newest, most viewed or best scored first', () => {
    expect(['new', 'hot', 'score'].map((key) => sortFieldOf(key as 'new'))).toEqual(['publishedAt', 'views', 'scoreAverage']);
  });
});
