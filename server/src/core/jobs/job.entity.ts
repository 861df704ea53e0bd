import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../db/base.entity.js';

/** What a payload or a result may hold: it is stored as jsonb. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export enum JobState {
  queued = 'queued',
  running = 'running',
  done = 'done',
  failed = 'failed',
}

registerEnumType(JobState, { name: 'JobState', description: '排队中 / 执行中 / 已完成 / 失败' });

/**
 * One unit of background work (video conversion, imports, roll-ups), kept in PostgreSQL so that
 * every server process can take work from the same queue (ARCHITECTURE §7). `JobQueue` owns the
 * state changes; other code only enqueues jobs and reads them.
 */
@ObjectType({ description: 'A background job and how far it got (for progress indicators)' })
@Entity({ tableName: 'job' })
// The claim query looks for the oldest queued job that is due.
@Index({ properties: ['state', 'runAt'] })
export class Job extends BaseEntity<'state' | 'progress' | 'attempts' | 'maxAttempts' | 'runAt'> {
  @Field({ description: 'Handler name, e.g. video.convert' })
  @Property({ length: 64 })
  type!: string;

  // Not a GraphQL field: payloads may hold storage paths and other internals.
  @Property({ type: 'json' })
  payload!: JsonValue;

  @Field(() => JobState)
  @Enum({ items: () => JobState, nativeEnumName: 'job_state', default: JobState.queued })
  state: JobState = JobState.queued;

  @Field(() => Int, { description: 'Percent done, 0–100' })
  @Property({ default: 0 })
  progress: number = 0;

  @Field({ nullable: true, description: 'What the handler last said it was doing' })
  @Property({ type: 'text', nullable: true })
  message?: string;

  @Property({ type: 'json', nullable: true })
  result?: JsonValue;

  @Field({ nullable: true, description: 'Why the last attempt failed' })
  @Property({ type: 'text', nullable: true })
  error?: string;

  @Field(() => Int, { description: 'Attempts started so far' })
  @Property({ default: 0 })
  attempts: number = 0;

  @Property({ default: 3 })
  maxAttempts: number = 3;

  /** Not before this time (the database's clock); retries push it into the future. */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  runAt: Date = new Date();

  /** Set when a process claims the job and refreshed while it runs; an old value means the process died. */
  @Property({ type: 'timestamptz', nullable: true })
  lockedAt?: Date;

  @Field({ nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date;
}
