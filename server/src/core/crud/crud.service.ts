import type { EntityClass, EntityData, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors/app-error.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import type { ManagedEntity } from '../db/base.entity.js';
import { assertPaging, DEFAULT_PAGE_SIZE, SortOrder, type PageOf } from './page.js';

export type Scope = 'public' | 'admin';
/** The flags the admin pattern toggles. */
export type Flag = 'enabled' | 'recommended';

export interface CrudDefinition<E extends ManagedEntity<string>, TInput extends object, TFilter extends object> {
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
  /** How each filter field narrows the list. */
  where: { [K in keyof TFilter]?: (value: NonNullable<TFilter[K]>) => FilterQuery<E> };
  /** Sortable properties; the first is the default (with `defaultOrder`). */
  sortFields: readonly [string, ...string[]];
  defaultOrder?: SortOrder;
  /** Turns a validated input into entity data (sanitising HTML, say). Defaults to the input itself. */
  toData?: (input: TInput) => EntityData<E>;
  /** What else the public may see besides `enabled` (e.g. news published by now). */
  publicWhere?: () => FilterQuery<E>;
  /**
   * Checks that need the database (a parent that exists, no cycles…), run inside the save's
   * transaction before anything is written; throw an AppError to refuse. `existing` is the item
   * being updated, absent on create.
   */
  beforeSave?: (em: EntityManager, data: EntityData<E>, existing?: E) => Promise<void>;
  /** Public reads of one item count a view in the `views` column. */
  countViews?: boolean;
  /** Which admin actions the entity supports; all by default. */
  actions?: { enable?: boolean; recommend?: boolean; remove?: boolean };
}

export interface ListArgs<TFilter> {
  filter?: TFilter | null;
  page?: number;
  pageSize?: number;
  sortBy?: string | null;
  order?: SortOrder | null;
}

/** The one implementation of the admin pattern, used through GraphQL and REST alike. */
export class CrudService<E extends ManagedEntity<string>, TInput extends object, TFilter extends object> {
  constructor(readonly def: CrudDefinition<E, TInput, TFilter>) {}

  /** What the public may see: enabled items, narrowed by the definition's publicWhere. */
  publicWhere(): FilterQuery<E> {
    return { enabled: true, ...(this.def.publicWhere?.() as object) } as unknown as FilterQuery<E>;
  }

  private scopeWhere(scope: Scope): FilterQuery<E> {
    return scope === 'admin' ? ({} as FilterQuery<E>) : this.publicWhere();
  }

  async list(em: EntityManager, args: ListArgs<TFilter>, scope: Scope): Promise<PageOf<E>> {
    const page = args.page ?? 1;
    const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
    assertPaging(page, pageSize);
    const sortBy = args.sortBy ?? this.def.sortFields[0];
    if (!this.def.sortFields.includes(sortBy)) throw AppError.badInput('sortBy', '输入有误：sortBy 取值无效');
    const order = args.order ?? this.def.defaultOrder ?? SortOrder.DESC;

    const clauses: FilterQuery<E>[] = [this.scopeWhere(scope)];
    for (const [field, value] of Object.entries(args.filter ?? {})) {
      const toWhere = this.def.where[field as keyof TFilter];
      if (value !== undefined && value !== null && value !== '' && toWhere) clauses.push(toWhere(value as never));
    }
    const orderBy = [{ [sortBy]: order }, ...(sortBy === 'id' ? [] : [{ id: order }])] as QueryOrderMap<E>[];
    const [items, total] = await em.findAndCount(this.def.entity, { $and: clauses } as FilterQuery<E>, {
      orderBy,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items, total, page, pageSize };
  }

  async get(em: EntityManager, id: number, scope: Scope): Promise<E> {
    const where = { ...(this.scopeWhere(scope) as object), id } as unknown as FilterQuery<E>;
    const item = await em.findOne(this.def.entity, where);
    if (!item) throw AppError.notFound();
    if (scope === 'public' && this.def.countViews) await this.countView(em, item);
    return item;
  }

  /** One atomic increment, so concurrent readers never lose a view. */
  private async countView(em: EntityManager, item: E) {
    const meta = em.getMetadata().get(this.def.entity.name);
    const rows = await em.getConnection().execute<{ views: number }[]>(
      `update "${meta.tableName}" set "views" = "views" + 1 where "id" = ? returning "views"`,
      [item.id],
    );
    const views = rows[0]?.views;
    if (views !== undefined) Object.assign(item, { views });
  }

  /** Input → entity data. Fields left out (undefined) are dropped: on update they keep their value. */
  private data(input: TInput): EntityData<E> {
    const data = (this.def.toData ? this.def.toData(input) : input) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as EntityData<E>;
  }

  async create(em: EntityManager, input: TInput, actor: Actor): Promise<E> {
    return em.transactional(async (tx) => {
      const data = this.data(input);
      await this.def.beforeSave?.(tx, data);
      const item = tx.create(this.def.entity, data as never);
      await tx.flush();
      recordAudit(tx, actor, 'create', this.def.typeName, [item.id]);
      return item;
    });
  }

  async update(em: EntityManager, id: number, input: TInput, actor: Actor): Promise<E> {
    return em.transactional(async (tx) => {
      const item = await tx.findOne(this.def.entity, { id } as FilterQuery<E>);
      if (!item) throw AppError.notFound();
      const data = this.data(input);
      await this.def.beforeSave?.(tx, data, item);
      tx.assign(item, data as never);
      recordAudit(tx, actor, 'update', this.def.typeName, [id]);
      return item;
    });
  }

  /** Loads every id or fails with NOT_FOUND; nothing is changed then. */
  private async findAll(em: EntityManager, ids: number[]): Promise<E[]> {
    const items = await em.find(this.def.entity, { id: { $in: ids } } as unknown as FilterQuery<E>, { orderBy: { id: 'ASC' } as QueryOrderMap<E> });
    if (items.length !== ids.length) throw AppError.notFound();
    return items;
  }

  async setFlag(em: EntityManager, ids: number[], flag: Flag, value: boolean, action: string, actor: Actor): Promise<E[]> {
    return em.transactional(async (tx) => {
      const items = await this.findAll(tx, ids);
      for (const item of items) item[flag] = value;
      recordAudit(tx, actor, action, this.def.typeName, ids);
      return items;
    });
  }

  async remove(em: EntityManager, ids: number[], action: string, actor: Actor): Promise<number[]> {
    return em.transactional(async (tx) => {
      const items = await this.findAll(tx, ids);
      tx.remove(items);
      recordAudit(tx, actor, action, this.def.typeName, ids);
      return ids;
    });
  }
}
