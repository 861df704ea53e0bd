import type { EntityData } from '@mikro-orm/core';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { actorOf } from '../../core/audit/audit.service.js';
import { Roles } from '../../core/auth/decorators.js';
import { createCrudResolver } from '../../core/crud/crud.resolver.js';
import { parseId, parseIds, relationId } from '../../core/crud/ids.js';
import { BatchResult, DEFAULT_PAGE_SIZE, SortOrder } from '../../core/crud/page.js';
import { contains, flagFilters } from '../../core/crud/where.js';
import { AppError } from '../../core/errors/app-error.js';
import { DetailOnly, Internal } from '../../core/graphql/field-marks.js';
import { sanitizeRichText } from '../../core/sanitize.js';
import { FileDownload } from '../../core/upload/file-download.js';
import { Branch, Library } from '../content/index.js';
import { Reader } from '../users/index.js';
import { ActivitySignUp, SignUpStatus } from './activity-sign-up.entity.js';
import {
  cancelSignUp,
  checkIn,
  exportSignUps,
  ExportFormat,
  fillFromWaitingList,
  mySignUpOf,
  mySignUps,
  signUp,
  waitingCount,
} from './activity-sign-up.service.js';
import { stateWhere } from './activity-state.js';
import { Activity } from './activity.entity.js';
import { ActivityFilter, ActivityInput, ActivitySignUpFilter } from './activity.inputs.js';

registerEnumType(ExportFormat, { name: 'ExportFormat', description: 'XLSX (Excel) or CSV (UTF-8 with a byte-order mark)' });

/**
 * 活动管理 on the CRUD factory: the public list `activities` (filters: category, state, past) and
 * detail `activity` (REST GET api/act, api/act/{id}), and the back office's pattern (adminActivities,
 * createActivity, updateActivity, enable, recommend, remove…; REST api/admin/act/…).
 */
export const activityCrud = createCrudResolver({
  entity: Activity,
  typeName: 'Activity',
  one: 'activity',
  many: 'activities',
  rest: 'act',
  input: ActivityInput,
  filter: ActivityFilter,
  where: {
    ...flagFilters,
    keyword: (text) => ({ $or: [{ title: contains(text) }, { place: contains(text) }] }),
    category: (category) => ({ category }),
    state: (state) => stateWhere(state),
    past: (past) => (past ? { endsAt: { $lte: new Date() } } : { endsAt: { $gt: new Date() } }),
    libraryId: (id) => ({ library: parseId(id, 'libraryId') }),
    branchId: (id) => ({ branch: parseId(id, 'branchId') }),
  },
  sortFields: ['startsAt', 'createdAt', 'sort', 'id'],
  defaultOrder: SortOrder.DESC,
  toData: ({ libraryId, branchId, body, summary, cover, ...rest }) =>
    ({
      ...rest,
      library: relationId(libraryId, 'libraryId'),
      branch: relationId(branchId, 'branchId'),
      body: body === undefined ? undefined : sanitizeRichText(body),
      summary: summary === '' ? null : summary,
      cover: cover === '' ? null : cover,
    }) as EntityData<Activity>,
  beforeSave: async (em, data, existing) => {
    const library = data.library as number | null | undefined;
    if (library && !(await em.count(Library, { id: library }))) throw AppError.badInput('libraryId', '所在图书馆不存在');
    const branch = data.branch as number | null | undefined;
    if (branch && !(await em.count(Branch, { id: branch }))) throw AppError.badInput('branchId', '所在分馆不存在');
    const pick = <K extends 'startsAt' | 'endsAt' | 'signUpStartsAt' | 'signUpEndsAt'>(key: K) =>
      (data[key] === undefined ? existing?.[key] : data[key]) as Date | null | undefined;
    const [startsAt, endsAt, signUpStartsAt, signUpEndsAt] = [pick('startsAt'), pick('endsAt'), pick('signUpStartsAt'), pick('signUpEndsAt')];
    if (startsAt && endsAt && endsAt <= startsAt) throw AppError.badInput('endsAt', '结束时间须晚于开始时间');
    if (signUpEndsAt && startsAt && signUpEndsAt > startsAt) throw AppError.badInput('signUpEndsAt', '报名截止时间不能晚于活动开始时间');
    if (signUpStartsAt && startsAt && signUpStartsAt >= startsAt) throw AppError.badInput('signUpStartsAt', '报名开始时间须早于活动开始时间');
    if (signUpStartsAt && signUpEndsAt && signUpEndsAt <= signUpStartsAt) throw AppError.badInput('signUpEndsAt', '报名截止时间须晚于报名开始时间');
    const capacity = data.capacity as number | undefined;
    if (existing && capacity !== undefined && capacity < existing.signedUpCount) {
      throw AppError.badInput('capacity', `已有${existing.signedUpCount}人报名成功，人数上限不能少于${existing.signedUpCount}`);
    }
  },
  // More places: waiting readers move up at once.
  afterSave: async (em, activity, existing) => {
    if (existing && (await fillFromWaitingList(em, activity)).length) await em.flush();
  },
});

/**
 * 报名名单 of the back office: adminActivitySignUps (filter: activityId, status, keyword, checkedIn;
 * REST api/admin/act/signup/list); sign-ups are the readers' own, so no create/update/flags here.
 */
