import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import type { Actor } from '../../../core/audit/audit.service.js';
import { BaseEntity } from '../../../core/db/base.entity.js';
import { ResourceKind } from '../resource-kind.js';
import type { ImportTarget } from './import-save.js';

export enum JobState {
  queued = 'queued',
  running = 'running',
  done = 'done',
  failed = 'failed',
}

registerEnumType(JobState, { name: 'JobState', description: '排队中 / 执行中 / 已完成 / 失败' });

/**
 * One batch import and how far it got: the back office polls it while the `resource.import` job
 * (which carries only this row's id) saves the rows.
 */
@Entity({ tableName: 'import_run' })
@Index({ properties: ['createdAt'] })
export class ImportRun extends BaseEntity<'state' | 'progress'> {
  @Property({ length: 200 })
  fileName!: string;

  @Enum({ items: () => ResourceKind, nativeEnumName: 'resource_kind' })
  kind!: ResourceKind;

  /** Storage key of the uploaded file. */
  @Property({ length: 255 })
  fileKey!: string;

  @Property({ type: 'json' })
  target!: ImportTarget;

  @Property({ type: 'json' })
  actor!: Actor;

  @Enum({ items: () => JobState, nativeEnumName: 'job_state', default: JobState.queued })
  state: JobState = JobState.queued;

  /** Percent done, 0–100. */
  @Property({ default: 0 })
  progress: number = 0;

  /** What the import last said it was doing. */
  @Property({ type: 'text', nullable: true })
  message?: string | null;

  /** The per-row report, once done. */
  @Property({ type: 'json', nullable: true })
  result?: unknown;

  /** Why the last attempt failed. */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date | null;
}
