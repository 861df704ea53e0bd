import type { DocumentNode } from '@apollo/client';
import type { ActionDocuments, AnyResource, Row } from './types';

type Item = Row & Record<string, unknown>;
type BatchKey = keyof ActionDocuments & `batch${string}`;

/**
 * The on/off flags a row can toggle, each with its pair of documents, the button texts and the
 * batch buttons: 启用/停用, 推荐/取消推荐, 上架/下架, 开启/关闭 (accepting applications). A row shows the button of the other state.
 */
export const FLAGS = [
  { field: 'enabled', on: 'enable', off: 'disable', onLabel: '启用', offLabel: '停用', palette: ['green', 'orange'] },
  { field: 'recommended', on: 'recommend', off: 'unrecommend', onLabel: '推荐', offLabel: '取消推荐', palette: ['gray', 'gray'] },
  { field: 'onShelf', on: 'shelve', off: 'unshelve', onLabel: '上架', offLabel: '下架', palette: ['teal', 'orange'] },
  { field: 'open', on: 'open', off: 'close', onLabel: '开启', offLabel: '关闭', palette: ['teal', 'orange'] },
] as const;

/** The batch buttons, in order; each shows when the config declares its document. 批量<setter> comes before 批量删除. */
export const BATCH_ACTIONS: Array<{ key: BatchKey; label: string; danger?: boolean }> = [
  { key: 'batchEnable', label: '批量启用' },
  { key: 'batchDisable', label: '批量停用' },
  { key: 'batchRecommend', label: '批量推荐' },
  { key: 'batchUnrecommend', label: '批量取消推荐' },
  { key: 'batchShelve', label: '批量上架' },
  { key: 'batchUnshelve', label: '批量下架' },
  { key: 'batchOpen', label: '批量开启' },
  { key: 'batchClose', label: '批量关闭' },
];
export const BATCH_REMOVE = { key: 'batchRemove', label: '批量删除', danger: true } as const;

/** The documents of one row: the config's, or in a mixed list those of the row's type. */
export function documentsFor(config: AnyResource, item: Item): ActionDocuments {
  return config.mixed ? (config.mixed.actions[config.mixed.typeOf(item)] ?? {}) : config.actions;
}

/**
 * What names a row (its checkbox `选择 <name>`, a row dialog's title): the primary column, else the
 * first; as the column renders it when that is text (a blacklist entry's reader).
 */
export function rowName(config: AnyResource, item: Item): string {
  const primary = config.columns.find((c) => c.primary) ?? config.columns[0];
  const shown = primary.render?.(item);
  if (typeof shown === 'string' || typeof shown === 'number') return String(shown);
  return String(item[primary.key] ?? item.id);
}

/** Whether every row could run this action: the config has it, or (mixed) every type has it. */
export function hasAction(config: AnyResource, key: keyof ActionDocuments): boolean {
  if (!config.mixed) return !!config.actions[key];
  const types = Object.values(config.mixed.actions);
  return types.length > 0 && types.every((documents) => !!documents[key]);
}

/** One mutation to run: its document and variables. */
export interface Step {
  mutation: DocumentNode;
  variables: Record<string, unknown>;
}

/**
 * A batch over the selected rows: one mutation with every id, or in a mixed list one per type
 * with the ids of that type (in the order of the page).
 */
export function batchSteps(
  config: AnyResource,
  key: BatchKey,
  items: Item[],
  selected: ReadonlySet<string>,
  extra: Record<string, unknown> = {},
): Step[] {
  const groups = new Map<ActionDocuments[BatchKey], string[]>();
  const chosen = config.mixed ? items.filter((item) => selected.has(item.id)) : [...selected].map((id) => ({ id }) as Item);
  for (const item of chosen) {
    const mutation = documentsFor(config, item)[key];
    if (!mutation) continue;
    groups.set(mutation, [...(groups.get(mutation) ?? []), item.id]);
  }
  return [...groups].map(([mutation, ids]) => ({ mutation: mutation!, variables: { ids, ...extra } }));
}
