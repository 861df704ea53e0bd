import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { Resource } from '../catalogue/index.js';
import { Reader } from '../users/index.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

/**
 * One download by a reader (issue 13): what the day's allowance counts, what 我的下载 lists, and
 * the short-lived ticket its file is fetched with (a link a browser follows, no header needed).
 */
@ObjectType({ description: "A reader's download", simpleResolvers: true })
@Entity({ tableName: 'reader_download' })
// The day's allowance counts (reader, day); 我的下载 lists the reader's newest first.
@Index({ properties: ['reader', 'day'] })
@Index({ properties: ['reader', 'createdAt'] })
export class ReaderDownload extends BaseEntity<'resourceId'> {
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  @ManyToOne(() => Resource, { ref: true, deleteRule: 'cascade', index: true })
  resource!: Ref<Resource>;

  @Field(() => ID)
  get resourceId(): number {
    return relationId(this, 'resource')!;
  }

  @Field({ description: 'The title of the resource when it was downloaded' })
  @Property({ length: 300 })
  title!: string;

  @Field({ description: 'The kind of the resource' })
  @Property({ length: 20 })
  kind!: string;

  @Field({ description: 'The file downloaded (/uploads/…)' })
  @Property({ length: 500 })
  file!: string;

  @Field({ description: 'The name the file was saved under' })
  @Property({ length: 400 })
  fileName!: string;

  /** The library's calendar day of the download (LIBRARY_TIME_ZONE), which the allowance counts. */
  @Property({ type: 'date' })
  day!: string;

  /** The secret of the file's link; good for DOWNLOAD_TICKET_MINUTES after the download was granted. */
  @Property({ length: 64, unique: true, hidden: true })
  ticket!: string;
}
