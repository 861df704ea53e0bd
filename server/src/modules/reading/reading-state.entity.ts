import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { Reader } from '../users/index.js';

/**
 * Where a reader stands in one document, and the reader's settings for it (spec §3 reader state:
 * font, theme, pagination, bookmarks… for an e-book; page and zoom for a PDF). The state itself is
 * the client's JSON, kept whole; the server reads only progress and location (continue reading,
 * the read-time page). One row per reader and document; the later write wins (`savedAt`).
 */
@ObjectType()
@Entity({ tableName: 'reading_state' })
@Unique({ properties: ['reader', 'document'] })
// The reader's own list (continue reading, last positions) comes newest first.
@Index({ properties: ['reader', 'savedAt'] })
export class ReadingState extends BaseEntity {
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  @Field({ description: 'What is read: resource:{id}, resource:{id}:{part} (an edition or article), or cloud:{id}' })
  @Property({ length: 60 })
  document!: string;

  @Field(() => Int, { nullable: true, description: "The resource read, when the document is a resource's" })
  @Property({ type: 'integer', nullable: true, index: true })
  resourceId?: number | null;

  @Field({ description: 'epub or pdf' })
  @Property({ length: 10 })
  format!: string;

  @Field({ description: "The reader's state as the client wrote it (JSON text)" })
  @Property({ type: 'text' })
  state!: string;

  @Field(() => Float, { description: 'Share read, 0 to 1' })
  @Property({ type: 'double' })
  progress!: number;

  @Field(() => String, { nullable: true, description: 'Where the reader stands: an EPUB CFI or a page number' })
  @Property({ length: 500, nullable: true })
  location?: string | null;

  @Field({ description: 'When the client made this state; a save older than the kept one is not applied' })
  @Property({ type: 'timestamptz' })
  savedAt!: Date;
}
