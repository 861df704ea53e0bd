import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { Max, Min, IsInt } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { changeResourceCounters } from '../../catalogue/index.js';
import { createSubmissionResolver } from '../submission/submission.resolver.js';
import { ResourceSubmission } from '../submission/submission.entity.js';
import { ResourceSubmissionFilter } from '../submission/submission.inputs.js';

/**
 * 评分: 1–5 stars, one per reader and resource (scoring again replaces it and waits for review
 * again). Passed scores make the resource's average and count, which rankings use.
 */
@ObjectType({ description: "A reader's score of a resource, 1 to 5", simpleResolvers: true })
@Entity({ tableName: 'resource_score' })
@Unique({ properties: ['reader', 'resource'] })
@Index({ properties: ['status', 'createdAt'] })
export class Score extends ResourceSubmission {
  @Field(() => Int)
  @Property({ type: 'smallint' })
  value!: number;
}

@InputType()
export class ScoreInput {
  @Field(() => ID)
  resourceId!: string;

  @Field(() => Int)
  @IsInt({ message: '评分须为1到5的整数' })
  @Min(1, { message: '评分须为1到5的整数' })
  @Max(5, { message: '评分须为1到5的整数' })
  value!: number;
}

@InputType()
export class ScoreFilter extends ResourceSubmissionFilter {}

export const scores = createSubmissionResolver({
  entity: Score,
  typeName: 'Score',
  label: '评分',
  passedEvent: 'score.passed',
  one: 'score',
  many: 'scores',
  rest: 'score',
  input: ScoreInput,
  filter: ScoreFilter,
  textFields: [],
  resourceOf: (input) => input.resourceId,
  toData: (input) => ({ value: input.value }),
  // Scoring again changes the reader's one score.
  beforeSubmit: (em, data, readerId) => em.findOne(Score, { reader: readerId, resource: data.resource as number }),
  onPassChange: (em, item, change) => changeResourceCounters(em, item.resource.id, { scoreCount: change, scoreTotal: change * item.value }),
});
