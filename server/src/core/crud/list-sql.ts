import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { entityColumns, extraColumns, readOnlyRows, rowsAsEntities, extraValues } from '../db/fast-read/rows-as-entities.js';
import { readRows } from '../db/fast-read/read-rows.js';
import { discriminatorSql, orderSql, whereSql } from '../db/where-sql.js';

export interface ListQuery {
  where: unknown;
  orderBy: Record<string, string>[];
  limit: number;
  offset: number;
  /** Count at most cap + 1 rows (the page says the total is capped); without it count them all. */
  cap?: number;
  /** More values each row carries, by name: SQL expressions on the row (aliased `e`), as a caller's loader would ask them. */
  columns?: Record<string, string>;
}

export interface ListedRows<E> {
  items: E[];
  total: number;
  /** Each item's values of `columns`, in the items' order. */
  columns: Record<string, unknown>[];
}

/** The where of `entity` as `from … where …` on alias `e`, with its parameters; undefined when whereSql cannot write it. */
function writtenFrom(em: EntityManager, entity: EntityClass<object>, where: unknown) {
  const metadata = em.getMetadata();
  const meta = metadata.get(entity.name);
  const params: unknown[] = [];
  const kind = discriminatorSql(metadata, meta, 'e', params);
  const condition = whereSql(meta, 'e', where, params, em.getPlatform());
  if (kind === undefined || condition === undefined) return undefined;
  return { meta, params, from: `from "${meta.tableName}" e where ${kind ? `${kind} and ` : ''}${condition}` };
}

/**
 * A page of a list and its count, in one statement written out from the list's where (whereSql),
 * the entities read only to be answered (readOnlyRows): on a public list, building em.find's
 * two statements cost more CPU than PostgreSQL spent running them, and each statement is a round
 * trip of its own (issue 12). Undefined when the where uses a form whereSql does not write: the
 * caller asks em.find then.
 */
export async function listBySql<E extends object>(em: EntityManager, entity: EntityClass<E>, query: ListQuery): Promise<ListedRows<E> | undefined> {
  const written = writtenFrom(em, entity, query.where);
  const order = written && orderSql(written.meta, 'e', query.orderBy);
  if (!written || !order) return undefined;
  const { meta, params, from } = written;
  const counted =
    query.cap === undefined ? `select count(*) as n ${from}` : `select count(*) as n from (select 1 ${from} limit ${query.cap + 1}) capped`;
  const extra = query.columns ?? {};
  const inner = [entityColumns(meta, 'e'), ...extraColumns(extra)].join(', ');
  const outer = [entityColumns(meta, 'p'), ...extraColumns(extra, 'p')].join(', ');
  // The count's one row, joined to the page's rows (none: one row of nulls), in the page's order.
  const statement =
    `select c.n as "${TOTAL}", ${outer} from (${counted}) c ` +
    `left join (select ${inner} ${from} order by ${order} limit ? offset ?) p on true order by ${orderSql(meta, 'p', query.orderBy)}`;
  const rows = await readRows(em, statement, [...params, ...params, query.limit, query.offset]);
  const key = meta.properties[meta.primaryKeys[0]].fieldNames[0];
  const total = Number(rows[0][TOTAL]);
  // The total's column is left on the rows: readOnlyRows reads only the entity's columns.
  const own = rows.filter((row) => row[key] !== null);
  const columns = extraValues(own, extra);
  return { items: readOnlyRows(em, entity, own), total, columns };
}

/**
 * The one entity matching `where` (a detail: the public rule and the id), written out as listBySql
 * writes a list: null when none matches, undefined when the where needs em.findOne.
 */
export async function findOneBySql<E extends object>(em: EntityManager, entity: EntityClass<E>, where: unknown): Promise<E | null | undefined> {
  const written = writtenFrom(em, entity, where);
  if (!written) return undefined;
  const [item] = await rowsAsEntities(em, entity, 'e', `${written.from} limit 1`, written.params);
  return item ?? null;
}

const TOTAL = '__total';
