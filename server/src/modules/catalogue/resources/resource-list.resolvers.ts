import { ArrayMaxSize, IsIn, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Ctx, Field, FieldResolver, ID, InputType, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import type { Viewer } from '../../../core/auth/viewer.js';
import { createCrudResolver } from '../../../core/crud/crud.resolver.js';
import { parseIds } from '../../../core/crud/ids.js';
import { KeywordFilter, ManagedInput } from '../../../core/crud/managed.inputs.js';
import { SortOrder } from '../../../core/crud/page.js';
import { URL_OR_PATH, URL_OR_PATH_MESSAGE } from '../../../core/crud/patterns.js';
import { contains, flagFilters } from '../../../core/crud/where.js';
import { AppError } from '../../../core/errors/app-error.js';
import { visibleSql } from '../visibility/resource-visibility.js';
import { Resource } from './resource.entity.js';
import { ResourceList, ResourceListType } from './resource-list.entity.js';

export const MAX_LIST_RESOURCES = 200;

@InputType()
export class ResourceListInput extends ManagedInput {
  @Field(() => ResourceListType)
  @IsIn(Object.values(ResourceListType))
  listType!: ResourceListType;

  @Field()
  @IsNotEmpty({ message: '请输入标题' })
  @MaxLength(200)
  title!: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `封面${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  cover?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(5000)
  summary?: string;

  @Field(() => [ID], { nullable: true, description: 'The resources, in display order (replaces the list)' })
  @IsOptional()
  @ArrayMaxSize(MAX_LIST_RESOURCES, { message: `每个书单最多 ${MAX_LIST_RESOURCES} 项资源` })
  resourceIds?: string[];
}

@InputType()
export class ResourceListFilter extends KeywordFilter {
  @Field(() => ResourceListType, { nullable: true })
  listType?: ResourceListType;
}

/** Book lists (resList, api/resource/bill/{id}) and curated collections, on the CRUD factory. */
export const resourceListCrud = createCrudResolver({
  entity: ResourceList,
  typeName: 'ResourceList',
  one: 'resourceList',
  many: 'resourceLists',
  rest: 'resource/bill',
  input: ResourceListInput,
  filter: ResourceListFilter,
  where: { ...flagFilters, keyword: (text) => ({ title: contains(text) }), listType: (listType) => ({ listType }) },
  sortFields: ['sort', 'createdAt', 'title', 'id'],
  defaultOrder: SortOrder.ASC,
  toData: ({ resourceIds, ...rest }) => ({
    ...rest,
    resources: resourceIds === undefined ? undefined : resourceIds.length ? parseIds(resourceIds, 'resourceIds') : [],
  }),
  beforeSave: async (em, data) => {
    const ids = data.resources as number[] | undefined;
    if (ids?.length && (await em.count(Resource, { id: { $in: ids } })) !== ids.length) throw AppError.badInput('resourceIds', '部分资源不存在');
  },
});

/** The resources of some lists the viewer sees, in each list's order: two statements for any number of lists. */
async function visibleItems(em: EntityManager, viewer: Viewer | undefined, listIds: readonly number[]): Promise<Resource[][]> {
  const rows = await em.getConnection().execute<{ list_id: number; resource_id: number }[]>(
    `select li.list_id, li.resource_id from resource_list_item li join resource r on r.id = li.resource_id
      where li.list_id = any(?::int[]) and ${visibleSql(viewer, 'r')} order by li.id`,
    [`{${listIds.join(',')}}`],
  );
  const ids = [...new Set(rows.map((row) => row.resource_id))];
  const byId = new Map((ids.length ? await em.find(Resource, { id: { $in: ids } }) : []).map((r) => [r.id, r]));
  return listIds.map((listId) => rows.filter((row) => row.list_id === listId).flatMap((row) => byId.get(row.resource_id) ?? []));
}

/** One loader per request (its context), so a page of lists reads its items together. */
const itemLoaders = new WeakMap<Context, DataLoader<number, Resource[]>>();
function itemLoader(ctx: Context) {
  let loader = itemLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((listIds: readonly number[]) => visibleItems(ctx.em, ctx.viewer, listIds));
    itemLoaders.set(ctx, loader);
  }
  return loader;
}

@Resolver(() => ResourceList)
export class ResourceListItemsResolver {
  @FieldResolver(() => [Resource], { description: 'The resources the viewer sees, in order (e-books only for reader-card logins)' })
  resources(@Ctx() ctx: Context, @Root() list: ResourceList) {
    return itemLoader(ctx).load(list.id);
  }

  @FieldResolver(() => [ID], { description: 'Every resource id in order, visible or not (the back office form)' })
  async resourceIds(@Root() list: ResourceList) {
    return (await list.resources.load()).getItems().map((r) => r.id);
  }

  @FieldResolver(() => Int)
  async resourceCount(@Root() list: ResourceList) {
    return (await list.resources.load()).count();
  }
}
