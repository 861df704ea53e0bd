import type { Availability, ResourceKind, SearchFilter, SearchSort } from '../../gql/graphql';
import { isResourceKind } from '../resources/kinds';
import { RETRIEVE_PATH } from './retrieve-href';

/** Results per page of the search. */
export const SEARCH_PAGE_SIZE = 20;

/** 相关度 / 最新 / 借阅最多 / 浏览最多; the URL keeps the key (relevance, the default, is left out). */
export const SEARCH_SORTS = [
  { key: 'relevance', label: '相关度', sort: 'RELEVANCE' },
  { key: 'newest', label: '最新', sort: 'NEWEST' },
  { key: 'borrows', label: '借阅最多', sort: 'BORROWS' },
  { key: 'views', label: '浏览最多', sort: 'VIEWS' },
] as const satisfies readonly { key: string; label: string; sort: SearchSort }[];

export type SearchSortKey = (typeof SEARCH_SORTS)[number]['key'];

/** The facets, in the sidebar's order: each is a filter of the search and a URL parameter of the same name. */
export const FACETS = [
  { name: 'kind', label: '资源类型' },
  { name: 'availability', label: '获取方式' },
  { name: 'classId', label: '分类' },
  { name: 'year', label: '出版年份' },
  { name: 'language', label: '语种' },
  { name: 'creator', label: '责任者' },
] as const;

export type FacetName = (typeof FACETS)[number]['name'];

export const AVAILABILITY_LABELS: Record<Availability, string> = { AVAILABLE: '馆藏可借', ONLINE: '在线资源' };

/** The search's state, kept in the URL: ?q=&kind=&classId=&year=&language=&creator=&availability=&sort=&page= */
export interface SearchState {
  /** What was searched ('' for nothing). */
  q: string;
  filters: Partial<Record<FacetName, string>>;
  sort: SearchSortKey;
  page: number;
}

/** The longest values the server takes (SearchFilter's rules); longer ones are not filters. */
const MAX_LENGTH: Partial<Record<FacetName, number>> = { language: 16, creator: 100 };

function validFilter(name: FacetName, value: string): boolean {
  switch (name) {
    case 'kind':
      return isResourceKind(value);
    case 'availability':
      return value in AVAILABILITY_LABELS;
    case 'year':
      return /^\d{1,4}$/.test(value);
    case 'classId':
      return /^\d+$/.test(value);
    default:
      return value.length <= (MAX_LENGTH[name] ?? Infinity);
  }
}

export function readSearchState(params: URLSearchParams): SearchState {
  const filters: SearchState['filters'] = {};
  for (const { name } of FACETS) {
    const value = params.get(name)?.trim();
    if (value && validFilter(name, value)) filters[name] = value;
  }
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    filters,
    sort: SEARCH_SORTS.find((item) => item.key === params.get('sort'))?.key ?? 'relevance',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Whether there is anything to search: a query or a filter (a blank search lists by the filters). */
export const hasSearch = (state: SearchState) => !!state.q || Object.keys(state.filters).length > 0;

/** The URL parameters of a state, in a stable order; defaults (relevance, page 1) are left out. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const { name } of FACETS) {
    const value = state.filters[name];
    if (value) params.set(name, value);
  }
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export interface SearchChange {
  q?: string;
  /** Filters to set (a value) or remove (undefined). */
  filters?: Partial<Record<FacetName, string | undefined>>;
  /** Removes every filter (before `filters` are applied). */
  clearFilters?: boolean;
  sort?: SearchSortKey;
  page?: number;
}

/** The state after a change. Anything but a new page starts again at page 1. */
export function changeSearch(state: SearchState, change: SearchChange): SearchState {
  const filters = { ...(change.clearFilters ? {} : state.filters) };
  for (const [name, value] of Object.entries(change.filters ?? {}) as [FacetName, string | undefined][]) {
    if (value) filters[name] = value;
    else delete filters[name];
  }
  return {
    q: change.q === undefined ? state.q : change.q.trim(),
    filters,
    sort: change.sort ?? state.sort,
    page: change.page ?? 1,
  };
}

/** `/retrieve?…` for a state. */
export function retrieveHref(state: SearchState): string {
  const search = searchParamsOf(state).toString();
  return search ? `${RETRIEVE_PATH}?${search}` : RETRIEVE_PATH;
}

/** The variables of the search query for a state. */
export function searchVariables(state: SearchState) {
  const { kind, classId, year, language, creator, availability } = state.filters;
  const filter: SearchFilter = {};
  if (kind) filter.kind = kind as ResourceKind;
  if (classId) filter.classId = classId;
  if (year) filter.year = Number(year);
  if (language) filter.language = language;
  if (creator) filter.creator = creator;
  if (availability) filter.availability = availability as Availability;
  return {
    query: state.q,
    filter: Object.keys(filter).length ? filter : undefined,
    page: state.page,
    pageSize: SEARCH_PAGE_SIZE,
    sort: SEARCH_SORTS.find((item) => item.key === state.sort)!.sort,
  };
}
