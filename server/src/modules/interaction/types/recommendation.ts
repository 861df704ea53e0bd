import { Entity, Index, Property } from '@mikro-orm/core';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { AppError } from '../../../core/errors/app-error.js';
import { parseIsbn } from '../../catalogue/index.js';
import { createSubmissionResolver } from '../submission/submission.resolver.js';
import { Submission } from '../submission/submission.entity.js';
import { SubmissionFilter } from '../submission/submission.inputs.js';

/** 资源荐购: a reader recommends a title for the library to acquire (采纳 / 不采纳, with a note). */
@ObjectType({ description: 'A reader recommends a resource for the library to acquire', simpleResolvers: true })
@Entity({ tableName: 'resource_recommendation' })
@Index({ properties: ['status', 'createdAt'] })
export class Recommendation extends Submission {
  @Field()
  @Property({ length: 300 })
  title!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 200, nullable: true })
  author?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 200, nullable: true })
  publisher?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 20, nullable: true })
  isbn?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  reason?: string | null;
}

const optional = (text?: string | null) => text?.trim() || null;

@InputType()
export class RecommendationInput {
  @Field()
  @Matches(/\S/, { message: '请填写书名' })
  @MaxLength(300, { message: '书名不能超过300个字' })
  title!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(200, { message: '作者不能超过200个字' })
  author?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(200, { message: '出版社不能超过200个字' })
  publisher?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(/^$|^(97[89])?\d{9}[\dXx]$|^(97[89]-?)?\d{1,5}-?\d{1,7}-?\d{1,7}-?[\dXx]$/, { message: 'ISBN 格式不正确' })
  @MaxLength(20, { message: 'ISBN 格式不正确' })
  isbn?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(1000, { message: '推荐理由不能超过1000个字' })
  reason?: string;
}

@InputType()
export class RecommendationFilter extends SubmissionFilter {}

export const recommendations = createSubmissionResolver({
  entity: Recommendation,
  typeName: 'Recommendation',
  label: '资源荐购',
  passedEvent: 'recommendation.adopted',
  one: 'recommendation',
  many: 'recommendations',
  rest: 'resource/recommend',
  adminRest: 'recommendation',
  input: RecommendationInput,
  filter: RecommendationFilter,
  textFields: ['title', 'author', 'isbn'],
  toData: (input) => ({
    title: input.title.trim(),
    author: optional(input.author),
    publisher: optional(input.publisher),
    isbn: optional(input.isbn)?.replace(/-/g, '').toUpperCase() ?? null,
    reason: optional(input.reason),
  }),
  // The form checks the shape; the check digit is the catalogue's rule (ISBN 校验位错误：…).
  beforeSubmit: async (_em, data) => {
    const isbn = data.isbn ? parseIsbn(data.isbn as string) : undefined;
    if (isbn && isbn.ok === false) throw AppError.badInput('isbn', isbn.message);
  },
  perHour: 10,
});
