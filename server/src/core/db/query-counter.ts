import { AsyncLocalStorage } from 'node:async_hooks';

/** Counts SQL statements per request (tests assert it; benchmarks print it). */
export interface QueryCount {
  statements: number;
}

export const queryCounter = new AsyncLocalStorage<QueryCount>();

export function countQuery(sql: string): string {
  const store = queryCounter.getStore();
  if (store) store.statements += 1;
  return sql;
}
