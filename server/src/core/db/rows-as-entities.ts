import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The entities of a statement written by hand (a lateral join, say: what the query builder cannot
 * say), mapped and hydrated as em.find hydrates its own rows: one snapshot each, managed by `em`.
 * Not the query builder's getResultList: its em.map validates every column and snapshots each
 * entity twice, and building its SQL cost more than running it (issue 12's profile of a detail).
 * `sql` selects the entity's table columns (`t.*`); `?` placeholders take `params`.
 */
export async function rowsAsEntities<E extends object>(em: EntityManager, entity: EntityClass<E>, sql: string, params: unknown[]): Promise<E[]> {
  const meta = em.getMetadata().get<E>(entity.name);
  const rows = await em.getConnection().execute<Record<string, unknown>[]>(sql, params, 'all', em.getTransactionContext());
  const driver = em.getDriver();
  const factory = em.getEntityFactory();
  return rows.map((row) => factory.create(entity, driver.mapResult(row, meta)!, { merge: true, refresh: true, convertCustomTypes: true }));
}
