import {
  Collection,
  helper,
  Reference,
  ReferenceKind,
  type EntityClass,
  type EntityData,
  type EntityMetadata,
  type EntityProperty,
  type Platform,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readRows } from './read-rows.js';
import { deviationOn } from '../../patches/switches.js';

/** DEVIATIONS_OFF=fast-read: rows read only come managed, hydrated as em.find hydrates (the A/B's other side). */
const FAST_READ = deviationOn('fast-read');

const storedPropLists = new WeakMap<EntityMetadata, EntityProperty[]>();
const columnLists = new WeakMap<EntityMetadata, string[]>();

/**
 * The properties em.find reads of an entity: every stored field but the lazy ones (a resource's
 * search vectors) and the inverse sides of relations.
 */
function storedProps(meta: EntityMetadata): EntityProperty[] {
  let props = storedPropLists.get(meta);
  if (!props) {
    props = meta.props.filter(
      (prop) =>
        prop.persist !== false &&
        !prop.lazy &&
        !prop.formula &&
        (prop.kind === ReferenceKind.SCALAR ||
          prop.kind === ReferenceKind.EMBEDDED ||
          prop.kind === ReferenceKind.MANY_TO_ONE ||
          (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)),
    );
    storedPropLists.set(meta, props);
  }
  return props;
}

/** The columns of storedProps. */
function storedColumns(meta: EntityMetadata): string[] {
  let columns = columnLists.get(meta);
  if (!columns) {
    columns = [...new Set(storedProps(meta).flatMap((prop) => prop.fieldNames ?? []))];
    columnLists.set(meta, columns);
  }
  return columns;
}

const columnTexts = new WeakMap<EntityMetadata, Map<string, string>>();

/**
 * `r."id", r."title", …`; a joined table's as `c."id" as "c__id", …`, to be told apart in the row.
 * Written once per entity, alias and form: a detail page asks for it several times per request.
 */
