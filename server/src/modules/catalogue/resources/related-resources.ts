import DataLoader from 'dataloader';
import type { Context } from '../../../core/context.js';
import { requestLoader } from '../../../core/graphql/request-loader.js';
import { visibleSql } from '../visibility/resource-visibility.js';
import { readRows } from '../../../core/db/fast-read/read-rows.js';
import { entityColumns, extraColumns, readOnlyRows, extraValues } from '../../../core/db/fast-read/rows-as-entities.js';
import { availableCopiesColumn, primeAvailableCopies } from './available-copies.js';
import { Resource } from './resource.entity.js';

/** A detail page shows a few; a list of them is still bounded. */
export const MAX_RELATED = 20;

interface RelatedKey {
  resource: Resource;
  limit: number;
}

const byRank = (a: Resource, b: Resource) => b.views - a.views || b.id - a.id;

/**
 * The related resources (same kind and class, visible, by views) of every parent in one statement:
 * each parent's top `limit` through a lateral join, read as entities; each parent then takes its top
 * `limit` of the rows of its class. The union holds every parent's own top rows, so the answer is
 * the same as one query per parent (issue 11, D1: a page of parents ran one statement each).
 */
async function loadRelated(ctx: Context, keys: readonly RelatedKey[]): Promise<Resource[][]> {
  const parents = keys.filter((key) => key.resource.classId);
  if (!parents.length) return keys.map(() => []);
  const { em } = ctx;
  // Each related book's copies on the shelf come in the same statement and prime the request's
  // loader: the cards show them, and asking apart was one more round trip per detail (issue 12).
  const available = availableCopiesColumn('r');
  const rows = await readRows(
    em,
    `select ${[entityColumns(em.getMetadata().get(Resource.name), 'r'), ...extraColumns(available)].join(', ')}
      from resource r
      where r.id in (select x.id
         from unnest(array[?]::int[], array[?]::resource_kind[], array[?]::int[], array[?]::int[]) as p(parent_id, kind, class_id, lim)
         cross join lateral (
           select c.id from resource c
            where c.kind = p.kind and c.class_id = p.class_id and c.id <> p.parent_id and ${visibleSql(ctx.viewer, 'c')}
            order by c.views desc, c.id desc limit p.lim) x)`,
    [
      parents.map((key) => key.resource.id),
      parents.map((key) => key.resource.kind),
      parents.map((key) => key.resource.classId),
      parents.map((key) => key.limit),
    ],
  );
  const values = extraValues(rows, available);
  const related = readOnlyRows(em, Resource, rows);
  primeAvailableCopies(ctx, related, values);
  return keys.map(({ resource, limit }) =>
    resource.classId
      ? related
          .filter((row) => row.kind === resource.kind && row.classId === resource.classId && row.id !== resource.id)
          .sort(byRank)
          .slice(0, limit)
      : [],
  );
}

/** Related resources of a resource, batched per request (every parent of a level in one statement). */
export function relatedResources(ctx: Context, resource: Resource, limit: number): Promise<Resource[]> {
  const loader = requestLoader(
    ctx,
    loadRelated,
    () =>
      new DataLoader<RelatedKey, Resource[], string>((keys) => loadRelated(ctx, keys), {
        cacheKeyFn: (key) => `${key.resource.id}:${key.limit}`,
      }),
  );
  return loader.load({ resource, limit: Math.min(Math.max(limit, 1), MAX_RELATED) });
}
