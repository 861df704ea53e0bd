import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';
import { Reader } from '../users/index.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

/**
 * A reader barred from submitting (黑名单) until `endsAt` (for good when empty), while the entry is
 * enabled. A barred reader still reads; every submission is refused with the reason.
 */
@ObjectType({ description: 'A blacklist entry: a reader barred from submitting', simpleResolvers: true })
@Entity({ tableName: 'blacklist_entry' })
export class BlacklistEntry extends ManagedEntity<'readerId'> {
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  @Index()
  reader!: Ref<Reader>;

  @Field(() => ID, { description: 'The barred reader' })
  get readerId(): number {
    return relationId(this, 'reader')!;
  }

  @Field()
  @Property({ length: 500 })
  reason!: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Barred until then; for good when empty' })
  @Property({ type: 'timestamptz', nullable: true })
  endsAt?: Date | null;
}
