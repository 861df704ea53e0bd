import { ReferenceKind, type EntityClass, type EntityData, type EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

const columnLists = new WeakMap<EntityMetadata, Map<string, string>>();

/**
 * The columns em.find reads of an entity, prefixed by `alias`: every stored field but the lazy ones
 * (a resource's search vectors) and the inverse sides of relations.
 */
export function entityColumns(meta: EntityMetadata, alias: string): string {
  let byAlias = columnLists.get(meta);
  if (!byAlias) columnLists.set(meta, (byAlias = new Map()));
  let list = byAlias.get(alias);
  if (list === undefined) {
    const stored = meta.props.filter(
      (prop) =>
        prop.persist !== false &&
        !prop.lazy &&
        !prop.formula &&
        (prop.kind === ReferenceKind.SCALAR ||
          prop.kind === ReferenceKind.EMBEDDED ||
          prop.kind === ReferenceKind.MANY_TO_ONE ||
          (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)),
    );
    list = [...new Set(stored.flatMap((prop) => prop.fieldNames ?? []))].map((column) => `${alias}."${column}"`).join(', ');
    byAlias.set(alias, list);
  }
  return list;
}

/**
 * The entities of a statement written by hand (a lateral join, say: what the query builder cannot
 * say), mapped and hydrated as em.find hydrates its own rows: one snapshot each, managed by `em`.
 * Not the query builder's getResultList: its em.map validates every column and snapshots each
 * entity twice, and building its SQL cost more than running it (issue 12's profile of a detail).
 * `from` is the statement after its select list, reading the entity's table as `alias`; `?`
 * placeholders take `params`.
 */
export async function rowsAsEntities<E extends object>(
  em: EntityManager,
  entity: EntityClass<E>,
  alias: string,
  from: string,
  params: unknown[],
): Promise<E[]> {
  const meta = em.getMetadata().get<E>(entity.name);
  const rows = await em
    .getConnection()
    .execute<Record<string, unknown>[]>(`select ${entityColumns(meta, alias)} ${from}`, params, 'all', em.getTransactionContext());
  const driver = em.getDriver();
  const factory = em.getEntityFactory();
  return rows.map((row) =>
    factory.create(entity, driver.mapResult(row as EntityData<E>, meta)!, { merge: true, refresh: true, convertCustomTypes: true }),
  );
}
