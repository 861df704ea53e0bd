import type { EntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error.js';
import { ResourceClass } from './resource-class.entity.js';

/** Class trees stay shallow enough to show as nested menus. */
export const MAX_CLASS_DEPTH = 5;

/**
 * A class's parent must exist, be of the same kind, and not be the class itself or one of its
 * descendants; the tree stays within MAX_CLASS_DEPTH levels.
 */
export async function checkClassParent(em: EntityManager, data: EntityData<ResourceClass>, existing?: ResourceClass) {
  const kind = data.kind ?? existing?.kind;
  if (existing && data.kind && data.kind !== existing.kind && (await em.count(ResourceClass, { parent: existing.id })) > 0) {
    throw AppError.badInput('kind', '该分类下还有子分类，不能更改资源类型');
  }
  const parentId = data.parent === undefined ? existing?.parent?.id : (data.parent as number | null);
  if (parentId === null || parentId === undefined) return;
  // Walk up from the parent: one query per level, at most MAX_CLASS_DEPTH levels.
  let depth = 1;
  let current = await em.findOne(ResourceClass, { id: parentId });
  if (!current) throw AppError.badInput('parentId', '上级分类不存在');
  if (current.kind !== kind) throw AppError.badInput('parentId', '上级分类必须属于同一资源类型');
  while (current) {
    if (existing && current.id === existing.id) throw AppError.badInput('parentId', '不能把分类移到它自己或它的下级分类之下');
    depth += 1;
    if (depth > MAX_CLASS_DEPTH) throw AppError.badInput('parentId', `分类最多 ${MAX_CLASS_DEPTH} 级`);
    current = current.parent ? await em.findOne(ResourceClass, { id: current.parent.id }) : null;
  }
}
