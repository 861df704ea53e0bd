import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from '../errors/app-error.js';

/** Counts SQL statements per request (tests assert it; benchmarks print it) and caps them. */
export interface QueryCount {
  statements: number;
  /** Most statements this request may run; set once the viewer is known (request-context.ts). */
  limit?: number;
}

/**
 * The cap per request (issue 11, D1): guests and readers get `STATEMENT_LIMIT` (default 300; a public
 * page runs fewer than 20), so a runaway request stops before it holds the pool from everyone else.
 * The back office's batch actions (up to 500 rows, a few statements each) get this much room.
 */
export const ADMIN_STATEMENT_LIMIT = 10_000;

export const statementLimitMessage = (limit: number) => `查询过于复杂：一次请求最多执行 ${limit} 条数据库语句，请缩小查询范围`;

export const queryCounter = new AsyncLocalStorage<QueryCount>();

export function countQuery(sql: string): string {
  const store = queryCounter.getStore();
  if (store) {
    store.statements += 1;
    // Thrown before the statement runs (MikroORM calls onQuery first): the request fails, the pool is free.
    if (store.limit !== undefined && store.statements > store.limit) throw new AppError('BAD_USER_INPUT', statementLimitMessage(store.limit));
  }
  return sql;
}
