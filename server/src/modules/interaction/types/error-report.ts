import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { createSubmissionResolver } from '../submission/submission.resolver.js';
import { ResourceSubmission } from '../submission/submission.entity.js';
import { ResourceSubmissionFilter } from '../submission/submission.inputs.js';

export enum ErrorReportType {
  CONTENT = 'CONTENT',
  METADATA = 'METADATA',
  LINK = 'LINK',
  FILE = 'FILE',
  OTHER = 'OTHER',
}
registerEnumType(ErrorReportType, { name: 'ErrorReportType', description: '内容错误 / 信息有误 / 链接失效 / 文件无法打开 / 其他' });

/** 纠错: a reader reports an error in a resource; the library processes it with a reply (resError). */
@ObjectType({ description: "A reader's error report on a resource", simpleResolvers: true })
@Entity({ tableName: 'resource_error_report' })
@Index({ properties: ['status', 'createdAt'] })
// 纠错管理 groups by resource (error-report-groups.resolver.ts).
@Index({ properties: ['resource', 'status', 'createdAt'] })
export class ErrorReport extends ResourceSubmission {
  @Field(() => ErrorReportType)
  @Enum({ items: () => ErrorReportType, nativeEnumName: 'error_report_type' })
  type!: ErrorReportType;

  @Field()
  @Property({ type: 'text' })
  description!: string;
}

@InputType()
export class ErrorReportInput {
  @Field(() => ID)
  resourceId!: string;

  @Field(() => ErrorReportType)
  type!: ErrorReportType;

  @Field()
  @Matches(/\S/, { message: '请描述错误' })
  @MaxLength(1000, { message: '描述不能超过1000个字' })
  description!: string;
}

@InputType()
export class ErrorReportFilter extends ResourceSubmissionFilter {
  @Field(() => ErrorReportType, { nullable: true })
  type?: ErrorReportType;
}

export const errorReports = createSubmissionResolver({
  entity: ErrorReport,
  typeName: 'ErrorReport',
  label: '资源纠错',
  one: 'errorReport',
  many: 'errorReports',
  rest: 'error',
  input: ErrorReportInput,
  filter: ErrorReportFilter,
  where: { type: (type) => ({ type }) },
  textFields: ['description'],
  resourceOf: (input) => input.resourceId,
  toData: (input) => ({ type: input.type, description: input.description.trim() }),
});
