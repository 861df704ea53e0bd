import { ReferenceKind, type EntityClass, type EntityData, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

const columnLists = new WeakMap<EntityMetadata, string[]>();

/**
 * The columns em.find reads of an entity: every stored field but the lazy ones (a resource's search
 * vectors) and the inverse sides of relations.
 */
function storedColumns(meta: EntityMetadata): string[] {
  let columns = columnLists.get(meta);
  if (!columns) {
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
    columns = [...new Set(stored.flatMap((prop) => prop.fieldNames ?? []))];
    columnLists.set(meta, columns);
  }
  return columns;
}

/** `r."id", r."title", …`; a joined table's as `c."id" as "c__id", …`, to be told apart in the row. */
export function entityColumns(meta: EntityMetadata, alias: string, prefixed = false): string {
  return storedColumns(meta)
    .map((column) => (prefixed ? `${alias}."${column}" as "${alias}__${column}"` : `${alias}."${column}"`))
    .join(', ');
}

/**
 * The entities of a statement written by hand (a lateral join, say: what the query builder cannot
 * say), mapped and hydrated as em.find hydrates its own rows: one snapshot each, managed by `em`;
 * an entity `em` holds already keeps its values, unsaved changes included, as em.find keeps them.
 * Not the query builder's getResultList: its em.map validates every column and snapshots each
 * entity twice, and building its SQL cost more than running it (issue 12's profile of a detail).
 * `from` is the statement after its select list, reading the entity's table as `alias`; `?`
 * placeholders take `params`. `joined` names to-one relations that `from` joins, by property and
 * alias (`{ class: 'c' }` for `left join resource_class c on c.id = r.class_id`): they come
 * loaded, or null where the join found no row.
 */
export async function rowsAsEntities<E extends object>(
  em: EntityManager,
  entity: EntityClass<E>,
  alias: string,
  from: string,
  params: unknown[],
  joined: Record<string, string> = {},
): Promise<E[]> {
  const meta = em.getMetadata().get<E>(entity.name);
  const relations = joinedRelations(em, meta, joined);
  const select = [entityColumns(meta, alias), ...relations.map((relation) => relation.columns)].join(', ');
  const rows = await em.getConnection().execute<Record<string, unknown>[]>(`select ${select} ${from}`, params, 'all', em.getTransactionContext());
  return hydrateRows(em, entity, rows, relations);
}

interface JoinedRelation {
  property: string;
  prefix: string;
  meta: EntityMetadata;
  columns: string;
}

function joinedRelations(em: EntityManager, meta: EntityMetadata, joined: Record<string, string>): JoinedRelation[] {
  const metadata = em.getMetadata();
  return Object.entries(joined).map(([property, joinAlias]) => {
    const relationMeta = metadata.get((meta.properties as Record<string, EntityProperty>)[property].type);
    return { property, prefix: `${joinAlias}__`, meta: relationMeta, columns: entityColumns(relationMeta, joinAlias, true) };
  });
}

/**
 * Rows that hold an entity's stored columns (entityColumns), and its joined relations' prefixed
 * ones, as managed entities (see rowsAsEntities).
 */
export function hydrateRows<E extends object>(
  em: EntityManager,
  entity: EntityClass<E>,
  rows: Record<string, unknown>[],
  relations: JoinedRelation[] = [],
): E[] {
  const meta = em.getMetadata().get<E>(entity.name);
  const driver = em.getDriver();
  const factory = em.getEntityFactory();
  return rows.map((row) => {
    // Each column to the entity's own row or, by its prefix, to a joined table's.
    let own = row;
    const relatedRows = relations.map(() => ({}) as Record<string, unknown>);
    if (relations.length) {
      own = {};
      for (const [column, value] of Object.entries(row)) {
        const i = relations.findIndex(({ prefix }) => column.startsWith(prefix));
        if (i === -1) own[column] = value;
        else relatedRows[i][column.slice(relations[i].prefix.length)] = value;
      }
    }
    const data = driver.mapResult(own as EntityData<E>, meta)! as Record<string, unknown>;
    relations.forEach(({ property, meta: relationMeta }, i) => {
      const related = driver.mapResult(relatedRows[i] as EntityData<object>, relationMeta) as Record<string, unknown>;
      const key = relationMeta.primaryKeys[0];
      data[property] = related[key] === null || related[key] === undefined ? null : related;
    });
    return factory.create(entity, data as EntityData<E>, { merge: true, convertCustomTypes: true });
  });
}

const EXTRA = '__extra_';

/**
 * Values a statement reads beside an entity's columns, by name (`{ available: 'sql…' }`): their
 * select list (`sql as "__extra_available"`), or, given the alias of a subquery that selected them,
 * the same values read through it.
 */
export function extraColumns(columns: Record<string, string>, through?: string): string[] {
  return Object.entries(columns).map(([name, sql]) => (through ? `${through}."${EXTRA}${name}"` : `${sql} as "${EXTRA}${name}"`));
}

/** Takes the extra values (extraColumns) out of each row, leaving the entity's columns: the values in the rows' order. */
export function takeExtraColumns(rows: Record<string, unknown>[], columns: Record<string, string>): Record<string, unknown>[] {
  const names = Object.keys(columns);
  return rows.map((row) => {
    const values: Record<string, unknown> = {};
    for (const name of names) {
      values[name] = row[EXTRA + name];
      delete row[EXTRA + name];
    }
    return values;
  });
}
