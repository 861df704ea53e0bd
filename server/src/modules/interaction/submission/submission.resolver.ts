import type { EntityData, FilterQuery } from '@mikro-orm/core';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, type ClassType } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { Public, Roles } from '../../../core/auth/decorators.js';
import { createCrudResolver } from '../../../core/crud/crud.resolver.js';
import { parseId } from '../../../core/crud/ids.js';
import { DEFAULT_PAGE_SIZE, SortOrder } from '../../../core/crud/page.js';
import { contains } from '../../../core/crud/where.js';
import { AppError } from '../../../core/errors/app-error.js';
import { Internal, PublicAnswer } from '../../../core/graphql/field-marks.js';
import { Resource } from '../../catalogue/index.js';
import { Reader } from '../../users/index.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import type { SubmissionDefinition } from './submission.definition.js';
import type { Submission } from './submission.entity.js';
import { SubmissionReviewInput, type SubmissionFilter } from './submission.inputs.js';
import { SubmissionService } from './submission.service.js';
import { registerSubmissionEntity } from './submission-tables.js';
import { registerSubmissionType } from '../../moderation/index.js';

const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1);

/**
 * Everything one submission type needs, from its definition: the back office's queue through the
 * CRUD factory (list, detail, review with a reply, pass / not pass singly and in batch, remove; all
 * audited) and the reader's side (submit, my list, mark read, and the public list of passed ones).
 */
export function createSubmissionResolver<E extends Submission<string>, TInput extends object, TFilter extends SubmissionFilter>(
  def: SubmissionDefinition<E, TInput, TFilter>,
) {
  const service = new SubmissionService(def);
  registerSubmissionEntity(def.entity as never);
  // Every type gets an examine item (自动审核) without listing it anywhere else.
  registerSubmissionType(def.typeName, def.label);
  const T = def.typeName;
  const entity = def.entity as unknown as new () => E;

  const common: Record<string, (value: never) => FilterQuery<E>> = {
    status: (status: ReviewStatus) => ({ status }) as unknown as FilterQuery<E>,
    from: (from: Date) => ({ createdAt: { $gte: from } }) as unknown as FilterQuery<E>,
    to: (to: Date) => ({ createdAt: { $lt: to } }) as unknown as FilterQuery<E>,
    readerId: (id: string) => ({ reader: parseId(id, 'readerId') }) as unknown as FilterQuery<E>,
    resourceId: (id: string) => ({ resource: parseId(id, 'resourceId') }) as unknown as FilterQuery<E>,
    keyword: (text: string) =>
      ({
        $or: [
          ...def.textFields.map((field) => ({ [field]: contains(text) })),
          { reader: { name: contains(text) } },
          { reader: { cardNumber: contains(text) } },
        ],
      }) as unknown as FilterQuery<E>,
  };

  const crud = createCrudResolver<E, SubmissionReviewInput, TFilter>({
    entity: def.entity,
    typeName: T,
    one: def.one,
    many: def.many,
    rest: def.adminRest ?? def.rest,
    input: SubmissionReviewInput,
    filter: def.filter,
    where: { ...common, ...def.where } as never,
    sortFields: ['createdAt', 'reviewedAt', 'id'],
    defaultOrder: SortOrder.DESC,
    publicQueries: false,
    actions: { create: false, enable: false, recommend: false },
    setters: [{ name: 'Status', field: 'status', type: ReviewStatus }],
    // update<Type> is the review: a state, a reply, or both; the reader sees it as new.
    toData: ({ status, reply }) =>
      ({ ...(status ? { status } : {}), ...(reply === undefined ? {} : { reply: reply.trim() || null }) }) as EntityData<E>,
    beforeSave: async (em, data, existing) => {
      if (!existing) throw AppError.notFound();
      await service.statusChanging(em, existing, (data as { status?: ReviewStatus }).status ?? existing.status);
    },
    beforeSetField: async (em, items, field, value) => {
      if (field !== 'status') return;
      for (const item of items) await service.statusChanging(em, item, value as ReviewStatus);
    },
    afterRemove: async (em, items) => {
      for (const item of items) if (item.status === ReviewStatus.PASSED) await service.passChanged(em, item, -1);
    },
  });

  const Page = crud.Page;
  const plural = capitalise(def.many);

  @Resolver(() => entity)
  class ReaderSide {
    submit(ctx: Context, input: TInput) {
      return service.submit(ctx.em, ctx.viewer, input, ctx.services);
    }

    mine(ctx: Context, page: number, pageSize: number, status?: ReviewStatus) {
      return service.mine(ctx.em, ctx.viewer!.id, page, pageSize, status);
    }

    readMine(ctx: Context) {
      return service.readMine(ctx.em, ctx.viewer!.id);
    }

    publicPage(ctx: Context, resourceId: string | undefined, page: number, pageSize: number) {
      return service.publicPage(ctx.em, ctx.viewer, resourceId, page, pageSize);
    }

    /** Admins only: the public sees `authorName`, never the account (phone numbers live on it). */
    @Internal()
    @FieldResolver(() => Reader, { nullable: true, description: 'The account that sent it (back office only)' })
    reader(@Root() item: E) {
      return item.reader.load();
    }

    resource(item: E) {
      return (item as unknown as { resource: { load(): Promise<Resource> } }).resource.load();
    }
  }

  const proto = ReaderSide.prototype;
  const decorate = (name: string, decorators: MethodDecorator[], params: ParameterDecorator[]) => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
    for (const decorator of decorators) decorator(proto, name, descriptor);
    params.forEach((param, index) => param(proto, name, index));
  };
  const paging = [
    Arg('page', () => Int, { defaultValue: 1 }),
    Arg('pageSize', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }),
  ] as ParameterDecorator[];

  decorate(
    'submit',
    [
      Roles('READER'),
      Mutation(() => entity, {
        name: `submit${T}`,
        description: `A reader sends a ${T}: it waits for review (PENDING) or passes at once, as its examine item says`,
      }),
    ],
    [Ctx() as ParameterDecorator, Arg('input', () => def.input) as ParameterDecorator],
  );
  decorate(
    'mine',
    [Roles('READER'), Query(() => Page, { name: `my${plural}`, description: `The reader's own ${def.many}, newest first, with their state` })],
    [Ctx() as ParameterDecorator, ...paging, Arg('status', () => ReviewStatus, { nullable: true }) as ParameterDecorator],
  );
  decorate(
    'readMine',
    [
      Roles('READER'),
      Mutation(() => Int, { name: `readMy${plural}`, description: 'Marks the reviews of my items as seen; answers how many were new' }),
    ],
    [Ctx() as ParameterDecorator],
  );
  if (def.resourceOf) {
    decorate('resource', [FieldResolver(() => Resource) as MethodDecorator], [Root() as ParameterDecorator]);
  }
  if (def.publicList) {
    decorate(
      'publicPage',
      [Public(), PublicAnswer(), Query(() => Page, { name: def.publicList.name, description: def.publicList.description })],
      [Ctx() as ParameterDecorator, Arg('resourceId', () => ID, { nullable: true }) as ParameterDecorator, ...paging],
    );
  }

  return { crud, service, resolvers: [crud.resolver, ReaderSide] as ClassType[], def };
}
