import { registerEnumType } from 'type-graphql';
import type { Role } from '../../../core/auth/viewer.js';
import { ResourceKind } from '../resource-kind.js';

/** Who may open a resource's detail: everyone, any logged-in reader, or a reader-card login. */
export enum ResourcePermission {
  PUBLIC = 'PUBLIC',
  READER = 'READER',
  READER_CARD = 'READER_CARD',
}

registerEnumType(ResourcePermission, { name: 'ResourcePermission', description: '公开 / 登录读者 / 读者证登录' });

const RANK: Record<ResourcePermission, number> = { PUBLIC: 0, READER: 1, READER_CARD: 2 };

/**
 * What each kind's detail needs at the least (spec §2, §5): video, exhibition and paper-book
 * details are public; e-books need a reader-card login; the other reading kinds need a login.
 */
export const KIND_PERMISSION: Record<ResourceKind, ResourcePermission> = {
  book: ResourcePermission.PUBLIC,
  video: ResourcePermission.PUBLIC,
  exhibition: ResourcePermission.PUBLIC,
  database: ResourcePermission.PUBLIC,
  digital: ResourcePermission.PUBLIC,
  audio: ResourcePermission.READER,
  thesis: ResourcePermission.READER,
  newspaper: ResourcePermission.READER,
  journal: ResourcePermission.READER,
  ebook: ResourcePermission.READER_CARD,
};

/** The stricter of the kind's rule and the resource's own permission. */
export function requiredPermission(kind: ResourceKind, own: ResourcePermission): ResourcePermission {
  const byKind = KIND_PERMISSION[kind];
  return RANK[own] > RANK[byKind] ? own : byKind;
}

/** The roles a viewer needs for a permission; none for public. */
export function rolesFor(permission: ResourcePermission): Role[] {
  return permission === ResourcePermission.PUBLIC ? [] : [permission];
}
