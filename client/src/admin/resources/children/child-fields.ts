import type { Column, FormField } from '../../crud/types';

/** What every child list (copies, chapters, tracks…) shares: 状态 and 排序. */

export const enabledColumn = <T extends { enabled: boolean }>(): Column<T> => ({
  key: 'enabled',
  label: '状态',
  kind: 'boolean',
  labels: ['启用', '停用'],
});

export const sortColumn = <T extends { sort: number }>(): Column<T> => ({ key: 'sort', label: '排序', kind: 'number', sortField: 'sort' });

/** 排序 and 启用, the last fields of every child form. */
export const childTail = <T extends { sort?: number | null; enabled?: boolean | null }>(): FormField<T>[] => [
  { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
  { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
];

/** Seconds as m:ss or h:mm:ss. */
export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
