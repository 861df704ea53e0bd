import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Extensions, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity, ManagedEntity } from '../../../core/db/base.entity.js';
import { DetailOnly, Embedded } from '../../../core/graphql/field-marks.js';
import { IN_MEMORY_LIST } from '../../../core/graphql/query-cost.js';
import { Reader } from '../../users/index.js';
import { relationId } from '../../../core/db/fast-read/rows-as-entities.js';

export enum SurveyQuestionType {
  single = 'single',
  multiple = 'multiple',
  text = 'text',
}
registerEnumType(SurveyQuestionType, { name: 'SurveyQuestionType', description: '单选题 / 多选题 / 问答题' });

/** Where a survey stands against its time window (the public list's tabs). */
export enum SurveyState {
  upcoming = 'upcoming',
  open = 'open',
  ended = 'ended',
}
registerEnumType(SurveyState, { name: 'SurveyState', description: '未开始 / 进行中 / 已结束' });

/** Text answers are at most this long unless a question says less. */
export const TEXT_ANSWER_MAX = 500;

@ObjectType({ description: 'One option of a choice question', simpleResolvers: true })
export class SurveyOption {
  @Field({ description: 'Stable key: answers name options by it, so editing a label keeps the counts' })
  key!: string;

  @Field()
  label!: string;
}

@ObjectType({ description: 'One question of a survey, in order', simpleResolvers: true })
export class SurveyQuestion {
  @Field({ description: 'Stable key: answers name questions by it' })
  key!: string;

  @Field(() => SurveyQuestionType)
  type!: SurveyQuestionType;

  @Field()
  title!: string;

  @Field()
  required!: boolean;

  @Field(() => [SurveyOption], { description: 'In order; empty for a text question' })
  @Extensions(IN_MEMORY_LIST)
  @Embedded()
  options!: SurveyOption[];

  @Field(() => Int, { nullable: true, description: 'Text questions: most characters of an answer' })
  maxLength?: number | null;
}

/**
 * 问卷调查: a questionnaire with a time window. Its questions are kept on the row (JSON, in order,
 * each with a stable key): they are always read and written with the survey, and answers name them
 * by key, so editing a title or adding an option keeps what was answered.
 */
@ObjectType({ description: 'A survey (问卷调查)', simpleResolvers: true })
@Entity({ tableName: 'survey' })
// The public list: newest first by start (the default order), or by end for the state tabs.
@Index({ properties: ['enabled', 'startsAt'] })
@Index({ properties: ['enabled', 'endsAt'] })
export class Survey extends ManagedEntity<'answerCount' | 'questions' | 'introduction' | 'state'> {
  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field({ description: 'Plain text, shown above the questions' })
  @Property({ type: 'text', default: '' })
  introduction: string = '';

  @Field(() => String, { nullable: true, description: 'Image path or URL' })
  @Property({ length: 500, nullable: true })
  cover?: string | null;

  @Field({ description: 'Answers are taken from this time on' })
  @Property({ type: 'timestamptz' })
  startsAt!: Date;

  @Field({ description: 'Answers are taken until this time' })
  @Property({ type: 'timestamptz' })
  endsAt!: Date;

  @Field(() => [SurveyQuestion], { description: 'In order (REST list rows leave them out: the detail has them)' })
  @Extensions(IN_MEMORY_LIST)
  @DetailOnly()
  @Embedded()
  @Property({ type: 'json', default: '[]' })
  questions: SurveyQuestion[] = [];

  @Field(() => Int, { description: 'Readers who answered' })
  @Property({ default: 0 })
  answerCount: number = 0;

  @Field(() => SurveyState)
  get state(): SurveyState {
    const now = Date.now();
    if (now < this.startsAt.getTime()) return SurveyState.upcoming;
    return now > this.endsAt.getTime() ? SurveyState.ended : SurveyState.open;
  }
}

/** One question's answer: the chosen option keys, or the text. */
export interface StoredAnswerItem {
  question: string;
  options?: string[];
  text?: string;
}

/** A reader's answer to a survey: one per reader and survey (the unique key decides, also under races). */
@ObjectType({ description: "A reader's answer to a survey", simpleResolvers: true })
@Entity({ tableName: 'survey_answer' })
@Unique({ properties: ['survey', 'reader'] })
@Index({ properties: ['reader'] })
export class SurveyAnswer extends BaseEntity<'surveyId' | 'answeredAt'> {
  @ManyToOne(() => Survey, { ref: true, deleteRule: 'cascade' })
  survey!: Ref<Survey>;

  @Field(() => ID)
  get surveyId(): number {
    return relationId(this, 'survey')!;
  }

  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  @Property({ type: 'json' })
  answers!: StoredAnswerItem[];

  @Field({ description: 'When it was sent' })
  get answeredAt(): Date {
    return this.createdAt;
  }
}
