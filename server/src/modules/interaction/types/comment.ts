import { Entity, Index, Property } from '@mikro-orm/core';
import { Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { changeResourceCounters } from '../../catalogue/index.js';
import { createSubmissionResolver } from '../submission/submission.resolver.js';
import { ResourceSubmission } from '../submission/submission.entity.js';
import { ResourceSubmissionFilter } from '../submission/submission.inputs.js';

/** 评论: a reader's comment on a resource, shown on its page once passed. */
@ObjectType({ description: "A reader's comment on a resource", simpleResolvers: true })
@Entity({ tableName: 'resource_comment' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['resource', 'status', 'createdAt'] })
export class Comment extends ResourceSubmission {
  @Field()
  @Property({ type: 'text' })
  content!: string;
}

@InputType()
export class CommentInput {
  @Field(() => ID)
  resourceId!: string;

  @Field()
  @Matches(/\S/, { message: '请填写评论内容' })
  @MaxLength(500, { message: '评论不能超过500个字' })
  content!: string;
}

@InputType()
export class CommentFilter extends ResourceSubmissionFilter {}

export const comments = createSubmissionResolver({
  entity: Comment,
  typeName: 'Comment',
  label: '评论',
  passedEvent: 'comment.passed',
  one: 'comment',
  many: 'comments',
  rest: 'comment',
  input: CommentInput,
  filter: CommentFilter,
  textFields: ['content'],
  resourceOf: (input) => input.resourceId,
  toData: (input) => ({ content: input.content.trim() }),
  onPassChange: (em, item, change) => changeResourceCounters(em, item.resource.id, { comments: change }),
  perHour: 30,
  publicList: {
    name: 'passedComments',
    description: "Passed comments, newest first: of one resource (resourceId), or across the catalogue the viewer sees (the interaction area's 评论)",
  },
});
