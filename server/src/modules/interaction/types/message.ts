import { Entity, Index, Property } from '@mikro-orm/core';
import { Matches, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { createSubmissionResolver } from '../submission/submission.resolver.js';
import { Submission } from '../submission/submission.entity.js';
import { SubmissionFilter } from '../submission/submission.inputs.js';

/** 留言: a reader writes to the library; the library's reply shows in the reader's message list. */
@ObjectType({ description: 'A message from a reader to the library', simpleResolvers: true })
@Entity({ tableName: 'reader_message' })
@Index({ properties: ['status', 'createdAt'] })
export class Message extends Submission {
  @Field()
  @Property({ length: 100 })
  subject!: string;

  @Field()
  @Property({ type: 'text' })
  content!: string;
}

@InputType()
export class MessageInput {
  @Field()
  @Matches(/\S/, { message: '请填写主题' })
  @MaxLength(100, { message: '主题不能超过100个字' })
  subject!: string;

  @Field()
  @Matches(/\S/, { message: '请填写留言内容' })
  @MaxLength(2000, { message: '留言不能超过2000个字' })
  content!: string;
}

@InputType()
export class MessageFilter extends SubmissionFilter {}

export const messages = createSubmissionResolver({
  entity: Message,
  typeName: 'Message',
  label: '留言',
  one: 'message',
  many: 'messages',
  rest: 'message',
  input: MessageInput,
  filter: MessageFilter,
  textFields: ['subject', 'content'],
  toData: (input) => ({ subject: input.subject.trim(), content: input.content.trim() }),
  perHour: 10,
});
