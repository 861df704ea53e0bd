import { ArrayType, Entity, Index, Property } from '@mikro-orm/core';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { AppError } from '../../../core/errors/app-error.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import { createSubmissionResolver } from '../submission/submission.resolver.js';
import { Submission } from '../submission/submission.entity.js';
import { SubmissionFilter } from '../submission/submission.inputs.js';

/** When a volunteer can come: a weekday and a part of the day, e.g. 'MON:AM'. */
export const VOLUNTEER_SLOTS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].flatMap((day) =>
  ['AM', 'PM', 'EVE'].map((part) => `${day}:${part}`),
);

/** 志愿者: a reader applies to volunteer at the library (通过 / 不通过). */
@ObjectType({ description: 'A volunteer application', simpleResolvers: true })
@Entity({ tableName: 'volunteer_application' })
@Index({ properties: ['status', 'createdAt'] })
export class VolunteerApplication extends Submission {
  @Field()
  @Property({ length: 64 })
  name!: string;

  @Field()
  @Property({ length: 20 })
  phone!: string;

  @Field(() => [String], { description: "Weekday and part of the day: 'MON:AM', 'SAT:PM', 'FRI:EVE'…" })
  @Property({ type: ArrayType })
  availability!: string[];

  @Field(() => String, { nullable: true })
  @Property({ length: 500, nullable: true })
  skills?: string | null;

  @Field(() => String, { nullable: true, description: 'Where they would like to help: reading room, children, events…' })
  @Property({ length: 100, nullable: true })
  area?: string | null;
}

@InputType()
export class VolunteerApplicationInput {
  @Field()
  @Matches(/\S/, { message: '请填写姓名' })
  @MaxLength(64, { message: '姓名不能超过64个字' })
  name!: string;

  @Field()
  @Matches(/^1\d{10}$/, { message: '请输入正确的手机号' })
  phone!: string;

  @Field(() => [String])
  @ArrayMinSize(1, { message: '请选择可服务时间' })
  @ArrayMaxSize(VOLUNTEER_SLOTS.length)
  @IsIn(VOLUNTEER_SLOTS, { each: true, message: '可服务时间无效' })
  availability!: string[];

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(500, { message: '特长不能超过500个字' })
  skills?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(100, { message: '服务意向不能超过100个字' })
  area?: string;
}

@InputType()
export class VolunteerApplicationFilter extends SubmissionFilter {}

export const volunteers = createSubmissionResolver({
  entity: VolunteerApplication,
  typeName: 'VolunteerApplication',
  label: '志愿者申请',
  passedEvent: 'volunteer.served',
  one: 'volunteerApplication',
  many: 'volunteerApplications',
  rest: 'volunteer',
  input: VolunteerApplicationInput,
  filter: VolunteerApplicationFilter,
  textFields: ['name', 'phone', 'skills'],
  toData: (input) => ({
    name: input.name.trim(),
    phone: input.phone,
    availability: [...new Set(input.availability)],
    skills: input.skills?.trim() || null,
    area: input.area?.trim() || null,
  }),
  // One open application at a time.
  beforeSubmit: async (em, _data, readerId) => {
    if (await em.count(VolunteerApplication, { reader: readerId, status: ReviewStatus.PENDING })) {
      throw AppError.badRequest('您已提交过志愿者申请，请等待审核');
    }
  },
  perHour: 5,
});
