import { AppError } from '../errors/app-error.js';
import { MAX_BATCH } from './page.js';

/** GraphQL IDs arrive as strings; our keys are positive integers. */
export function parseId(raw: string | number, field = 'id'): number {
  const id = typeof raw === 'number' ? raw : /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) throw AppError.badInput(field, `输入有误：${field} 不是有效的编号`);
  return id;
}

export function parseIds(raw: Array<string | number>, field = 'ids'): number[] {
  if (!Array.isArray(raw) || raw.length === 0) throw AppError.badInput(field, `输入有误：${field} 不能为空`);
  if (raw.length > MAX_BATCH) throw AppError.badInput(field, `输入有误：${field} 一次最多 ${MAX_BATCH} 项`);
  return [...new Set(raw.map((id) => parseId(id, field)))];
}

/** An optional relation id from an input: undefined keeps the relation, null or '' clears it. */
export function relationId(id: string | null | undefined, field: string): number | null | undefined {
  return id === undefined ? undefined : id === null || id === '' ? null : parseId(id, field);
}
