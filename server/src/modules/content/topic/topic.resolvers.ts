import { ArrayMaxSize, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Ctx, Field, FieldResolver, ID, InputType, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import type { Viewer } from '../../../core/auth/viewer.js';
import { createCrudResolver } from '../../../core/crud/crud.resolver.js';
import { parseId, parseIds } from '../../../core/crud/ids.js';
import { KeywordFilter, ManagedInput } from '../../../core/crud/managed.inputs.js';
import { SortOrder } from '../../../core/crud/page.js';
import { URL_OR_PATH, URL_OR_PATH_MESSAGE } from '../../../core/crud/patterns.js';
import { contains, flagFilters } from '../../../core/crud/where.js';
import { AppError } from '../../../core/errors/app-error.js';
import { sanitizeRichText } from '../../../core/sanitize.js';
import { Resource, visibleSql } from '../../catalogue/index.js';
import { Topic, TopicSection } from './topic.entity.js';

/** Resources in one section at most (a topic page shows every section in full). */
export const MAX_SECTION_RESOURCES = 200;

@InputType()
export class TopicInput extends ManagedInput {
  @Field()
  @IsNotEmpty({ message: '请输入标题' })
  @MaxLength(200, { message: '标题不能超过200个字' })
  title!: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `封面${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  cover?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `横幅${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  banner?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(500, { message: '摘要不能超过500个字' })
  summary?: string;

  @Field({ nullable: true, description: 'HTML; sanitised on save' })
  @IsOptional()
  @MaxLength(1_000_000, { message: '简介过长' })
  introduction?: string;
}

@InputType()
export class TopicFilter extends KeywordFilter {}

@InputType()
export class TopicSectionInput extends ManagedInput {
  @Field(() => ID)
  @IsNotEmpty({ message: '请选择专题' })
  topicId!: string;

  @Field()
  @IsNotEmpty({ message: '请输入栏目名称' })
  @MaxLength(200, { message: '栏目名称不能超过200个字' })
  title!: string;

  @Field(() => [ID], { nullable: true, description: 'The resources, in display order (replaces the section’s)' })
  @IsOptional()
  @ArrayMaxSize(MAX_SECTION_RESOURCES, { message: `每个栏目最多 ${MAX_SECTION_RESOURCES} 项资源` })
  resourceIds?: string[];
}

@InputType()
export class TopicSectionFilter extends KeywordFilter {
  @Field(() => ID, { nullable: true, description: 'The sections of one topic' })
  topicId?: string;
}

/** 专题管理 (topic/topicManage), public `topics` / `topic` and api/topic/list. */
export const topicCrud = createCrudResolver({
  entity: Topic,
  typeName: 'Topic',
  one: 'topic',
  many: 'topics',
  rest: 'topic',
  input: TopicInput,
  filter: TopicFilter,
  where: { ...flagFilters, keyword: (text) => ({ title: contains(text) }) },
  sortFields: ['sort', 'createdAt', 'title', 'id'],
  defaultOrder: SortOrder.ASC,
  // Stored HTML is always sanitised: the introduction is what the topic page renders.
  toData: (input) => ({ ...input, introduction: input.introduction == null ? input.introduction : sanitizeRichText(input.introduction) }),
});

/** 专题内容 (topicDetail): the sections of a topic; the public reads them through `topic { sections }`. */
export const topicSectionCrud = createCrudResolver({
  entity: TopicSection,
  typeName: 'TopicSection',
  one: 'topicSection',
  many: 'topicSections',
  rest: 'topicSection',
  input: TopicSectionInput,
  filter: TopicSectionFilter,
  where: { ...flagFilters, keyword: (text) => ({ title: contains(text) }), topicId: (id) => ({ topic: parseId(id, 'topicId') }) },
  sortFields: ['sort', 'createdAt', 'title', 'id'],
  defaultOrder: SortOrder.ASC,
  publicQueries: false,
  toData: ({ topicId, resourceIds, ...rest }) => ({
    ...rest,
    topic: parseId(topicId, 'topicId'),
    // null (GraphQL lets a nullable list be sent as null) leaves the resources as they are, like a field left out.
    resources: resourceIds == null ? undefined : resourceIds.length ? parseIds(resourceIds, 'resourceIds') : [],
  }),
  beforeSave: async (em, data) => {
    if (!(await em.count(Topic, { id: data.topic as number }))) throw AppError.badInput('topicId', '专题不存在');
    const ids = data.resources as number[] | undefined;
    if (ids?.length && (await em.count(Resource, { id: { $in: ids } })) !== ids.length) throw AppError.badInput('resourceIds', '部分资源不存在');
  },
});

/** The enabled sections of some topics, in order: one statement for any number of topics. */
export async function sectionsOf(em: EntityManager, topicIds: readonly number[]): Promise<TopicSection[][]> {
  const rows = await em.find(TopicSection, { topic: { $in: [...topicIds] }, enabled: true }, { orderBy: [{ sort: 'ASC' }, { id: 'ASC' }] });
  return topicIds.map((id) => rows.filter((row) => row.topic.id === id));
}

/** The resources of some sections the viewer sees, in each section's order: two statements for any number of sections. */
export async function visibleItems(em: EntityManager, viewer: Viewer | undefined, sectionIds: readonly number[]): Promise<Resource[][]> {
  const rows = await em.getConnection().execute<{ section_id: number; resource_id: number }[]>(
    `select ti.section_id, ti.resource_id from topic_section_item ti join resource r on r.id = ti.resource_id
      where ti.section_id = any(?::int[]) and ${visibleSql(viewer, 'r')} order by ti.id`,
    [`{${sectionIds.join(',')}}`],
  );
  const ids = [...new Set(rows.map((row) => row.resource_id))];
  const byId = new Map((ids.length ? await em.find(Resource, { id: { $in: ids } }) : []).map((r) => [r.id, r]));
  return sectionIds.map((sectionId) => rows.filter((row) => row.section_id === sectionId).flatMap((row) => byId.get(row.resource_id) ?? []));
}

/** One pair of loaders per request (its context), so every section of a page reads its items together. */
const loaders = new WeakMap<Context, { sections: DataLoader<number, TopicSection[]>; items: DataLoader<number, Resource[]> }>();
function loadersOf(ctx: Context) {
  let found = loaders.get(ctx);
  if (!found) {
    found = {
      sections: new DataLoader((ids: readonly number[]) => sectionsOf(ctx.em, ids)),
      items: new DataLoader((ids: readonly number[]) => visibleItems(ctx.em, ctx.viewer, ids)),
    };
    loaders.set(ctx, found);
  }
  return found;
}

@Resolver(() => Topic)
export class TopicSectionsResolver {
  @FieldResolver(() => [TopicSection], { description: 'The enabled sections, in order' })
  sections(@Ctx() ctx: Context, @Root() topic: Topic) {
    return loadersOf(ctx).sections.load(topic.id);
  }
}

@Resolver(() => TopicSection)
export class TopicSectionItemsResolver {
  @FieldResolver(() => ID)
  topicId(@Root() section: TopicSection) {
    return section.topic.id;
  }

  @FieldResolver(() => Topic)
  async topic(@Root() section: TopicSection) {
    return section.topic.load();
  }

  @FieldResolver(() => [Resource], { description: 'The resources the viewer sees, in order (a gated one as its card only)' })
  resources(@Ctx() ctx: Context, @Root() section: TopicSection) {
    return loadersOf(ctx).items.load(section.id);
  }

  @FieldResolver(() => [ID], { description: 'Every resource id in order, visible or not (the back office form)' })
  async resourceIds(@Root() section: TopicSection) {
    return (await section.resources.load()).getItems().map((r) => r.id);
  }

  @FieldResolver(() => Int)
  async resourceCount(@Root() section: TopicSection) {
    return (await section.resources.load()).count();
  }
}

export const topicCruds = [topicCrud, topicSectionCrud];
export const topicResolvers = [TopicSectionsResolver, TopicSectionItemsResolver];
