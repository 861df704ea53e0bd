import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { Public, Roles } from '../../../core/auth/decorators.js';
import { parseId } from '../../../core/crud/ids.js';
import { createListArgs } from '../../../core/crud/crud.resolver.js';
import { createPageType } from '../../../core/crud/page.js';
import { BatchNumber } from '../batch-number.entity.js';
import { ResourceClass } from '../resource-class.entity.js';
import { ResourceKind } from '../resource-kind.js';
import { Supplier } from '../supplier.entity.js';
import { ResourceFilter } from './resource.inputs.js';
import { RankBy, RankedResource, rankResources, RankPeriod } from './resource-ranking.js';
import { Resource } from './resource.entity.js';
import { RESOURCE_SORT_FIELDS } from './resource.registry.js';
import { ResourceService } from './resource.service.js';
import { MAX_RELATED, relatedResources } from './related-resources.js';
import { DetailOnly, Internal, PublicAnswer } from '../../../core/graphql/field-marks.js';

export const ResourcePage = createPageType(Resource as unknown as new () => Resource, 'ResourcePage');

@ArgsType()
class ResourceListArgs extends createListArgs(ResourceFilter, RESOURCE_SORT_FIELDS, 'ResourceSortField') {
  @Field(() => ResourceKind, { nullable: true, description: 'Same as filter.kind (the REST paths give it in the path)' })
  kind?: ResourceKind;
}

@ArgsType()
class RankingArgs {
  @Field(() => [ResourceKind], { defaultValue: [ResourceKind.book] })
  kinds!: ResourceKind[];

  @Field(() => RankBy, { defaultValue: RankBy.VIEWS })
  by!: RankBy;

  @Field(() => RankPeriod, { defaultValue: RankPeriod.MONTH })
  period!: RankPeriod;

  @Field(() => Int, { defaultValue: 10 })
  limit!: number;
}

const withKind = ({ kind, ...args }: ResourceListArgs) => (kind ? { ...args, filter: { ...args.filter, kind } } : args);

@Resolver(() => Resource)
export class ResourceResolver {
  private readonly service = new ResourceService();

  @Public()
  @PublicAnswer()
  @Query(() => ResourcePage, {
    description:
      'Visible resources of every kind or one (filter.kind). The e-book list needs a reader-card login; mixed lists show e-books only to reader-card logins.',
  })
  resources(@Ctx() ctx: Context, @Args(() => ResourceListArgs) args: ResourceListArgs) {
    return this.service.listPublicFor(ctx, withKind(args));
  }

  @Public()
  @PublicAnswer({ countsView: 'Resource' })
  @Query(() => Resource, {
    description:
      'One visible resource for its detail page; counts a view. E-books need a reader-card login; audio, theses, newspapers and journals a login; a resource may require more (permission).',
  })
  async resource(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('kind', () => ResourceKind, { nullable: true, description: 'When given, a resource of another kind is not found' }) kind?: ResourceKind,
  ) {
    return this.service.getPublic(ctx.em, ctx.viewer, parseId(id), { counter: ctx.services.views, ip: ctx.ip }, kind);
  }

  @Public()
  @PublicAnswer()
  @Query(() => [RankedResource], {
    description: 'Ranking (rankBooks) of visible resources by views, borrows or downloads over a period, or by average score',
  })
  resourceRanking(@Ctx() ctx: Context, @Args(() => RankingArgs) args: RankingArgs) {
    return rankResources(ctx.em, ctx.viewer, args.kinds, args.by, args.period, args.limit);
  }

  @Roles('ADMIN')
  @Query(() => ResourcePage, { description: 'Resources of every kind for the back office (overview pages, pickers)' })
  adminResources(@Ctx() ctx: Context, @Args(() => ResourceListArgs) args: ResourceListArgs) {
    return this.service.crud.list(ctx.em, withKind(args), 'admin');
  }

  @Roles('ADMIN')
  @Query(() => Resource)
  adminResource(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return this.service.crud.get(ctx.em, parseId(id), 'admin', ctx.services.views);
  }

  // Relations, batched across a page by MikroORM's dataloader.
  @FieldResolver(() => ResourceClass, { nullable: true })
  // A list row carries classId; the class itself (one more statement per page) is for the detail.
  @DetailOnly()
  class(@Root() resource: Resource) {
    return resource.class?.load() ?? null;
  }

  @FieldResolver(() => Supplier, { nullable: true, description: 'Procurement: null for anyone but an admin' })
  @Internal()
  supplier(@Root() resource: Resource) {
    return resource.supplier?.load() ?? null;
  }

  @FieldResolver(() => BatchNumber, { nullable: true, description: 'Procurement: null for anyone but an admin' })
  @Internal()
  batch(@Root() resource: Resource) {
    return resource.batch?.load() ?? null;
  }

  @FieldResolver(() => [Resource], {
    description: `Other visible resources of the same class, by views (detail pages); limit at most ${MAX_RELATED}, not inside another related`,
  })
  related(@Ctx() ctx: Context, @Root() resource: Resource, @Arg('limit', () => Int, { defaultValue: 6 }) limit: number) {
    return relatedResources(ctx, resource, limit);
  }
}
