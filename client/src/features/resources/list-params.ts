import type { ResourceSortField } from '../../gql/graphql';

/** Cards per page of a kind's list (divides evenly into 2, 3 and 4 columns). */
export const RESOURCE_PAGE_SIZE = 12;

/** 最新 / 最热 / 评分, each newest, most viewed or best scored first. */
export const SORTS = [
  { key: 'new', label: '最新', sortBy: 'publishedAt' },
  { key: 'hot', label: '最热', sortBy: 'views' },
  { key: 'score', label: '评分', sortBy: 'scoreAverage' },
] as const satisfies readonly { key: string; label: string; sortBy: ResourceSortField }[];

export type SortKey = (typeof SORTS)[number]['key'];

/** A list's state, kept in the URL: ?page=&classId=&sort=&keyword= */
export interface ListParams {
  page: number;
  classId?: string;
  sort: SortKey;
  keyword?: string;
}

const text = (value: string | null) => value?.trim() || undefined;

export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const sort = SORTS.find((item) => item.key === params.get('sort'))?.key ?? 'new';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    classId: text(params.get('classId')),
    sort,
    keyword: text(params.get('keyword')),
  };
}

/**
 * The URL parameters after a change. Changing the class, the sort or the keyword starts again at
 * page 1; defaults (page 1, 最新, no class, no keyword) leave the URL.
 */
export function withListParams(current: URLSearchParams, change: Partial<ListParams>): URLSearchParams {
  const next = { ...readListParams(current), ...change };
  if (!('page' in change)) next.page = 1;
  const params = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) => (value ? params.set(name, value) : params.delete(name));
  set('page', next.page > 1 ? String(next.page) : undefined);
  set('classId', next.classId);
  set('sort', next.sort === 'new' ? undefined : next.sort);
  set('keyword', next.keyword?.trim() || undefined);
  return params;
}

/** The query's sort for a sort key (always descending). */
export const sortFieldOf = (key: SortKey): ResourceSortField => SORTS.find((item) => item.key === key)!.sortBy;
