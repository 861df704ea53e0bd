import { Arg, Ctx, Extensions, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { Embedded } from '../../../core/graphql/field-marks.js';
import { IN_MEMORY_LIST } from '../../../core/graphql/query-cost.js';
import type { Context } from '../../../core/context.js';
import { Roles } from '../../../core/auth/decorators.js';
import { createCrudResolver } from '../../../core/crud/crud.resolver.js';
import { parseId } from '../../../core/crud/ids.js';
import { DEFAULT_PAGE_SIZE } from '../../../core/crud/page.js';
import { contains, flagFilters } from '../../../core/crud/where.js';
import { AppError } from '../../../core/errors/app-error.js';
import { FileDownload } from '../../../core/upload/file-download.js';
import { Survey, SurveyAnswer, SurveyQuestionType } from './survey.entity.js';
import { SurveyAnswerInput, SurveyFilter, SurveyInput } from './survey.inputs.js';
import {
  answerSurvey,
  checkWindow,
  exportSurvey,
  myAnswer,
  stateWhere,
  surveyData,
  surveyResults,
  SurveyExportFormat,
  textAnswers,
} from './survey.service.js';

registerEnumType(SurveyExportFormat, { name: 'SurveyExportFormat', description: 'CSV: one row per answer; XLSX: the results and the answers' });

/**
 * Surveys on the CRUD factory: the public list `surveys` (enabled ones; filter `state` for 进行中 /
 * 已结束) and detail `survey`, and the back office's pattern (adminSurveys, createSurvey with its
 * questions, updateSurvey, enable, remove…).
 */
export const surveyCrud = createCrudResolver({
  entity: Survey,
  typeName: 'Survey',
  one: 'survey',
  many: 'surveys',
  rest: 'survey',
  input: SurveyInput,
  filter: SurveyFilter,
  where: { ...flagFilters, keyword: (text) => ({ title: contains(text) }), state: stateWhere },
  sortFields: ['startsAt', 'endsAt', 'sort', 'answerCount', 'createdAt', 'id'],
  toData: surveyData,
  beforeSave: checkWindow,
});

@ObjectType({ description: 'One option of a question with how many chose it', simpleResolvers: true })
export class SurveyOptionResult {
  @Field()
  key!: string;

  @Field()
  label!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float, { description: 'Of the readers who answered the survey, 0–100, one decimal' })
  percent!: number;
}

@ObjectType({ description: "One question's results", simpleResolvers: true })
export class SurveyQuestionResult {
  @Field()
  key!: string;

  @Field(() => SurveyQuestionType)
  type!: SurveyQuestionType;

  @Field()
  title!: string;

  @Field()
  required!: boolean;

  @Field(() => Int, { description: 'Readers who answered this question' })
  answered!: number;

  @Field(() => [SurveyOptionResult], { description: 'Choice questions, in order' })
  @Extensions(IN_MEMORY_LIST)
  @Embedded()
  options!: SurveyOptionResult[];
}

@ObjectType({ description: 'The results of a survey (back office)', simpleResolvers: true })
export class SurveyResults {
  @Field(() => ID)
  surveyId!: number;

  @Field()
  title!: string;

  @Field(() => Int)
  answerCount!: number;

  @Field(() => [SurveyQuestionResult])
  @Extensions(IN_MEMORY_LIST)
  @Embedded()
  questions!: SurveyQuestionResult[];
}

@ObjectType({ description: "A reader's answer to a text question", simpleResolvers: true })
export class SurveyTextAnswer {
  @Field()
  text!: string;

  @Field()
  answeredAt!: Date;
}

@ObjectType({ simpleResolvers: true })
export class SurveyTextAnswerPage {
  @Field(() => [SurveyTextAnswer])
  items!: SurveyTextAnswer[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}

/** Answering (a reader, once per survey), the reader's own answer, and the back office's results and export. */
@Resolver()
export class SurveyAnswerResolver {
  @Roles('READER')
  @Mutation(() => SurveyAnswer, { description: 'Answers an open survey; one answer per reader (REST: POST api/user/survey)' })
  answerSurvey(@Ctx() ctx: Context, @Arg('input', () => SurveyAnswerInput) input: SurveyAnswerInput): Promise<SurveyAnswer> {
    if (ctx.viewer?.kind !== 'reader') throw AppError.unauthenticated();
    return answerSurvey(ctx.em, ctx.viewer.id, parseId(input.surveyId, 'surveyId'), input);
  }

  @Roles('READER')
  @Query(() => SurveyAnswer, { nullable: true, description: "The reader's answer to a survey, or null before answering" })
  mySurveyAnswer(@Ctx() ctx: Context, @Arg('surveyId', () => ID) surveyId: string): Promise<SurveyAnswer | null> {
    if (ctx.viewer?.kind !== 'reader') throw AppError.unauthenticated();
    return myAnswer(ctx.em, ctx.viewer.id, parseId(surveyId, 'surveyId'));
  }

  @Roles('ADMIN')
  @Query(() => SurveyResults, { description: 'Per question, how many answered; per option, count and percentage' })
  async surveyResults(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<SurveyResults> {
    const { survey, questions } = await surveyResults(ctx.em, parseId(id));
    return { surveyId: survey.id, title: survey.title, answerCount: survey.answerCount, questions };
  }

  @Roles('ADMIN')
  @Query(() => SurveyTextAnswerPage, { description: "A text question's answers, newest first" })
  surveyTextAnswers(
    @Ctx() ctx: Context,
    @Arg('surveyId', () => ID) surveyId: string,
    @Arg('question') question: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) pageSize: number,
  ): Promise<SurveyTextAnswerPage> {
    return textAnswers(ctx.em, parseId(surveyId, 'surveyId'), question, page, pageSize);
  }

  @Roles('ADMIN')
  @Query(() => FileDownload, { description: 'The answers as a file (REST: GET api/admin/survey/export/{id})' })
  async exportSurveyResults(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('format', () => SurveyExportFormat, { defaultValue: SurveyExportFormat.CSV }) format: SurveyExportFormat,
  ): Promise<FileDownload> {
    const file = await exportSurvey(ctx.em, parseId(id), format);
    return { fileName: file.fileName, mime: file.mime, base64: file.content.toString('base64') };
  }
}
