import { Entity, Index, Property } from '@mikro-orm/core';
import { Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AppError } from '../../../core/errors/app-error.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import { addSearchTextSource, refreshSearchDocuments } from '../../catalogue/index.js';
import { markRolledDayStale } from '../../stats/index.js';
import { createSubmissionResolver } from '../submission/submission.resolver.js';
import { ResourceSubmission } from '../submission/submission.entity.js';
import { ResourceSubmissionFilter } from '../submission/submission.inputs.js';

/** 标签: a word a reader gives a resource. Passed tags show as chips and are found by search. */
@ObjectType({ description: "A reader's tag on a resource", simpleResolvers: true })
@Entity({ tableName: 'resource_tag' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['resource', 'status', 'text'] })
// The statistics roll-up looks for tags reviewed since its last run (their day's count changes).
@Index({ properties: ['reviewedAt'] })
export class Tag extends ResourceSubmission {
  @Field()
  @Property({ length: 20 })
  text!: string;
}

@ObjectType({ description: 'A passed tag of a resource and how many readers gave it', simpleResolvers: true })
export class TagCount {
  @Field()
  text!: string;

  @Field(() => Int)
  count!: number;
}

@InputType()
export class TagInput {
  @Field(() => ID)
  resourceId!: string;

  @Field()
  @Matches(/\S/, { message: '请填写标签' })
  @MaxLength(20, { message: '标签不能超过20个字' })
  text!: string;
}

@InputType()
export class TagFilter extends ResourceSubmissionFilter {}

// Search finds a resource by its passed tags.
addSearchTextSource(`select resource_id, text from resource_tag where status = '${ReviewStatus.PASSED}'`);

export const tags = createSubmissionResolver({
  entity: Tag,
  typeName: 'Tag',
  label: '标签',
  passedEvent: 'tag.passed',
  one: 'tag',
  many: 'tags',
  rest: 'tag',
  input: TagInput,
  filter: TagFilter,
  textFields: ['text'],
  resourceOf: (input) => input.resourceId,
  toData: (input) => ({ text: input.text.trim().replace(/\s+/g, ' ') }),
  beforeSubmit: async (em, data, readerId) => {
    const same = await em.count(Tag, { reader: readerId, resource: data.resource as number, text: data.text as string });
    if (same) throw AppError.badInput('text', '您已添加过该标签');
  },
  onPassChange: async (em, item, change) => {
    // The status is written with the transaction: flush first so the document reads the new state.
    await em.flush();
    await refreshSearchDocuments(em, [item.resource.id]);
    // 标签统计 counts passed tags by the day they were given: a review is found by its time, a removal only so.
    if (change === -1) await markRolledDayStale(em, item.createdAt);
  },
});
