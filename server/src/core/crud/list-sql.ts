import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsAsEntities } from '../db/rows-as-entities.js';
import { discriminatorSql, orderSql, whereSql } from '../db/where-sql.js';

export interface ListQuery {
  where: unknown;
  orderBy: Record<string, string>[];
  limit: number;
  offset: number;
  /** Count at most cap + 1 rows (the page says the total is capped); without it count them all. */
  cap?: number;
}

/**
 * A page of a list and its count, with the statements written out from the list's where (whereSql)
 * and the entities hydrated as em.find hydrates them (rowsAsEntities): on a public list, building
 * em.find's two statements cost more CPU than PostgreSQL spent running them (issue 12). Undefined
 * when the where uses a form whereSql does not write: the caller asks em.find then.
 */
export async function listBySql<E extends object>(em: EntityManager, entity: EntityClass<E>, query: ListQuery): Promise<[E[], number] | undefined> {
  const metadata = em.getMetadata();
  const meta = metadata.get<E>(entity.name);
  const params: unknown[] = [];
  const kind = discriminatorSql(metadata, meta, 'e', params);
  const condition = whereSql(meta, 'e', query.where, params, em.getPlatform());
  const order = orderSql(meta, 'e', query.orderBy);
  if (kind === undefined || condition === undefined || !order) return undefined;
  const from = `from "${meta.tableName}" e where ${kind ? `${kind} and ` : ''}${condition}`;
  const counted =
    query.cap === undefined ? `select count(*) as n ${from}` : `select count(*) as n from (select 1 ${from} limit ${query.cap + 1}) capped`;
  const connection = em.getConnection();
  const [items, counts] = await Promise.all([
    rowsAsEntities(em, entity, 'e', `${from} order by ${order} limit ? offset ?`, [...params, query.limit, query.offset]),
    connection.execute<{ n: string }[]>(counted, params, 'all', em.getTransactionContext()),
  ]);
  return [items, Number(counts[0].n)];
}
