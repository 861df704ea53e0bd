import { ReferenceKind, type EntityMetadata, type EntityProperty, type MetadataStorage, type Platform } from '@mikro-orm/core';

/**
 * A MikroORM `where` written out as SQL, for the forms the lists use: a property (a column, or a
 * to-one relation's key) equal to a value, null, in or out of a list, compared (`$lt` … `$gte`,
 * `$ne`), matched (`$like`, `$ilike`) or overlapping an array column (`$overlap`), combined with
 * `$and` and `$or`. It says what em.find says for them (values go through the property's custom
 * type as em.find sends them; an empty `$in` matches nothing, an empty `$nin` everything) and
 * answers undefined for anything else (a raw key, a condition on a relation's own fields, an
 * operator not listed), so the caller can leave that where to em.find. The where stays the one
 * description of a rule; this only spares em.find's statement building, which cost more than the
 * statement on a public list (issue 12).
 */
const COMPARISONS: Record<string, string> = {
  $eq: '=',
  $ne: '<>',
  $lt: '<',
  $lte: '<=',
  $gt: '>',
  $gte: '>=',
  $like: 'like',
  $ilike: 'ilike',
};

type Plain = string | number | boolean | Date;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The property's one column, if the where may compare it directly: a scalar or a to-one key. */
function columnOf(meta: EntityMetadata, key: string): EntityProperty | undefined {
  const prop = (meta.properties as Record<string, EntityProperty | undefined>)[key];
  if (!prop || prop.persist === false || prop.formula || prop.fieldNames?.length !== 1) return undefined;
  if (prop.kind === ReferenceKind.SCALAR) return prop;
  if (prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)) return prop;
  return undefined;
}

/** A value as em.find sends it: through the property's custom type (an array, a date type…). */
function toDatabase(prop: EntityProperty, value: unknown, key: string, platform: Platform): unknown {
  if (!prop.customType) return value;
  const converted = prop.customType.convertToDatabaseValue(value, platform, { fromQuery: true, key, mode: 'query' });
  if (platform.isRaw(converted)) throw new Unsupported();
  return converted;
}

class Unsupported extends Error {}

/** One property's condition: a value, null, a list (in), or an object of operators. */
function propertySql(prop: EntityProperty, column: string, condition: unknown, params: unknown[], platform: Platform): string {
  const relation = prop.kind !== ReferenceKind.SCALAR;
  if (condition === null) return `${column} is null`;
  if (isPlain(condition)) {
    params.push(toDatabase(prop, condition, '$eq', platform));
    return `${column} = ?`;
  }
  if (Array.isArray(condition)) return propertySql(prop, column, { $in: condition }, params, platform);
  if (!isPlainObject(condition)) throw new Unsupported();
  const parts = Object.entries(condition).map(([operator, value]) => {
    if ((operator === '$eq' || operator === '$ne') && value === null) return `${column} is ${operator === '$ne' ? 'not ' : ''}null`;
    if (operator === '$in' || operator === '$nin') {
      if (!Array.isArray(value) || !value.every(isPlain)) throw new Unsupported();
      if (!value.length) return operator === '$in' ? 'false' : 'true';
      params.push(...value.map((item) => toDatabase(prop, item, operator, platform)));
      return `${column} ${operator === '$in' ? 'in' : 'not in'} (${value.map(() => '?').join(', ')})`;
    }
    if (operator === '$overlap' && !relation) {
      if (!Array.isArray(value) || !value.every(isPlain)) throw new Unsupported();
      params.push(toDatabase(prop, value, operator, platform));
      return `${column} && ?`;
    }
    const comparison = COMPARISONS[operator];
    if (!comparison || !isPlain(value) || (relation && comparison.endsWith('like'))) throw new Unsupported();
    params.push(toDatabase(prop, value, operator, platform));
    return `${column} ${comparison} ?`;
  });
  if (!parts.length) throw new Unsupported();
  return parts.join(' and ');
}

function groupSql(meta: EntityMetadata, alias: string, where: unknown, params: unknown[], platform: Platform): string {
  if (!isPlainObject(where)) throw new Unsupported();
  const parts = Object.entries(where).map(([key, condition]) => {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition)) throw new Unsupported();
      // An empty $or is left to em.find: what it means there is not obvious enough to copy.
      if (!condition.length) {
        if (key === '$or') throw new Unsupported();
        return 'true';
      }
      const joined = condition.map((sub) => `(${groupSql(meta, alias, sub, params, platform)})`).join(key === '$and' ? ' and ' : ' or ');
      return `(${joined})`;
    }
    const prop = columnOf(meta, key);
    if (!prop) throw new Unsupported();
    return propertySql(prop, `${alias}."${prop.fieldNames[0]}"`, condition, params, platform);
  });
  return parts.length ? parts.join(' and ') : 'true';
}

/**
 * The where as a SQL condition on the entity's table aliased `alias`, its values appended to
 * `params` (`?` placeholders, in order); undefined (and `params` untouched) when it uses a form
 * this does not write.
 */
export function whereSql(meta: EntityMetadata, alias: string, where: unknown, params: unknown[], platform: Platform): string | undefined {
  const own: unknown[] = [];
  try {
    const sql = groupSql(meta, alias, where, own, platform);
    params.push(...own);
    return sql;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** `orderBy` entries (`{ property: 'DESC NULLS LAST' }`) as SQL, or undefined for a relation's field or an unknown one. */
export function orderSql(meta: EntityMetadata, alias: string, orderBy: Record<string, string>[]): string | undefined {
  const parts: string[] = [];
  for (const entry of orderBy) {
    for (const [key, direction] of Object.entries(entry)) {
      const prop = columnOf(meta, key);
      if (!prop || !/^(asc|desc)( nulls (first|last))?$/i.test(direction)) return undefined;
      parts.push(`${alias}."${prop.fieldNames[0]}" ${direction.toLowerCase()}`);
    }
  }
  return parts.join(', ');
}

/**
 * em.find's condition on an entity's own subtype (single-table inheritance): a book is a resource
 * of kind book. Empty for an entity that is not a subtype; undefined when it has subtypes of its own.
 */
export function discriminatorSql(metadata: MetadataStorage, meta: EntityMetadata, alias: string, params: unknown[]): string | undefined {
  if (!meta.discriminatorValue) return '';
  const hasSubtypes = Object.values(meta.root.discriminatorMap ?? {}).some((className) => metadata.find(className)?.extends === meta.className);
  if (hasSubtypes) return undefined;
  const column = meta.root.properties[meta.root.discriminatorColumn as keyof typeof meta.root.properties] as EntityProperty | undefined;
  if (!column) return undefined;
  params.push(meta.discriminatorValue);
  return `${alias}."${column.fieldNames[0]}" = ?`;
}