export function entityColumns(meta: EntityMetadata, alias: string, prefixed = false): string {
  let texts = columnTexts.get(meta);
  if (!texts) columnTexts.set(meta, (texts = new Map()));
  const key = `${prefixed ? '+' : ''}${alias}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = storedColumns(meta)
      .map((column) => (prefixed ? `${alias}."${column}" as "${alias}__${column}"` : `${alias}."${column}"`))
      .join(', ');
    texts.set(key, text);
  }
  return text;
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
 * loaded, or null where the join found no row. `readOnly`: the rows only answer (readOnlyRows), they
 * are not managed, and neither are their joined relations.
 */
export async function rowsAsEntities<E extends object>(
  em: EntityManager,
  entity: EntityClass<E>,
  alias: string,
  from: string,
  params: unknown[],
  { joined = {}, readOnly = false }: { joined?: Record<string, string>; readOnly?: boolean } = {},
): Promise<E[]> {
  const meta = em.getMetadata().get<E>(entity.name);
  const relations = joinedRelations(em, meta, joined);
  const select = [entityColumns(meta, alias), ...relations.map((relation) => relation.columns)].join(', ');
  const rows = await readRows(em, `select ${select} ${from}`, params);
  return readOnly ? readOnlyRows(em, entity, rows, relations) : hydrateRows(em, entity, rows, relations);
}

/** A to-one relation a statement joins (rowsAsEntities' `joined`): its columns come prefixed in the row. */
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
function hydrateRows<E extends object>(
  em: EntityManager,
  entity: EntityClass<E>,
  rows: Record<string, unknown>[],
  relations: JoinedRelation[] = [],
): E[] {
  const meta = em.getMetadata().get<E>(entity.name);
  const driver = em.getDriver();
  const factory = em.getEntityFactory();
  return splitJoined(rows, relations).map(([own, relatedRows]) => {
    const data = driver.mapResult(own as EntityData<E>, meta)! as Record<string, unknown>;
    relations.forEach(({ property, meta: relationMeta }, i) => {
      const related = driver.mapResult(relatedRows[i] as EntityData<object>, relationMeta) as Record<string, unknown>;
      const key = relationMeta.primaryKeys[0];
      data[property] = related[key] === null || related[key] === undefined ? null : related;
    });
    return factory.create(entity, data as EntityData<E>, { merge: true, convertCustomTypes: true });
  });
}

/**
 * Each row's columns to the entity's own row or, by its prefix, to a joined relation's (prefix
 * removed). Every row of a statement has the same columns: where each goes is worked out once.
 */
function splitJoined(rows: Record<string, unknown>[], relations: JoinedRelation[]): [Record<string, unknown>, Record<string, unknown>[]][] {
  if (!relations.length) return rows.map((row) => [row, []]);
  const columns = rows.length ? Object.keys(rows[0]) : [];
  const owners = columns.map((column) => relations.findIndex(({ prefix }) => column.startsWith(prefix)));
  const names = columns.map((column, i) => (owners[i] === -1 ? column : column.slice(relations[owners[i]].prefix.length)));
  return rows.map((row) => {
    const own: Record<string, unknown> = {};
    const relatedRows = relations.map(() => ({}) as Record<string, unknown>);
    for (let i = 0; i < columns.length; i++) (owners[i] === -1 ? own : relatedRows[owners[i]])[names[i]] = row[columns[i]];
    return [own, relatedRows];
  });
}

/** How read-only rows of a class take their values (readOnlyRows): worked out once per class. */
interface ReadOnlyPlan {
  meta: EntityMetadata;
  /** The rows' prototype: the class's, under one with plain slots for the values and the to-many collections made when asked. */
  prototype: object;
  /** The row's values onto an item, by the prefix of the columns (a joined relation's): made when first asked. */
  mappers: Map<string, RowMapper>;
}

/** Puts a row's values onto a read-only item, converted, and its to-one keys into `keys`. */
type RowMapper = (row: Record<string, unknown>, item: Record<string, unknown>, keys: Record<string, unknown>) => void;

/**
 * One function per class and prefix, written out, that reads each stored column of the class from a
 * row and converts it as MikroORM's hydration does (EntityComparator.getResultMapper, then the custom
 * type's convertToJSValue): a boolean as a boolean, a date string parsed as the platform parses it,
 * a custom type (text[], double precision, date, json) converted. MikroORM's own mapper made a
 * plain object of every column, which was then copied onto the item (a tenth of a public book list's
 * CPU, issue 12's profile); this writes the item directly, and leaves alone what the row carries
 * beside the class's columns (a list's total, extra values, another subtype's columns).
 */
function rowMapper(meta: EntityMetadata, platform: Platform, prefix: string): RowMapper {
  const constants: unknown[] = [];
  const constant = (value: unknown) => `c[${constants.push(value) - 1}]`;
  const tz = platform.getTimezone();
  const parseDate = (value: unknown): unknown => {
    if (value == null || value instanceof Date) return value;
    if (typeof value === 'bigint') return platform.parseDate(Number(value));
    if (!tz || tz === 'local' || typeof value === 'number') return platform.parseDate(value as string);
    const text = value as string;
    return platform.parseDate(text.includes('+') || text.lastIndexOf('-') > 10 || text.endsWith('Z') ? text : text + tz);
  };
  const lines = storedProps(meta).map((prop) => {
    const target = isToOne(prop) ? 'keys' : 'item';
    let value = 'v';
    if (prop.runtimeType === 'boolean') value = 'v == null ? v : !!v';
    else if (prop.runtimeType === 'Date' && !platform.isNumericProperty(prop)) value = `${constant(parseDate)}(v)`;
    if (prop.customType) value = `(v = ${value}) == null ? v : ${constant(prop.customType)}.convertToJSValue(v, ${constant(platform)})`;
    const column = JSON.stringify(prefix + prop.fieldNames[0]);
    return `  v = row[${column}];\n  if (v !== undefined) ${target}[${JSON.stringify(prop.name)}] = ${value};`;
  });
  const name = `readOnly${meta.className.replace(/\W/g, '_')}`;
  const code = `'use strict';\nreturn function ${name}(row, item, keys) {\n  let v;\n${lines.join('\n')}\n};`;
  // Written above from the metadata alone; every name in it is quoted by JSON.stringify.
  return new Function('c', code)(constants) as RowMapper;
}

/** Whether the prototype chain defines a setter for the property. */
function hasSetter(prototype: object | null, name: string): boolean {
  for (let proto = prototype; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return descriptor.set !== undefined;
  }
  return false;
}

/** The EntityManager a read-only row was read by (its relations load through it). */
const READ_BY = Symbol('readBy');
/** A read-only row's to-one keys, by property: the references are made when asked. */
const TO_ONE_KEYS = Symbol('toOneKeys');

/**
 * The key of an entity's to-one relation, without making the related entity: the `…Id` getters of
 * entities read it here. A read-only row (readOnlyRows) keeps its keys aside, and asking the relation
 * for its id would make a reference `em` manages (a related book's class, a copy's book, a class's
 * parent: 5% of a book detail's CPU in issue 12's profile); any other entity answers the relation's id.
 */
export function relationId<E extends object>(entity: E, property: keyof E & string): number | undefined {
  const keys = (entity as Record<symbol, Record<string, unknown> | undefined>)[TO_ONE_KEYS];
  if (keys && !Object.hasOwn(entity, property)) return (keys[property] as number | null | undefined) ?? undefined;
  return (entity[property] as { id: number } | null | undefined)?.id;
}

/** A relation whose key the entity's own row holds (many-to-one, owning one-to-one). */
export const isToOne = (prop: EntityProperty) => prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner);

/**
 * A prototype under the class's whose relations are made when first asked. A to-many is the managed
 * entity's collection: the collection loader matches what it loads to the managed owner, so a
 * collection of the read-only row itself would stay empty, and asking `em` for every row's managed
 * twin up front would cost what skipping the unit of work saves. A to-one is a reference `em`
 * manages, made from the row's key: making one per relation per row up front (a book's supplier and
 * batch, which no public answer reads) was 8% of a public book list's CPU (profile).
 */
function readOnlyPrototype(meta: EntityMetadata): object {
  const descriptors: PropertyDescriptorMap = {};
  for (const prop of meta.props) {
    const toMany = prop.kind === ReferenceKind.ONE_TO_MANY || prop.kind === ReferenceKind.MANY_TO_MANY;
    if (!toMany && !isToOne(prop)) {
      // MikroORM's prototype has a setter for each tracked property (it moves the value into the
      // entity's change tracking); a writable slot here makes a row's value a plain own property.
      if (hasSetter(meta.prototype as object, prop.name)) descriptors[prop.name] = { value: undefined, writable: true, configurable: true };
      continue;
    }
    const own = (row: object, value: unknown) =>
      Object.defineProperty(row, prop.name, { value, writable: true, configurable: true, enumerable: true });
    const make = toMany
      ? (row: Record<string | symbol, unknown>, em: EntityManager) => {
          const owner = em.getReference(meta.class, row[meta.primaryKeys[0]] as never) as Record<string, unknown>;
          return owner[prop.name] ?? Collection.create(owner, prop.name, undefined, false);
        }
      : (row: Record<string | symbol, unknown>, em: EntityManager) => {
          const key = (row[TO_ONE_KEYS] as Record<string, unknown> | undefined)?.[prop.name];
          if (key == null) return null;
          const target = em.getReference(prop.type, key as never);
          return prop.ref ? Reference.create(target) : target;
        };
    descriptors[prop.name] = {
      configurable: true,
      get(this: Record<string | symbol, unknown>) {
        const value = make(this, this[READ_BY] as EntityManager);
        own(this, value);
        return value;
      },
      set(this: object, value: unknown) {
        own(this, value);
      },
    };
  }
  return Object.create(meta.prototype as object, descriptors) as object;
}

/** A collection of the entity if it was loaded, without making one (a read-only row makes its collections when asked). */
export function loadedCollection<T extends object>(entity: object, property: string): Collection<T> | undefined {
  const collection = Object.getOwnPropertyDescriptor(entity, property)?.value as Collection<T> | undefined;
  return collection?.isInitialized() ? collection : undefined;
}

const readOnlyPlans = new WeakMap<EntityMetadata, ReadOnlyPlan>();

function readOnlyPlan(meta: EntityMetadata): ReadOnlyPlan {
  let plan = readOnlyPlans.get(meta);
  if (!plan) {
    if (storedProps(meta).some((prop) => prop.kind === ReferenceKind.EMBEDDED || prop.fieldNames.length !== 1)) {
      // Not met by this portal's entities; a mapper for them would have to follow MikroORM's further.
      throw new Error(`read-only rows of ${meta.className} cannot be mapped: an embedded or composite property`);
    }
    plan = { meta, prototype: readOnlyPrototype(meta), mappers: new Map() };
    readOnlyPlans.set(meta, plan);
  }
  return plan;
}

/**
 * Rows that hold an entity's stored columns (entityColumns) as entities read only to be answered:
 * a page of a list, related cards, search hits, a public detail. Each is an instance of its row's
 * class (by the discriminator) holding the row's values converted as MikroORM converts them
 * (rowMapper), but left out of the unit of work: em.find's hydration (the identity map, a snapshot,
 * accessors defined on each instance, a reference entity made per relation) was a fifth of a
 * public book list's CPU (issue 12, profile), and nothing writes these. A flush ignores them; a
 * change to one is never saved. Columns the entity does not have are left alone (a list's total,
 * extraColumns). A joined relation (`relations`, from rowsAsEntities' `joined`) comes read only
 * too, loaded; the others still load through `em`, made when asked: a to-one is a reference `em`
 * manages, a to-many is the managed entity's collection (readOnlyPrototype). What is loaded to be
 * changed (an admin's edit) comes managed, from em.findOne or rowsAsEntities.
 */
export function readOnlyRows<E extends object>(
  em: EntityManager,
  entity: EntityClass<E>,
  rows: Record<string, unknown>[],
  relations: JoinedRelation[] = [],
): E[] {
  if (!FAST_READ) return hydrateRows(em, entity, rows, relations);
  const meta = em.getMetadata().get<E>(entity.name);
  return rows.map((row) => {
    const item = readOnlyRow(em, meta, row);
    for (const { property, prefix, meta: relationMeta } of relations) {
      const related = readOnlyRow(em, relationMeta, row, prefix);
      const found = related[relationMeta.primaryKeys[0]] != null;
      const ref = (meta.properties as Record<string, EntityProperty>)[property].ref;
      // Through the prototype's setter: the value becomes the row's own, in place of the key.
      item[property] = !found ? null : ref ? Reference.create(related) : related;
    }
    return item as E;
  });
}

/** One row's columns of an entity (after `prefix`, a joined relation's) as a read-only entity (readOnlyRows). */
function readOnlyRow(em: EntityManager, meta: EntityMetadata, row: Record<string, unknown>, prefix = ''): Record<string | symbol, unknown> {
  const discriminator = meta.root.discriminatorColumn as string | undefined;
  const kind = discriminator && row[prefix + meta.root.properties[discriminator].fieldNames[0]];
  const className = kind == null ? undefined : meta.root.discriminatorMap?.[String(kind)];
  const plan = readOnlyPlan(className ? (em.getMetadata().find(className) ?? meta) : meta);
  let map = plan.mappers.get(prefix);
  if (!map) plan.mappers.set(prefix, (map = rowMapper(plan.meta, em.getPlatform(), prefix)));
  const item = Object.create(plan.prototype) as Record<string | symbol, unknown>;
  const keys: Record<string, unknown> = {};
  map(row, item as Record<string, unknown>, keys);
  item[READ_BY] = em;
  item[TO_ONE_KEYS] = keys;
  return item;
}

/**
 * Gives a read-only row (readOnlyRows) the to-many collection of `items` a caller read for it in a
 * statement of its own, loaded: what asking for the collection would load, with no statement.
 */
export function holdLoaded<T extends object>(row: object, property: string, items: T[]): Collection<T> {
  const collection = new Collection<T>(row, items, true);
  collection.property = (helper(row).__meta.properties as Record<string, EntityProperty>)[property];
  Object.defineProperty(row, property, { value: collection, writable: true, configurable: true, enumerable: true });
  return collection;
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

/** The extra values (extraColumns) of each row, in the rows' order; readOnlyRows leaves them alone. */
export function extraValues(rows: Record<string, unknown>[], columns: Record<string, string>): Record<string, unknown>[] {
  const names = Object.keys(columns);
  return rows.map((row) => {
    const values: Record<string, unknown> = {};
    for (const name of names) values[name] = row[EXTRA + name];
    return values;
  });
}
