/**
 * The query faces of the rule (access.ts decides who may what): a MikroORM `where` for ORM
 * queries and a SQL fragment for raw ones. Both say the same thing:
 *
 *   visible = enabled and on the shelf and published by now, and of a kind the viewer may see
 *   openable = visible, of a kind the viewer may open, with an own permission the viewer holds
 *
 * A list shows every visible row as a card; its files and children are resolved only for
 * openable ones (open-only.ts). Combine a `where` with `$and`, never spread it into another object:
 * a spread `kind` would replace the rule's.
 */
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../core/auth/viewer.js';
import { AppError } from '../../../core/errors/app-error.js';
import type { ResourceKind } from '../resource-kind.js';
import { rowsAsEntities } from '../../../core/db/fast-read/rows-as-entities.js';
import { Resource } from '../resources/resource.entity.js';
import { assertMayOpen, grantedPermissions, hiddenKinds, openableKinds } from './access.js';

/** What the public may find at all, whoever asks: enabled, on the shelf, published by now. */
const shownWhere = (): FilterQuery<Resource> => ({ enabled: true, onShelf: true, publishedAt: { $lte: new Date() } });
/** shownWhere as SQL on the resource table aliased `alias`. */
const shownSql = (alias: string) => `${alias}.enabled and ${alias}.on_shelf and ${alias}.published_at <= now()`;

/**
 * Resources the viewer sees in lists, search, rankings and book lists. A list of one kind the
 * viewer may not see comes out empty: call assertMaySeeKind first to answer 401/403 instead.
 */
export function visibleWhere(viewer: Viewer | undefined): FilterQuery<Resource> {
  const hidden = hiddenKinds(viewer);
  return (hidden.length ? { ...(shownWhere() as object), kind: { $nin: hidden } } : shownWhere()) as FilterQuery<Resource>;
}

/** Resources whose files and children the viewer may have (with visibleWhere). */
export function openableWhere(viewer: Viewer | undefined): FilterQuery<Resource> {
  return { kind: { $in: openableKinds(viewer) }, permission: { $in: grantedPermissions(viewer) } } as FilterQuery<Resource>;
}

/**
 * visibleWhere as a SQL condition on the resource table aliased `alias`. It takes no parameters
 * (hidden kinds are enum literals), so it drops into any statement; it reads only the columns of
 * the public list indexes (enabled, on_shelf, published_at, kind): no join.
 */
export function visibleSql(viewer: Viewer | undefined, alias: string): string {
  const shown = shownSql(alias);
  const hidden = hiddenKinds(viewer);
  return hidden.length ? `${shown} and ${alias}.kind not in (${hidden.map((kind) => `'${kind}'`).join(', ')})` : shown;
}

/** How findShown reads: `readOnly` for a resource only answered (readOnlyRows), never changed in the request. */
interface FindOptions {
  readOnly?: boolean;
}

/**
 * The detail face: the resource if the public may find it (404 otherwise), refused with 401/403
 * (`请使用读者证登录！`) when the viewer may not open it. A hidden kind answers 401/403 here, not
 * 404, so the reader is told to log in.
 */
export async function findOpenable(
  em: EntityManager,
  viewer: Viewer | undefined,
  id: number,
  kind?: ResourceKind,
  options?: FindOptions,
): Promise<Resource> {
  const resource = await findShown(em, id, kind, options);
  assertMayOpen(viewer, resource);
  return resource;
}

/**
 * The resource if the public may find it (404 otherwise), before asking whether the viewer may
 * open it: for questions that answer a refusal in words rather than refuse (may I download this?).
 */
export async function findShown(em: EntityManager, id: number, kind?: ResourceKind, { readOnly = false }: FindOptions = {}): Promise<Resource> {
  // The class comes in the same statement: every detail page names it. Written out rather than
  // through em.findOne: building that statement cost more than running it (issue 12).
  const [resource] = await rowsAsEntities(
    em,
    Resource,
    'r',
    `from resource r left join resource_class c on c.id = r.class_id where r.id = ? and ${shownSql('r')}${kind ? ' and r.kind = ?' : ''}`,
    kind ? [id, kind] : [id],
    { joined: { class: 'c' }, readOnly },
  );
  if (!resource) throw AppError.notFound();
  return resource;
}
