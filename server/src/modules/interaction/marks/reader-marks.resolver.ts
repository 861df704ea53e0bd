import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { Roles } from '../../../core/auth/decorators.js';
import { parseId } from '../../../core/crud/ids.js';
import { createPageType, DEFAULT_PAGE_SIZE } from '../../../core/crud/page.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import { findOpenable, Resource, ResourceKind } from '../../catalogue/index.js';
import { Comment } from '../types/comment.js';
import { Score } from '../types/score.js';
import { Tag } from '../types/tag.js';
import { MarkType, ReaderMark } from './reader-mark.entity.js';
import { ReaderMarks } from './reader-marks.service.js';

const ReaderMarkPage = createPageType(ReaderMark, 'ReaderMarkPage');

/** What the action bar of a detail page shows for the logged-in reader. */
@ObjectType({ description: "The reader's own marks and submissions on one resource", simpleResolvers: true })
export class ReaderResourceState {
  @Field(() => ID)
  resourceId!: number;

  @Field()
  collected!: boolean;

  @Field()
  subscribed!: boolean;

  @Field(() => Int, { description: "The resource's collection count now" })
  collections!: number;

  @Field(() => Score, { nullable: true, description: 'Their score, with its state' })
  score?: Score | null;

  @Field(() => [Tag], { description: 'Their tags, with their states' })
  tags!: Tag[];

  @Field(() => [Comment], { description: 'Their comments still waiting for review (shown to them with 审核中)' })
  pendingComments!: Comment[];
}

@Resolver(() => ReaderMark)
export class ReaderMarksResolver {
  @FieldResolver(() => Resource)
  resource(@Root() mark: ReaderMark) {
    return mark.resource.load();
  }

  /** `changed`: a mark was just set or cleared by SQL, so the resource's count is read again. */
  private async state(ctx: Context, resourceId: number, changed = false): Promise<ReaderResourceState> {
    const readerId = ctx.viewer!.id;
    const resource = await findOpenable(ctx.em, ctx.viewer, resourceId);
    const [marks, score, tags, pendingComments] = await Promise.all([
      ctx.em.find(ReaderMark, { reader: readerId, resource: resourceId }),
      ctx.em.findOne(Score, { reader: readerId, resource: resourceId }),
      ctx.em.find(Tag, { reader: readerId, resource: resourceId }, { orderBy: { id: 'ASC' } }),
      ctx.em.find(Comment, { reader: readerId, resource: resourceId, status: ReviewStatus.PENDING }, { orderBy: { id: 'DESC' }, limit: 20 }),
    ]);
    if (changed) await ctx.em.refresh(resource);
    return {
      resourceId,
      collected: marks.some((mark) => mark.type === MarkType.COLLECTION),
      subscribed: marks.some((mark) => mark.type === MarkType.SUBSCRIPTION),
      collections: resource.collections,
      score,
      tags,
      pendingComments,
    };
  }

  @Roles('READER')
  @Query(() => ReaderResourceState, { description: "The reader's collection, subscription, score, tags and pending comments on a resource" })
  readerResourceState(@Ctx() ctx: Context, @Arg('resourceId', () => ID) resourceId: string) {
    return this.state(ctx, parseId(resourceId, 'resourceId'));
  }

  @Roles('READER')
  @Mutation(() => ReaderResourceState, { description: '收藏: safe to repeat' })
  async collectResource(@Ctx() ctx: Context, @Arg('resourceId', () => ID) resourceId: string) {
    const id = parseId(resourceId, 'resourceId');
    await ReaderMarks.set(ctx.em, ctx.services, ctx.viewer, id, MarkType.COLLECTION);
    return this.state(ctx, id, true);
  }

  @Roles('READER')
  @Mutation(() => ReaderResourceState, { description: '取消收藏' })
  async uncollectResource(@Ctx() ctx: Context, @Arg('resourceId', () => ID) resourceId: string) {
    const id = parseId(resourceId, 'resourceId');
    await ReaderMarks.clear(ctx.em, ctx.services, ctx.viewer, id, MarkType.COLLECTION);
    return this.state(ctx, id, true);
  }

  @Roles('READER')
  @Mutation(() => ReaderResourceState, { description: '订阅 a newspaper or journal: new editions and volumes are marked 新' })
  async subscribeResource(@Ctx() ctx: Context, @Arg('resourceId', () => ID) resourceId: string) {
    const id = parseId(resourceId, 'resourceId');
    await ReaderMarks.set(ctx.em, ctx.services, ctx.viewer, id, MarkType.SUBSCRIPTION);
    return this.state(ctx, id, true);
  }

  @Roles('READER')
  @Mutation(() => ReaderResourceState, { description: '取消订阅' })
  async unsubscribeResource(@Ctx() ctx: Context, @Arg('resourceId', () => ID) resourceId: string) {
    const id = parseId(resourceId, 'resourceId');
    await ReaderMarks.clear(ctx.em, ctx.services, ctx.viewer, id, MarkType.SUBSCRIPTION);
    return this.state(ctx, id, true);
  }

  @Roles('READER')
  @Mutation(() => Boolean, { description: 'The subscriber opened the resource: its new editions are seen' })
  seeSubscription(@Ctx() ctx: Context, @Arg('resourceId', () => ID) resourceId: string) {
    return ReaderMarks.see(ctx.em, ctx.viewer, parseId(resourceId, 'resourceId'));
  }

  @Roles('READER')
  @Query(() => ReaderMarkPage, { description: "The reader's collections, newest first, optionally of one kind" })
  myCollections(
    @Ctx() ctx: Context,
    @Arg('kind', () => ResourceKind, { nullable: true }) kind: ResourceKind | undefined,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) pageSize: number,
  ) {
    return ReaderMarks.mine(ctx.em, ctx.viewer, MarkType.COLLECTION, kind, page, pageSize);
  }

  @Roles('READER')
  @Query(() => ReaderMarkPage, { description: "The reader's subscriptions (newspapers, journals) with what is new in each" })
  mySubscriptions(
    @Ctx() ctx: Context,
    @Arg('kind', () => ResourceKind, { nullable: true }) kind: ResourceKind | undefined,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) pageSize: number,
  ) {
    return ReaderMarks.mine(ctx.em, ctx.viewer, MarkType.SUBSCRIPTION, kind, page, pageSize);
  }
}
