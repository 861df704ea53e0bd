import { ValidateNested } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Mutation, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Context } from '../context.js';
import { actorOf } from '../audit/audit.service.js';
import { Public, Roles } from '../auth/decorators.js';
import type { BaseEntity } from '../db/base.entity.js';
import { crudActions, type CrudAction } from './actions.js';
import { CrudService, type CrudDefinition } from './crud.service.js';
import { parseId, parseIds } from './ids.js';
import { BatchResult, createPageType, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SortOrder } from './page.js';
import { PublicAnswer } from '../graphql/field-marks.js';
import { viewerKey } from '../http/view-counter.js';

const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1);
/** A set setter's values each once, in a stable order (so a stored set compares equal). */
const uniqueValues = (values: unknown[]) => [...new Set(values)].sort();

/** The arguments every list takes, public or admin: filter, page, pageSize, sortBy (an enum named `sortEnumName`), order. */
export function createListArgs<TFilter extends object>(filter: new () => TFilter, sortFields: readonly string[], sortEnumName: string) {
  const SortField = Object.fromEntries(sortFields.map((f) => [f, f]));
  registerEnumType(SortField, { name: sortEnumName });

  @ArgsType()
  class ListArgs {
    @Field(() => filter, { nullable: true })
    @ValidateNested()
    filter?: TFilter;

    @Field(() => Int, { defaultValue: 1 })
    page!: number;

    @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}` })
    pageSize!: number;

    @Field(() => SortField, { nullable: true })
    sortBy?: string;

    @Field(() => SortOrder, { nullable: true })
    order?: SortOrder;
  }
  return ListArgs;
}

/**
 * Generates, for one entity, the public list/get queries and the admin pattern (list, get, create,
 * update, enable/disable, recommend/unrecommend, remove, and a batch variant of each) — names:
 * `news`, `newsList`, `adminNews`, `adminNewsList`, `createNews`, `enableNews`, `batchEnableNews`…
 * (the mutations: crudActions in actions.ts, listed in schema/admin-actions.json).
 * A module declares its entity once (CrudDefinition) and writes by hand only what differs.
 */
export function createCrudResolver<E extends BaseEntity<string>, TInput extends object, TFilter extends object>(
  def: CrudDefinition<E, TInput, TFilter>,
) {
  const service = new CrudService(def);
  const T = def.typeName;
  const entity = def.entity as unknown as new () => E;
  const Page = createPageType(entity, `${T}Page`);
  const actions = crudActions(def);
  const named = (key: string) => actions.find((a) => a.key === key)!.mutation;
  const ListArgs = createListArgs(def.filter, def.sortFields, `${T}SortField`);
  type ListArgs = InstanceType<typeof ListArgs>;

  @Resolver(() => entity)
  class CrudResolver {
    readonly service = service;

    publicList(ctx: Context, args: ListArgs) {
      return service.list(ctx.em, args, { viewer: ctx.viewer });
    }

    publicGet(ctx: Context, id: string) {
      return service.get(ctx.em, parseId(id), { viewer: ctx.viewer }, ctx.services.views, viewerKey(ctx.viewer, ctx.ip));
    }

    @Roles('ADMIN')
    @Query(() => Page, { name: `admin${capitalise(def.many)}`, description: `${T} list for the back office: every item` })
    adminList(@Ctx() ctx: Context, @Args(() => ListArgs) args: ListArgs) {
      return service.list(ctx.em, args, 'admin');
    }

    @Roles('ADMIN')
    @Query(() => entity, { name: `admin${capitalise(def.one)}` })
    adminGet(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
      return service.get(ctx.em, parseId(id), 'admin', ctx.services.views);
    }

    create(ctx: Context, input: TInput) {
      return service.create(ctx.em, input, actorOf(ctx));
    }

    update(ctx: Context, id: string, input: TInput) {
      return service.update(ctx.em, parseId(id), input, actorOf(ctx));
    }
  }

  const proto = CrudResolver.prototype;
  const decorate = (
    name: string,
    decorators: ((target: object, key: string, index: PropertyDescriptor) => void)[],
    params: ((target: object, key: string, index: number) => void)[],
  ) => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
    for (const decorator of decorators) decorator(proto, name, descriptor);
    params.forEach((param, index) => param(proto, name, index));
  };

  // Create and update, where the entity has them (what readers submit is not created here).
  const has = (key: string) => actions.some((a) => a.key === key);
  if (has('create')) {
    decorate('create', [Roles('ADMIN') as never, Mutation(() => entity, { name: named('create') })], [Ctx(), Arg('input', () => def.input)]);
  }
  if (has('update')) {
    const description = 'Fields left out keep their value; null clears an optional field';
    decorate(
      'update',
      [Roles('ADMIN') as never, Mutation(() => entity, { name: named('update'), description })],
      [Ctx(), Arg('id', () => ID), Arg('input', () => def.input)],
    );
  }

  // The public queries, unless the public reads the entity some other way.
  if (def.publicQueries !== false) {
    decorate(
      'publicList',
      [Public(), PublicAnswer(), Query(() => Page, { name: def.many, description: `${T} list as the public site shows it: enabled items only` })],
      [Ctx(), Args(() => ListArgs)],
    );
    const getDescription = def.countViews ? 'One enabled item; counts a view' : 'One enabled item';
    decorate(
      'publicGet',
      [
        Public(),
        PublicAnswer(def.countViews ? { countsView: entity.name } : {}),
        Query(() => entity, { name: def.one, description: getDescription }),
      ],
      [Ctx(), Arg('id', () => ID)],
    );
  }

  // Flag, setter and remove mutations, single and batch, added as methods so one loop makes them all.
  const batchResult = (ids: number[]) => ({ count: ids.length, ids });
  const run = async (ctx: Context, ids: number[], given: unknown, action: CrudAction) => {
    const audit = action.stem;
    if (action.kind === 'remove') {
      const removed = await service.remove(ctx.em, ids, audit, actorOf(ctx));
      return action.batch ? batchResult(removed) : removed.length === 1;
    }
    const value = action.kind === 'flag' ? action.value : action.setter?.multiple ? uniqueValues(given as unknown[]) : given;
    const items = await service.setField(ctx.em, ids, action.field!, value, audit, actorOf(ctx));
    return action.batch ? batchResult(ids) : items[0];
  };
  for (const action of actions) {
    if (action.kind === 'create' || action.kind === 'update') continue;
    const method = action.batch
      ? (ctx: Context, ids: string[], value?: unknown) => run(ctx, parseIds(ids), value, action)
      : (ctx: Context, id: string, value?: unknown) => run(ctx, [parseId(id)], value, action);
    Object.defineProperty(proto, action.mutation, { value: method, writable: true, configurable: true });
    const params = [Ctx(), action.batch ? Arg('ids', () => [ID]) : Arg('id', () => ID)];
    if (action.setter) params.push(Arg('value', () => (action.setter!.multiple ? [action.setter!.type] : action.setter!.type)));
    const returns = action.batch ? () => BatchResult : action.kind === 'remove' ? () => Boolean : () => entity;
    decorate(action.mutation, [Roles('ADMIN') as never, Mutation(returns as never, { name: action.mutation })], params);
  }

  return { resolver: CrudResolver, service, Page, actions };
}
