import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Float, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { Reader } from '../users/index.js';

/**
 * A file a reader keeps in their cloud for their own reading (issue 13): a PDF or an EPUB, private
 * to its owner. It lives in the private store (private-storage.ts), never under /uploads.
 */
@ObjectType({ description: "A file in the reader's cloud", simpleResolvers: true })
@Entity({ tableName: 'cloud_file' })
@Index({ properties: ['reader', 'createdAt'] })
export class CloudFile extends BaseEntity<'url'> {
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  @Field({ description: 'The name the reader gave it (at most 100 characters)' })
  @Property({ length: 100 })
  name!: string;

  /** Where the private store keeps it. */
  @Property({ length: 200, hidden: true })
  storageKey!: string;

  @Field({ description: 'epub or pdf' })
  @Property({ length: 10 })
  format!: 'epub' | 'pdf';

  @Field(() => Float, { description: 'Bytes' })
  @Property({ type: 'bigint' })
  size!: number;

  @Field({ description: 'SHA-256 of the content, hex' })
  @Property({ length: 64 })
  sha256!: string;

  @Field({ description: 'The owner-only address of the content (Range requests answered)' })
  get url(): string {
    return `/files/cloud/${this.id}`;
  }
}
