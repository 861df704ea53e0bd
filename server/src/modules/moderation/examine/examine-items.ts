import { IsIn, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { createCrudResolver } from '../../../core/crud/crud.resolver.js';
import { SortOrder } from '../../../core/crud/page.js';
import { contains } from '../../../core/crud/where.js';
import { AppError } from '../../../core/errors/app-error.js';
import { ExamineItem, ExamineKind, ReviewMode, SensitiveAction } from './examine-item.entity.js';
import { ensureExamineItems } from './examine-sources.js';

@InputType({ description: "An examine item's settings; fields left out keep their value" })
export class ExamineItemInput {
  @Field({ nullable: true, description: '启用 / 停用' })
  enabled?: boolean;

  @Field({ nullable: true, description: '开启 / 关闭' })
  open?: boolean;

  @Field(() => ReviewMode, { nullable: true, description: 'Submission types only' })
  @IsOptional()
  @IsIn(Object.values(ReviewMode))
  reviewMode?: ReviewMode;

  @Field(() => SensitiveAction, { nullable: true, description: 'Submission types only' })
  @IsOptional()
  @IsIn(Object.values(SensitiveAction))
  onSensitive?: SensitiveAction;
}

@InputType()
export class ExamineItemFilter {
  @Field(() => ExamineKind, { nullable: true })
  kind?: ExamineKind;

  @Field({ nullable: true, description: 'Part of the name' })
  @IsOptional()
  keyword?: string;

  @Field({ nullable: true })
  enabled?: boolean;

  @Field({ nullable: true })
  open?: boolean;
}

const REVIEW_FIELDS = ['reviewMode', 'onSensitive'];
const notForVenues = () => AppError.badInput('reviewMode', '场馆审批项没有审核方式，请在“场馆预约”一项中设置');

/**
 * 自动审核 / 审批项 (REST api/admin/examine/…): the list (rows made for every registered type and
 * venue as it is read), 启用/停用, 开启/关闭, the review mode (setter, singly and in batch), the
 * match action (setter), and update for all of them at once. No create or remove: the items follow
 * their subjects.
 */
export const examineItemCrud = createCrudResolver({
  entity: ExamineItem,
  typeName: 'ExamineItem',
  one: 'examineItem',
  many: 'examineItems',
  rest: 'examine',
  input: ExamineItemInput,
  filter: ExamineItemFilter,
  where: {
    kind: (kind) => ({ kind }),
    keyword: (text) => ({ name: contains(text) }),
    enabled: (enabled) => ({ enabled }),
    open: (open) => ({ open }),
  },
  sortFields: ['sort', 'id'],
  defaultOrder: SortOrder.ASC,
  publicQueries: false,
  actions: { create: false, recommend: false, remove: false, open: true },
  setters: [
    { name: 'ReviewMode', field: 'reviewMode', type: ReviewMode },
    { name: 'OnSensitive', field: 'onSensitive', type: SensitiveAction },
  ],
  beforeList: ensureExamineItems,
  // A venue's review fields keep their defaults (the form sends them back unchanged: that is fine).
  beforeSave: async (_em, data, existing) => {
    const changes = (field: string) =>
      field in data && (data as Record<string, unknown>)[field] !== (existing as unknown as Record<string, unknown>)[field];
    if (existing?.kind === ExamineKind.VENUE && REVIEW_FIELDS.some(changes)) throw notForVenues();
  },
  beforeSetField: async (_em, items, field, value) => {
    const venues = items.filter((item) => item.kind === ExamineKind.VENUE);
    if (REVIEW_FIELDS.includes(field) && venues.some((item) => (item as unknown as Record<string, unknown>)[field] !== value)) throw notForVenues();
  },
});
