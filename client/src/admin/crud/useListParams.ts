import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnyResource, SortOrder } from './types';

/** A day as a date input gives it: 'YYYY-MM-DD'. */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid();

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface ListParams {
  page: number;
  pageSize: number;
  sortBy: string;
  order: SortOrder;
  /** The filter as the list query takes it (only the filters that are set). */
  filter: Record<string, string | boolean>;
  /** Each filter's value as the URL has it ('' = not set). */
  values: Record<string, string>;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  /** Sorts by this field; a second click on the same field flips the order. */
  toggleSort(field: string): void;
  /** Sets filters (others keep their value) and goes back to page 1. */
  setFilters(values: Record<string, string>): void;
  /** Clears every filter but the `param` ones (where a tree list is), and the page. */
  reset(): void;
}

/**
 * The list's state lives in the URL search params (page, pageSize, sortBy, order and one param
 * per filter), so a list can be bookmarked, shared, and returned to from the form unchanged.
 * Values the config does not know are ignored; defaults are left out of the URL.
 */
export function useListParams(config: Pick<AnyResource, 'filters' | 'columns' | 'defaultSort' | 'paramPrefix'>): ListParams {
  const [params, setParams] = useSearchParams();
  const { filters, columns, defaultSort, paramPrefix = '' } = config;
  /** A list's own URL param (prefixed when a page shows two lists). */
  const key = useCallback((name: string) => paramPrefix + name, [paramPrefix]);

  const state = useMemo(() => {
    const page = Number(params.get(key('page')));
    const pageSize = Number(params.get(key('pageSize')));
    const sortFields = new Set<string>([defaultSort.sortBy, ...columns.flatMap((c) => (c.sortField ? [c.sortField] : []))]);
    const sortBy = sortFields.has(params.get(key('sortBy')) ?? '') ? params.get(key('sortBy'))! : defaultSort.sortBy;
    const rawOrder = params.get(key('order'));
    const order: SortOrder = rawOrder === 'ASC' || rawOrder === 'DESC' ? rawOrder : sortBy === defaultSort.sortBy ? defaultSort.order : 'DESC';

    const values: Record<string, string> = {};
    const filter: Record<string, string | boolean> = {};
    for (const f of filters) {
      const raw = (params.get(key(f.name)) ?? '').trim();
      if (f.kind === 'keyword' && raw) {
        values[f.name] = raw;
        filter[f.name] = raw.slice(0, 100);
      } else if (f.kind === 'enum' && raw && (f.optionsFrom || f.options?.some((o) => o.value === raw))) {
        values[f.name] = raw;
        filter[f.name] = raw;
      } else if (f.kind === 'param' && raw) {
        values[f.name] = raw;
        filter[f.name] = raw.slice(0, 100);
      } else if (f.kind === 'boolean' && (raw === 'true' || raw === 'false')) {
        values[f.name] = raw;
        filter[f.name] = raw === 'true';
      } else if (f.kind === 'dateRange') {
        values[f.name] = isDay(raw) ? raw : '';
        if (values[f.name]) filter[f.name] = dayjs(raw).startOf('day').toISOString();
        if (f.to) {
          const end = (params.get(key(f.to)) ?? '').trim();
          values[f.to] = isDay(end) ? end : '';
          if (values[f.to]) filter[f.to] = dayjs(end).add(1, 'day').startOf('day').toISOString();
        }
      } else {
        values[f.name] = '';
      }
    }
    return {
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
      sortBy,
      order,
      filter,
      values,
    };
  }, [params, filters, columns, defaultSort, key]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      }),
    [setParams],
  );

  const setOrDelete = (next: URLSearchParams, key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));

  // Stable, so an effect may depend on it (AdminListPage goes back from past the last page).
  const setPage = useCallback((page: number) => update((next) => setOrDelete(next, key('page'), page > 1 ? String(page) : undefined)), [update, key]);

  return {
    ...state,
    setPage,
    setPageSize: (pageSize) =>
      update((next) => {
        setOrDelete(next, key('pageSize'), pageSize !== DEFAULT_PAGE_SIZE ? String(pageSize) : undefined);
        next.delete(key('page'));
      }),
    toggleSort: (field) =>
      update((next) => {
        const order: SortOrder = state.sortBy === field ? (state.order === 'DESC' ? 'ASC' : 'DESC') : 'DESC';
        const isDefault = field === defaultSort.sortBy && order === defaultSort.order;
        setOrDelete(next, key('sortBy'), isDefault ? undefined : field);
        setOrDelete(next, key('order'), isDefault ? undefined : order);
        next.delete(key('page'));
      }),
    setFilters: (values) =>
      update((next) => {
        for (const [name, value] of Object.entries(values)) setOrDelete(next, key(name), value.trim() || undefined);
        next.delete(key('page'));
      }),
    reset: () =>
      update((next) => {
        for (const f of filters) {
          if (f.kind === 'param') continue;
          next.delete(key(f.name));
          if (f.to) next.delete(key(f.to));
        }
        next.delete(key('page'));
      }),
  };
}
