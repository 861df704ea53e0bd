import type { EntityClass, EntityData, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors/app-error.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import { changesBetween, snapshotOf } from '../audit/audit-changes.js';
import type { Viewer } from '../auth/viewer.js';
import type { BaseEntity } from '../db/base.entity.js';
import { assertPaging, DEFAULT_PAGE_SIZE, SortOrder, type PageOf } from './page.js';
import type { ViewCounter } from '../http/view-counter.js';
import { findOneBySql, listBySql } from './list-sql.js';

/** The back office (everything), or the public as this viewer (maybe a guest) sees it. */
export type Scope = 'admin' | { viewer: Viewer | undefined };
/** The flags the admin pattern toggles (onShelf: resources only, see `actions.shelve`; open: examine items, `actions.open`). */
export type Flag = 'enabled' | 'recommended' | 'onShelf' | 'open';

/** An admin action that sets one enum field, singly and in batch: `set<Type><name>`, `batchSet<Type><name>`. */
export interface FieldSetter {
  /** Stem of the mutation names and the REST path: 'Permission' → setBookPermission, …/permission/{id}. */
  name: string;
  field: string;
  /** The GraphQL enum of the value argument. */
  type: object;
  /** The field holds a set of the enum's values (an enum array): the value argument is a list. */
  multiple?: boolean;
}

export interface CrudDefinition<E extends BaseEntity<string>, TInput extends object, TFilter extends object> {
  entity: EntityClass<E>;
  /** GraphQL type name, also the audit log's entity name: 'News'. */
  typeName: string;
  /** Public query names: one item and the paged list ('news', 'newsList'). */
  one: string;
  many: string;
  /** REST path segment: api/{rest}, api/admin/{rest}/… */
  rest: string;
  input: new () => TInput;
  filter: new () => TFilter;
  /** How each filter field narrows the list (may look things up first, e.g. a class's subtree). */
  where: { [K in keyof TFilter]?: (value: NonNullable<TFilter[K]>, em: EntityManager) => FilterQuery<E> | Promise<FilterQuery<E>> };
  /** Sortable properties; the first is the default (with `defaultOrder`). */
  sortFields: readonly [string, ...string[]];
  /** Sort fields that may be empty: rows without a value come last either way (never logged in). */
  nullsLast?: readonly string[];
  defaultOrder?: SortOrder;
  /** Turns a validated input into entity data (sanitising HTML, say). Defaults to the input itself. */
  toData?: (input: TInput) => EntityData<E>;
  /**
   * What else the public may see besides `enabled` (e.g. news published by now); it may depend on
   * the viewer (resources, and what hangs off them, follow catalogue/visibility).
   */
  publicWhere?: (viewer: Viewer | undefined) => FilterQuery<E>;
  /**
   * Checks that need the database (a parent that exists, no cycles…), run inside the save's
   * transaction before anything is written; throw an AppError to refuse. `existing` is the item
   * being updated, absent on create. `input` is the validated input as sent, with any fields the
   * entity does not store (a guide's `overwrite` confirmation).
   */
  beforeSave?: (em: EntityManager, data: EntityData<E>, existing: E | undefined, input: TInput) => Promise<void>;
  /** Runs after a create or update is flushed, in the same transaction (queue a job, say). */
  afterSave?: (em: EntityManager, item: E, existing: boolean) => Promise<void>;
  /** Runs after items are removed (flushed), in the same transaction: things derived from them. */
  afterRemove?: (em: EntityManager, items: E[]) => Promise<void>;
  /** Runs before a list is read: rows derived from elsewhere are brought up to date (examine items). */
  beforeList?: (em: EntityManager) => Promise<void>;
  /** Public reads of one item count a view in the `views` column. */
  countViews?: boolean;
  /** Which admin actions the entity supports: all but shelve by default (actions.ts). */
  actions?: { create?: boolean; update?: boolean; enable?: boolean; recommend?: boolean; remove?: boolean; shelve?: boolean; open?: boolean };
  /**
   * Runs inside a flag's or setter's transaction before the items change, with their old values
   * still on them: what derives from the field follows it (a passed comment counts on its resource).
   */
  beforeSetField?: (em: EntityManager, items: E[], field: string, value: unknown) => Promise<void>;
  /** Enum fields the back office sets singly and in batch (a resource's permission). */
  setters?: FieldSetter[];
  /** False when the public reads the entity some other way (resources, children of a resource). */
  publicQueries?: boolean;
  /**
   * Counting stops here (the page says `totalCapped`): an exact count of a million-row table costs
   * hundreds of milliseconds on every page, and nobody pages past the first few thousand items.
   */
  maxCount?: number;
}

export interface ListArgs<TFilter> {
  filter?: TFilter | null;
  page?: number;
  pageSize?: number;
  sortBy?: string | null;
  order?: SortOrder | null;
}

/** The one implementation of the admin pattern, used through GraphQL and REST alike. */
export class CrudService<E extends BaseEntity<string>, TInput extends object, TFilter extends object> {
  constructor(readonly def: CrudDefinition<E, TInput, TFilter>) {}

  /** What the public may see: enabled items, narrowed by the definition's publicWhere. */
  publicWhere(viewer?: Viewer): FilterQuery<E> {
    return { enabled: true, ...(this.def.publicWhere?.(viewer) as object) } as unknown as FilterQuery<E>;
  }

  private scopeWhere(scope: Scope): FilterQuery<E> {
    return scope === 'admin' ? ({} as FilterQuery<E>) : this.publicWhere(scope.viewer);
  }

  /**
   * One page; `extraWhere` narrows it further (rules the resolver applies for the viewer).
   * `columns` are more values each row carries (SQL on the row aliased `e`): a caller primes its
   * loaders with them. They come only when the list's statement is written out (list-sql.ts).
   */
  async list(
    em: EntityManager,
    args: ListArgs<TFilter>,
    scope: Scope,
    extraWhere?: FilterQuery<E>,
    columns?: Record<string, string>,
  ): Promise<PageOf<E> & { columns?: Record<string, unknown>[] }> {
    const page = args.page ?? 1;
    const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
    assertPaging(page, pageSize);
    const sortBy = args.sortBy ?? this.def.sortFields[0];
    if (!this.def.sortFields.includes(sortBy)) throw AppError.badInput('sortBy', '输入有误：sortBy 取值无效');
    const order = args.order ?? this.def.defaultOrder ?? SortOrder.DESC;
    await this.def.beforeList?.(em);

    const clauses: FilterQuery<E>[] = [this.scopeWhere(scope), ...(extraWhere ? [extraWhere] : [])];
    for (const [field, value] of Object.entries(args.filter ?? {})) {
      const toWhere = this.def.where[field as keyof TFilter];
      if (value !== undefined && value !== null && value !== '' && toWhere) clauses.push(await toWhere(value as never, em));
    }
    const direction = this.def.nullsLast?.includes(sortBy) ? `${order} NULLS LAST` : order;
    const orderBy = [{ [sortBy]: direction }, ...(sortBy === 'id' ? [] : [{ id: order }])] as QueryOrderMap<E>[];
    const where = { $and: clauses } as FilterQuery<E>;
    const options = { orderBy, limit: pageSize, offset: (page - 1) * pageSize };
    const cap = this.def.maxCount;
    const written = await listBySql(em, this.def.entity, { where, ...options, orderBy: orderBy as Record<string, string>[], cap, columns });
    if (written) {
      const { items, total } = written;
      return { items, total: cap ? Math.min(total, cap) : total, page, pageSize, totalCapped: cap ? total > cap : false, columns: written.columns };
    }
    if (!cap) {
      const [items, total] = await em.findAndCount(this.def.entity, where, options);
      return { items, total, page, pageSize, totalCapped: false };
    }
    const [items, total] = await Promise.all([em.find(this.def.entity, where, options), this.countUpTo(em, where, cap)]);
    return { items, total: Math.min(total, cap), page, pageSize, totalCapped: total > cap };
  }

  /** count(*) over at most cap + 1 matching rows. */
  private async countUpTo(em: EntityManager, where: FilterQuery<E>, cap: number): Promise<number> {
    const inner = em
      .createQueryBuilder(this.def.entity)
      .select('id')
      .where(where)
      .limit(cap + 1)
      .getKnexQuery();
    const connection = em.getConnection();
    const rows = await connection.execute<{ n: string }[]>(connection.getKnex().count({ n: '*' }).from(inner.as('capped')));
    return Number(rows[0].n);
  }

  /**
   * One item. A public read counts a view (countViews) in the batched counter; the answer shows the
   * stored total plus the views not yet written, so every reader sees their own view at once.
   * `viewer` (viewerKey) counts once per view window.
   */
  async get(em: EntityManager, id: number, scope: Scope, views?: ViewCounter, viewer = 'unknown'): Promise<E> {
    const where = { ...(this.scopeWhere(scope) as object), id } as unknown as FilterQuery<E>;
    const written = await findOneBySql(em, this.def.entity, where);
    const item = written === undefined ? await em.findOne(this.def.entity, where) : written;
    if (!item) throw AppError.notFound();
    if (this.def.countViews && views) {
      const name = this.def.entity.name;
      const pending = scope === 'admin' ? views.pendingFor(name, id) : views.count(name, id, viewer);
      const stored = (item as { views?: number }).views ?? 0;
      Object.assign(item, { views: stored + pending });
    }
    return item;
  }

  /**
   * Input → entity data. Fields left out (undefined) are dropped: on update they keep their value.
   * A null for a column that cannot be null means the same (GraphQL lets optional input fields be
   * null): a new item gets the default, an edited one keeps its value, instead of a failed insert.
   */
  private data(em: EntityManager, input: TInput): EntityData<E> {
    const data = (this.def.toData ? this.def.toData(input) : input) as Record<string, unknown>;
    const properties = em.getMetadata().get(this.def.entity.name).properties as Record<string, { nullable?: boolean } | undefined>;
    const given = ([key, value]: [string, unknown]) => value !== undefined && !(value === null && properties[key] && !properties[key].nullable);
    return Object.fromEntries(Object.entries(data).filter(given)) as EntityData<E>;
  }

  async create(em: EntityManager, input: TInput, actor: Actor): Promise<E> {
    return em.transactional(async (tx) => {
      const data = this.data(tx, input);
      await this.def.beforeSave?.(tx, data, undefined, input);
      const item = tx.create(this.def.entity, data as never);
      await tx.flush();
      await this.def.afterSave?.(tx, item, false);
      recordAudit(tx, actor, 'create', this.def.typeName, [item.id], changesBetween(item.id, undefined, snapshotOf(tx, item)));
      return item;
    });
  }

  async update(em: EntityManager, id: number, input: TInput, actor: Actor): Promise<E> {
    return em.transactional(async (tx) => {
      const item = await tx.findOne(this.def.entity, { id } as FilterQuery<E>);
      if (!item) throw AppError.notFound();
      const before = snapshotOf(tx, item);
      const data = this.data(tx, input);
      await this.def.beforeSave?.(tx, data, item, input);
      tx.assign(item, data as never);
      await tx.flush();
      await this.def.afterSave?.(tx, item, true);
      recordAudit(tx, actor, 'update', this.def.typeName, [id], changesBetween(id, before, snapshotOf(tx, item), true));
      return item;
    });
  }

  /** Loads every id or fails with NOT_FOUND; nothing is changed then. */
  private async findAll(em: EntityManager, ids: number[]): Promise<E[]> {
    const items = await em.find(this.def.entity, { id: { $in: ids } } as unknown as FilterQuery<E>, { orderBy: { id: 'ASC' } as QueryOrderMap<E> });
    if (items.length !== ids.length) throw AppError.notFound();
    return items;
  }

  /** Sets a flag or a setter's field on every item, all or nothing. */
  async setField(em: EntityManager, ids: number[], field: string, value: unknown, action: string, actor: Actor): Promise<E[]> {
    return em.transactional(async (tx) => {
      const items = await this.findAll(tx, ids);
      await this.def.beforeSetField?.(tx, items, field, value);
      const before = items.map((item) => snapshotOf(tx, item));
      for (const item of items) (item as Record<string, unknown>)[field] = value;
      const changes = items.flatMap((item, i) => changesBetween(item.id, before[i], snapshotOf(tx, item)));
      recordAudit(tx, actor, action, this.def.typeName, ids, changes);
      return items;
    });
  }

  async remove(em: EntityManager, ids: number[], action: string, actor: Actor): Promise<number[]> {
    return em.transactional(async (tx) => {
      const items = await this.findAll(tx, ids);
      // What was removed stays readable in the log (before only).
      const changes = items.flatMap((item) => changesBetween(item.id, snapshotOf(tx, item), undefined));
      tx.remove(items);
      if (this.def.afterRemove) {
        await tx.flush();
        await this.def.afterRemove(tx, items);
      }
      recordAudit(tx, actor, action, this.def.typeName, ids, changes);
      return ids;
    });
  }
}