export const activitySignUpCrud = createCrudResolver({
  entity: ActivitySignUp,
  typeName: 'ActivitySignUp',
  one: 'activitySignUp',
  many: 'activitySignUps',
  rest: 'act/signup',
  // Nothing is created or updated here; the input type is never used.
  input: ActivitySignUpFilter,
  filter: ActivitySignUpFilter,
  where: {
    activityId: (id) => ({ activity: parseId(id, 'activityId') }),
    status: (status) => ({ status }),
    checkedIn: (checkedIn) => ({ checkedInAt: checkedIn ? { $ne: null } : null }),
    keyword: (text) => ({ reader: { $or: [{ name: contains(text) }, { cardNumber: contains(text) }, { phone: contains(text) }] } }),
  },
  sortFields: ['queuedAt', 'createdAt', 'id'],
  defaultOrder: SortOrder.ASC,
  publicQueries: false,
  actions: { create: false, update: false, enable: false, recommend: false, remove: false },
});

@ArgsType()
class MySignUpsArgs {
  @Field(() => Int, { defaultValue: 1 })
  page!: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  pageSize!: number;

  @Field(() => SignUpStatus, { nullable: true })
  status?: SignUpStatus;
}

@Resolver(() => Activity)
export class ActivityFieldsResolver {
  @FieldResolver(() => Library, { nullable: true, description: 'The library it takes place in (an enabled one, for the public)' })
  async library(@Ctx() ctx: Context, @Root() activity: Activity): Promise<Library | null> {
    const library = (await activity.library?.load()) ?? null;
    return library && (library.enabled || ctx.viewer?.kind === 'admin') ? library : null;
  }

  @FieldResolver(() => Branch, { nullable: true, description: 'The branch (分馆) it takes place in (an enabled one, for the public)' })
  async branch(@Ctx() ctx: Context, @Root() activity: Activity): Promise<Branch | null> {
    const branch = (await activity.branch?.load()) ?? null;
    return branch && (branch.enabled || ctx.viewer?.kind === 'admin') ? branch : null;
  }

  @DetailOnly()
  @FieldResolver(() => ActivitySignUp, { nullable: true, description: "The logged-in reader's own sign-up (detail pages; null for guests)" })
  mySignUp(@Ctx() ctx: Context, @Root() activity: Activity): Promise<ActivitySignUp | null> | null {
    return ctx.viewer?.kind === 'reader' ? mySignUpOf(ctx.em, ctx.viewer.id, activity.id) : null;
  }

  @DetailOnly()
  @FieldResolver(() => Int, { description: 'Readers on the waiting list (detail pages)' })
  waitingCount(@Ctx() ctx: Context, @Root() activity: Activity): Promise<number> {
    return waitingCount(ctx.em, activity.id);
  }
}

@Resolver(() => ActivitySignUp)
export class ActivitySignUpResolver {
  @FieldResolver(() => Activity)
  activity(@Root() signUp: ActivitySignUp): Promise<Activity> {
    return signUp.activity.loadOrFail();
  }

  @Internal()
  @FieldResolver(() => Reader, { nullable: true, description: 'Back office only: who signed up' })
  reader(@Root() signUp: ActivitySignUp): Promise<Reader> {
    return signUp.reader.loadOrFail();
  }

  @Roles('READER')
  @Mutation(() => ActivitySignUp, { description: '报名 (REST POST api/user/act, body activityId): a place, or the waiting list when full' })
  signUpForActivity(@Ctx() ctx: Context, @Arg('activityId', () => ID) activityId: string): Promise<ActivitySignUp> {
    return signUp(ctx.em, ctx.viewer, parseId(activityId, 'activityId'), ctx.services);
  }

  @Roles('READER')
  @Mutation(() => ActivitySignUp, { description: '取消报名 before the start (REST POST api/user/act/cancel); the first waiting reader moves up' })
  cancelActivitySignUp(@Ctx() ctx: Context, @Arg('activityId', () => ID) activityId: string): Promise<ActivitySignUp> {
    return cancelSignUp(ctx.em, ctx.viewer, parseId(activityId, 'activityId'));
  }

  @Roles('READER')
  @Query(() => activitySignUpCrud.Page, { description: "The reader's sign-ups, newest first (REST GET api/user/mine/act)" })
  myActivitySignUps(@Ctx() ctx: Context, @Args(() => MySignUpsArgs) args: MySignUpsArgs) {
    return mySignUps(ctx.em, ctx.viewer!.id, args.page, args.pageSize, args.status);
  }

  @Roles('ADMIN')
  @Mutation(() => ActivitySignUp, { description: '签到 (checkedIn false undoes it): signed-up readers only' })
  async checkInActivitySignUp(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('checkedIn', { defaultValue: true }) checkedIn: boolean,
  ): Promise<ActivitySignUp> {
    return (await checkIn(ctx.em, [parseId(id)], checkedIn, actorOf(ctx)))[0];
  }

  @Roles('ADMIN')
  @Mutation(() => BatchResult, { description: '批量签到' })
  async batchCheckInActivitySignUp(
    @Ctx() ctx: Context,
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('checkedIn', { defaultValue: true }) checkedIn: boolean,
  ): Promise<BatchResult> {
    const parsed = parseIds(ids);
    await checkIn(ctx.em, parsed, checkedIn, actorOf(ctx));
    return { count: parsed.length, ids: parsed };
  }

  @Roles('ADMIN')
  @Query(() => FileDownload, { description: '导出报名名单 of one activity (REST GET api/admin/act/signup/export)' })
  exportActivitySignUps(
    @Ctx() ctx: Context,
    @Arg('activityId', () => ID) activityId: string,
    @Arg('format', () => ExportFormat, { defaultValue: ExportFormat.XLSX }) format: ExportFormat,
  ): Promise<FileDownload> {
    return exportSignUps(ctx.em, parseId(activityId, 'activityId'), format);
  }
}
