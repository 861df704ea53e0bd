import { ArrayMaxSize, IsDate, IsIn, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { KeywordFilter, ManagedInput } from '../../../core/crud/managed.inputs.js';
import { URL_OR_PATH, URL_OR_PATH_MESSAGE } from '../../../core/crud/patterns.js';
import { SurveyQuestionType, SurveyState, TEXT_ANSWER_MAX } from './survey.entity.js';

export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 20;

@InputType()
export class SurveyOptionInput {
  @Field({ nullable: true, description: "An existing option's key; new options leave it out" })
  @IsOptional()
  @MaxLength(20)
  key?: string;

  @Field()
  @IsNotEmpty({ message: '请输入选项内容' })
  @MaxLength(100, { message: '选项不能超过100个字' })
  label!: string;
}

@InputType()
export class SurveyQuestionInput {
  @Field({ nullable: true, description: "An existing question's key; new questions leave it out" })
  @IsOptional()
  @MaxLength(20)
  key?: string;

  @Field(() => SurveyQuestionType)
  @IsIn(Object.values(SurveyQuestionType))
  type!: SurveyQuestionType;

  @Field()
  @IsNotEmpty({ message: '请输入题目' })
  @MaxLength(200, { message: '题目不能超过200个字' })
  title!: string;

  @Field({ defaultValue: false })
  required!: boolean;

  @Field(() => [SurveyOptionInput], { defaultValue: [] })
  @ArrayMaxSize(MAX_OPTIONS, { message: `每题最多 ${MAX_OPTIONS} 个选项` })
  @ValidateNested({ each: true })
  options!: SurveyOptionInput[];

  @Field(() => Int, { nullable: true, description: `Text questions: most characters (default and at most ${TEXT_ANSWER_MAX})` })
  @IsOptional()
  @IsInt()
  @Min(1, { message: '字数上限至少为 1' })
  @Max(TEXT_ANSWER_MAX, { message: `字数上限不能超过 ${TEXT_ANSWER_MAX}` })
  maxLength?: number;
}

@InputType()
export class SurveyInput extends ManagedInput {
  @Field()
  @IsNotEmpty({ message: '请输入标题' })
  @MaxLength(200, { message: '标题不能超过200个字' })
  title!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: '说明不能超过2000个字' })
  introduction?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `封面${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  cover?: string;

  @Field()
  @IsDate({ message: '请选择时间' })
  startsAt!: Date;

  @Field()
  @IsDate({ message: '请选择时间' })
  endsAt!: Date;

  @Field(() => [SurveyQuestionInput], { nullable: true, description: 'The questions in order, all of them (left out on update: kept)' })
  @IsOptional()
  @ArrayMaxSize(MAX_QUESTIONS, { message: `最多 ${MAX_QUESTIONS} 道题` })
  @ValidateNested({ each: true })
  questions?: SurveyQuestionInput[];
}

@InputType()
export class SurveyFilter extends KeywordFilter {
  @Field(() => SurveyState, { nullable: true, description: 'Where it stands against its time window now' })
  state?: SurveyState;
}

@InputType({ description: "One question's answer" })
export class SurveyAnswerItemInput {
  @Field({ description: "The question's key" })
  @MaxLength(20)
  question!: string;

  @Field(() => [String], { nullable: true, description: 'Choice questions: the chosen option keys' })
  @IsOptional()
  @ArrayMaxSize(MAX_OPTIONS)
  options?: string[];

  @Field({ nullable: true, description: 'Text questions' })
  @IsOptional()
  @MaxLength(10_000)
  text?: string;
}

@InputType()
export class SurveyAnswerInput {
  @Field(() => ID)
  surveyId!: string;

  @Field(() => [SurveyAnswerItemInput])
  @ArrayMaxSize(MAX_QUESTIONS)
  @ValidateNested({ each: true })
  answers!: SurveyAnswerItemInput[];
}
